//===- main.cpp - the paracodex command -----------------------------------===//
//
// paracodex <subcommand> [options] FILE [-- compiler arguments]
//
// Exit codes are one table for all subcommands (tool/ExitCodes.h). A crash
// anywhere below is caught here and becomes exit 3 with a message, so that
// a hook never mistakes it for success.
//
//===----------------------------------------------------------------------===//
#include "tool/AnalyzeCommand.h"
#include "tool/ExitCodes.h"
#include "tool/SourceLoader.h"
#include "tool/FuseCommand.h"
#include "tool/OptionCategories.h"
#include "tool/TuneCommand.h"
#include "tool/VerifyCommand.h"

#include "passes/model/WorkCounters.h"
#include "tool/Version.inc"

#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <csignal>
#include <cstdlib>
#include <cstring>

static const char Overview[] =
    "paracodex: finds, proves and fuses producer-consumer OpenMP target regions\n"
    "\n"
    "  paracodex analyze FILE.c [--metrics=PROFILE]... [--format=text|json] [--explain]\n"
    "  paracodex fuse FILE.c... [-o OUT.c | -i | --diff | --check] [--only=ID]...\n"
    "  paracodex verify --reference=ORIG.c --optimized=FUSED.c [--function=NAME]...\n"
    "  paracodex tune FILE.c [--run='{exe} ARGS'] [--emit-harness DIR | --results-from DIR] [-i]\n"
    "\n"
    "analyze and fuse take the compile command as clang-tidy does: -p BUILD_PATH,\n"
    "the nearest compile_commands.json above FILE, or the arguments after `--`;\n"
    "--extra-arg=ARG adds to it. Exit status: 0 success, 1 findings (fuse --check:\n"
    "a fusion would apply; verify: a mismatch), 2 usage or input error, 3 internal\n"
    "error. Run `paracodex <subcommand> --help` for a subcommand's options.\n";

static void printVersion(llvm::raw_ostream &OS) {
  OS << "paracodex " PARACODEX_VERSION "\n  built with LLVM " LLVM_VERSION_STRING "\n";
}

/// A crash on purpose, for the tests that prove hooks fail closed:
/// PARACODEX_TEST_CRASH=segv|abort|kill.
static void crashIfAskedTo() {
  const char *How = std::getenv("PARACODEX_TEST_CRASH");
  if (!How)
    return;
  if (!std::strcmp(How, "kill"))
    std::raise(SIGKILL);
  if (!std::strcmp(How, "abort"))
    std::abort();
  if (!std::strcmp(How, "segv"))
    std::raise(SIGSEGV);
}

static int dispatch(const paracodex::CompileSettings &Settings) {
  crashIfAskedTo();
  if (paracodex::AnalyzeSubcommand)
    return paracodex::runAnalyze(Settings);
  if (paracodex::FuseSubcommand)
    return paracodex::runFuse(Settings);
  if (paracodex::VerifySubcommand)
    return paracodex::runVerify(Settings);
  if (paracodex::TuneSubcommand)
    return paracodex::runTune(Settings);
  llvm::errs() << "paracodex: error: no subcommand given\n\n" << Overview;
  return paracodex::ExitInputError;
}

int main(int Argc, const char **Argv) {
  llvm::InitLLVM Init(Argc, Argv);
  paracodex::CompileSettings Settings;
  paracodex::splitCompilerArgs(Argc, Argv, Settings);
  // LLVM's own options (back ends, debug switches) stay registered but out
  // of --help: only paracodex's options and the generic ones are shown.
  llvm::cl::HideUnrelatedOptions(paracodex::toolCategories());
  for (llvm::cl::SubCommand *Sub : {&paracodex::AnalyzeSubcommand, &paracodex::FuseSubcommand,
                                    &paracodex::VerifySubcommand, &paracodex::TuneSubcommand})
    llvm::cl::HideUnrelatedOptions(paracodex::toolCategories(), *Sub);
  llvm::cl::SetVersionPrinter(printVersion);
  if (!llvm::cl::ParseCommandLineOptions(Argc, Argv, Overview, &llvm::errs()))
    return paracodex::ExitInputError;

  llvm::CrashRecoveryContext::Enable();
  static llvm::CrashRecoveryContext Recovery;
  Recovery.DumpStackAndCleanupOnFailure = true;
  // A crash inside clang after it reported errors in the user's file is
  // clang's, while recovering: its stack is no help to the user, the
  // errors above are.
  paracodex::setUserErrorHook([] { Recovery.DumpStackAndCleanupOnFailure = false; });
  int Status = paracodex::ExitInternalError;
  // Clang's parser recurses once per nesting level of an expression: on the
  // main thread's 8 MiB a 180 KB chain of `a = b = ...` overflowed the stack
  // (clang-19 itself crashes on it). The work runs on a thread with room
  // for inputs far beyond any real code; only the pages used are committed.
  const unsigned StackBytes = 1u << 30;
  if (Recovery.RunSafelyOnThread([&] { Status = dispatch(Settings); }, StackBytes)) {
    // How much parsing the command did (WorkCounters.h).
    if (std::getenv("PARACODEX_STATS"))
      llvm::errs() << "paracodex: stats: " << paracodex::workCounters().Parses << " parses, "
                   << paracodex::workCounters().ModelBuilds << " model builds\n";
    return Status;
  }
  paracodex::CrashSite Site = paracodex::crashSite();
  if (Site == paracodex::CrashSite::RecoveringFromUserErrors) {
    llvm::errs() << paracodex::crashFile()
                 << ": error: the file does not compile (see the errors above), and clang "
                    "crashed while recovering from them; nothing was written\n";
    return paracodex::ExitInputError;
  }
  int Code = Recovery.RetCode;
  llvm::errs() << "paracodex: internal error: the tool crashed";
  if (Code > 128)
    llvm::errs() << " (signal " << Code - 128 << ", " << strsignal(Code - 128) << ")";
  if (Site == paracodex::CrashSite::ParsingUserText)
    llvm::errs() << " inside clang's parser, while reading " << paracodex::crashFile()
                 << " (clang-19 crashes on some inputs: check whether `clang-19 "
                    "-fsyntax-only` with the same command accepts the file)";
  if (Site == paracodex::CrashSite::ParsingParacodexText)
    llvm::errs() << " inside clang's parser, while checking the rewritten text of "
                 << paracodex::crashFile();
  llvm::errs() << "; nothing was written. Please report it with the command line "
                  "and the input.\n";
  return paracodex::ExitInternalError;
  return Status;
}
