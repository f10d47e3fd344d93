//===- SourceLoader.h - parse a C file the way its build does ---*- C++ -*-===//
#ifndef PARACODEX_TOOL_SOURCELOADER_H
#define PARACODEX_TOOL_SOURCELOADER_H

#include "clang/Frontend/ASTUnit.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace paracodex {

struct CompileSettings {
  /// -p: a directory holding compile_commands.json; empty for none.
  std::string BuildPath;
  /// Arguments after `--`; used when no build path is given.
  std::vector<std::string> ExtraArgs;
  bool HaveExtraArgs = false;
};

/// Splits argv at `--`: what follows is the compile command.
void splitCompilerArgs(int &Argc, const char **Argv, CompileSettings &Settings);

/// Parses \p File with Clang 19. Compiler diagnostics go to stderr as
/// `file:line:col: error: ...`; any error makes this fail. Offload-only flags
/// (--offload-arch, --cuda-path, ...) are dropped: the host AST holds every
/// target region and the device pass would need a GPU toolchain.
llvm::Expected<std::unique_ptr<clang::ASTUnit>>
parseSourceFile(const std::string &File, const CompileSettings &Settings);

/// The same, with \p Contents standing in for the file's text (the file's
/// directory still resolves its includes).
llvm::Expected<std::unique_ptr<clang::ASTUnit>>
parseSourceText(const std::string &File, const CompileSettings &Settings,
                const std::string &Contents);

} // namespace paracodex

#endif
