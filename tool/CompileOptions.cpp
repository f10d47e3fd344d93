//===- CompileOptions.cpp -------------------------------------------------===//
#include "tool/CompileOptions.h"

#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

namespace paracodex {

const char CompileCommandHelp[] =
    "The compile command of FILE: the arguments after `--` when given; else\n"
    "the entry for FILE in the compilation database of -p; else the nearest\n"
    "compile_commands.json in FILE's parent directories; else -fopenmp.\n";

CompileOptions::CompileOptions(cl::SubCommand &Sub, cl::OptionCategory &Category)
    : BuildPath("p",
                cl::desc("Build directory holding compile_commands.json, or the file "
                         "itself (default: searched in the parent directories of each input)"),
                cl::value_desc("build-path"), cl::sub(Sub), cl::cat(Category)),
      ExtraArgs("extra-arg",
                cl::desc("Argument to append to the compile command (repeatable)"),
                cl::value_desc("arg"), cl::sub(Sub), cl::cat(Category)),
      ExtraArgsBefore("extra-arg-before",
                      cl::desc("Argument to prepend to the compile command (repeatable)"),
                      cl::value_desc("arg"), cl::sub(Sub), cl::cat(Category)),
      WholeProgram(
          "whole-program",
          cl::desc("The program is FILE alone, or with -p the files of the compilation "
                   "database: no other code calls its functions or names its variables. "
                   "A function or variable that is not static then counts as the file's "
                   "own when no other file of the program names it (and the program has "
                   "a main)"),
          cl::sub(Sub), cl::cat(Category)) {}

CompileSettings CompileOptions::settings(const CompileSettings &DashDash) const {
  CompileSettings S = DashDash;
  S.BuildPath = BuildPath;
  if (S.HaveFixedArgs && !S.BuildPath.empty()) {
    llvm::errs() << "paracodex: warning: -p " << S.BuildPath
                 << " is ignored: the compile command after `--` is used\n";
    S.BuildPath.clear();
    S.BuildPathIgnored = true;
  }
  S.ExtraArgs.assign(ExtraArgs.begin(), ExtraArgs.end());
  S.ExtraArgsBefore.assign(ExtraArgsBefore.begin(), ExtraArgsBefore.end());
  S.WholeProgram = WholeProgram;
  return S;
}

} // namespace paracodex
