//===- CompileOptions.h - the compile-command options of a subcommand -*- C++ -*-===//
//
// -p, --extra-arg and --extra-arg-before, as clang-tidy spells them, and
// --whole-program (the program is these files, as GCC's -fwhole-program). Each
// subcommand owns one instance (llvm::cl options belong to a subcommand).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_COMPILEOPTIONS_H
#define PARACODEX_TOOL_COMPILEOPTIONS_H

#include "tool/SourceLoader.h"

#include "llvm/Support/CommandLine.h"

namespace paracodex {

class CompileOptions {
public:
  CompileOptions(llvm::cl::SubCommand &Sub, llvm::cl::OptionCategory &Category);

  /// \p DashDash (the arguments after `--`) with these options added.
  /// Warns when both -p and `--` were given: `--` wins, as in clang-tidy.
  CompileSettings settings(const CompileSettings &DashDash) const;

private:
  llvm::cl::opt<std::string> BuildPath;
  llvm::cl::list<std::string> ExtraArgs, ExtraArgsBefore;
  llvm::cl::opt<bool> WholeProgram;
};

/// The help text shared by the subcommands that parse C files.
extern const char CompileCommandHelp[];

} // namespace paracodex

#endif
