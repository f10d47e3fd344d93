//===- main.cpp - the paracodex command -----------------------------------===//
//
// paracodex <subcommand> [options] FILE [-- compiler arguments]
//
//===----------------------------------------------------------------------===//
#include "tool/AnalyzeCommand.h"
#include "tool/FuseCommand.h"
#include "tool/VerifyCommand.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

static const char Overview[] =
    "paracodex: fuses producer-consumer OpenMP target regions in C programs\n"
    "\n"
    "  paracodex analyze FILE.c [--metrics=PROFILE]... [--format=text|json]\n"
    "                    [--explain] [-p BUILD_DIR] [-- COMPILER_ARGS...]\n"
    "  paracodex fuse FILE.c [-o OUT.c | -i] [--diff] [--check]\n"
    "                 [--strategy=auto|inline|sliding-window] [--only=ID|NAME|FUNCTION]...\n"
    "                 [--metrics=PROFILE]... [-p BUILD_DIR] [-- COMPILER_ARGS...]\n"
    "  paracodex verify --reference=ORIG.c --optimized=FUSED.c [--function=NAME]...\n"
    "                 [--extent NAME=VALUE]... [--seeds=N] [--device=auto|gpu|host]\n"
    "                 [--sanitize] [--run='{exe} ARGS'] [--format=text|json]\n"
    "                 [--emit-harness=DIR | --results-from=DIR] [-- ARGS...]\n"
    "\n"
    "The compile command comes from -p (a compile_commands.json) or from the\n"
    "arguments after `--`; without either, FILE is parsed with -fopenmp.\n"
    "Run `paracodex <subcommand> --help` for a subcommand's options.\n";

int main(int Argc, const char **Argv) {
  llvm::InitLLVM Init(Argc, Argv);
  paracodex::CompileSettings Settings;
  paracodex::splitCompilerArgs(Argc, Argv, Settings);
  llvm::cl::HideUnrelatedOptions(llvm::cl::getGeneralCategory());
  if (!llvm::cl::ParseCommandLineOptions(Argc, Argv, Overview, &llvm::errs()))
    return 2;
  if (paracodex::AnalyzeSubcommand)
    return paracodex::runAnalyze(Settings);
  if (paracodex::FuseSubcommand)
    return paracodex::runFuse(Settings);
  if (paracodex::VerifySubcommand)
    return paracodex::runVerify(Settings);
  llvm::errs() << "paracodex: error: no subcommand given\n\n" << Overview;
  return 2;
}
