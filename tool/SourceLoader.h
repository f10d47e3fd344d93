//===- SourceLoader.h - parse a C file the way its build does ---*- C++ -*-===//
//
// The compile command of a file, chosen as clang-tidy chooses it: the
// arguments after `--` when given; else the compilation database named by
// -p (a build directory or its compile_commands.json); else the first
// compile_commands.json found in the file's parent directories; else
// `-fopenmp`. --extra-arg and --extra-arg-before are added to any of them.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_SOURCELOADER_H
#define PARACODEX_TOOL_SOURCELOADER_H

#include "clang/Frontend/ASTUnit.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace paracodex {

struct CompileSettings {
  /// -p: a build directory or a compile_commands.json; empty for none.
  std::string BuildPath;
  /// The arguments after `--`: a fixed compile command for every file.
  std::vector<std::string> FixedArgs;
  bool HaveFixedArgs = false;
  /// --extra-arg-before / --extra-arg: added at the front / end of the
  /// command, whichever source it came from.
  std::vector<std::string> ExtraArgsBefore, ExtraArgs;
  /// --whole-program: the file (with -p, the database's files) is the whole
  /// program (passes/legality/ProgramScope.h).
  bool WholeProgram = false;
  /// -p was given and `--` overrode it.
  bool BuildPathIgnored = false;
};

/// Splits argv at `--`: what follows is the compile command.
void splitCompilerArgs(int &Argc, const char **Argv, CompileSettings &Settings);

/// \p File as an absolute path without `.` or `..`: the one name under
/// which the file is parsed, mapped and rewritten, however it was given.
std::string absoluteFilePath(const std::string &File);

/// Parses \p File with Clang 19. Compiler diagnostics go to stderr as
/// `file:line:col: error: ...`; any error makes this fail. Offload-only flags
/// (--offload-arch, --cuda-path, ...) are dropped: the host AST holds every
/// target region and the device pass would need a GPU toolchain.
llvm::Expected<std::unique_ptr<clang::ASTUnit>>
parseSourceFile(const std::string &File, const CompileSettings &Settings);

/// The file of each command of the compilation database -p names
/// (absolute paths, in the database's order: a file built twice is there
/// twice); empty when no -p was given or `--` overrides it.
llvm::Expected<std::vector<std::string>> databaseFiles(const CompileSettings &Settings);

/// Whose text a parse reads: a crash while parsing the user's text after
/// it reported errors is an input error; any crash while parsing text
/// paracodex wrote is paracodex's. A trial is paracodex's text that may not
/// compile: its diagnostics are not printed, and the error says the first.
enum class TextOf { User, Paracodex, Trial };

/// The same, with \p Contents standing in for the file's text (the file's
/// directory still resolves its includes).
llvm::Expected<std::unique_ptr<clang::ASTUnit>>
parseSourceText(const std::string &File, const CompileSettings &Settings,
                const std::string &Contents, TextOf Whose);

/// What was running when the tool crashed. clang-19 itself crashes on some
/// invalid inputs (in its `omp atomic` diagnostics, for one) while it
/// recovers from the errors it has just printed.
enum class CrashSite {
  NotParsing,
  ParsingUserText,
  RecoveringFromUserErrors, ///< the user's text had errors before the crash
  ParsingParacodexText,
};
CrashSite crashSite();
/// The file of the parse that was running, for the crash message.
std::string crashFile();

/// Called once when a parse of the user's text reports its first error: the
/// crash handler then skips the stack dump, which would be clang's, not ours.
void setUserErrorHook(void (*Hook)());

} // namespace paracodex

#endif
