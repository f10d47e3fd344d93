//===- SourceLoader.cpp ---------------------------------------------------===//
#include "tool/SourceLoader.h"

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <cstring>

using namespace clang::tooling;

namespace paracodex {

void splitCompilerArgs(int &Argc, const char **Argv, CompileSettings &Settings) {
  for (int I = 1; I < Argc; ++I) {
    if (std::strcmp(Argv[I], "--") != 0)
      continue;
    Settings.HaveExtraArgs = true;
    for (int J = I + 1; J < Argc; ++J)
      Settings.ExtraArgs.push_back(Argv[J]);
    Argc = I;
    return;
  }
}

static ArgumentsAdjuster dropOffloadArguments() {
  return [](const CommandLineArguments &Args, llvm::StringRef File) {
    CommandLineArguments Kept;
    for (size_t I = 0; I < Args.size(); ++I) {
      llvm::StringRef A = Args[I];
      if (A.starts_with("--offload-arch=") || A.starts_with("--cuda-path=") ||
          A.starts_with("-fopenmp-targets=") ||
          A.starts_with("--libomptarget-nvptx-bc-path=") ||
          A.starts_with("-Xopenmp-target") || A == "--offload-device-only" ||
          A.starts_with("-foffload"))
        continue;
      if (A == "--offload-arch" || A == "--cuda-path") {
        ++I; // and its value
        continue;
      }
      // Other inputs of a build line (randdp.c, libfoo.a) are not parsed.
      bool IsInput = I > 0 && !A.starts_with("-") &&
                     (A.ends_with(".c") || A.ends_with(".o") || A.ends_with(".a") ||
                      A.ends_with(".so") || A.ends_with(".cpp"));
      if (IsInput && A != File)
        continue;
      Kept.push_back(Args[I]);
    }
    // Target regions exist only with OpenMP on.
    bool HasOpenMP = false;
    for (const std::string &A : Kept)
      HasOpenMP |= llvm::StringRef(A).starts_with("-fopenmp");
    if (!HasOpenMP)
      Kept.insert(Kept.begin() + (Kept.empty() ? 0 : 1), "-fopenmp");
    return Kept;
  };
}

namespace {
/// A build that compiles one file several times (host-only and offload
/// variants) lists it several times; the host AST of any of them holds
/// every target region, so one parse is enough.
class FirstCommandDatabase : public CompilationDatabase {
public:
  explicit FirstCommandDatabase(std::unique_ptr<CompilationDatabase> Inner)
      : Inner(std::move(Inner)) {}
  std::vector<CompileCommand> getCompileCommands(llvm::StringRef File) const override {
    std::vector<CompileCommand> All = Inner->getCompileCommands(File);
    if (All.size() > 1)
      All.resize(1);
    return All;
  }
  std::vector<std::string> getAllFiles() const override { return Inner->getAllFiles(); }

private:
  std::unique_ptr<CompilationDatabase> Inner;
};
} // namespace

static llvm::Expected<std::unique_ptr<clang::ASTUnit>>
parse(const std::string &File, const CompileSettings &Settings,
      const std::string *Contents);

llvm::Expected<std::unique_ptr<clang::ASTUnit>>
parseSourceFile(const std::string &File, const CompileSettings &Settings) {
  return parse(File, Settings, nullptr);
}

llvm::Expected<std::unique_ptr<clang::ASTUnit>>
parseSourceText(const std::string &File, const CompileSettings &Settings,
                const std::string &Contents) {
  return parse(File, Settings, &Contents);
}

static llvm::Expected<std::unique_ptr<clang::ASTUnit>>
parse(const std::string &File, const CompileSettings &Settings,
      const std::string *Contents) {
  if (!llvm::sys::fs::exists(File))
    return llvm::createStringError(std::errc::no_such_file_or_directory,
                                   "%s: error: no such file", File.c_str());
  std::unique_ptr<CompilationDatabase> Database;
  if (!Settings.BuildPath.empty()) {
    std::string Message;
    Database = CompilationDatabase::loadFromDirectory(Settings.BuildPath, Message);
    if (!Database)
      return llvm::createStringError(std::errc::invalid_argument,
                                     "%s: error: %s", Settings.BuildPath.c_str(),
                                     Message.c_str());
    llvm::SmallString<256> Absolute(File);
    llvm::sys::fs::make_absolute(Absolute);
    if (Database->getCompileCommands(Absolute).empty())
      return llvm::createStringError(
          std::errc::invalid_argument,
          "%s: error: no compile command for this file in %s/compile_commands.json",
          File.c_str(), Settings.BuildPath.c_str());
    Database = std::make_unique<FirstCommandDatabase>(std::move(Database));
  } else {
    std::vector<std::string> Args = Settings.HaveExtraArgs
                                        ? Settings.ExtraArgs
                                        : std::vector<std::string>{"-fopenmp"};
    Database = std::make_unique<FixedCompilationDatabase>(".", Args);
  }
  ClangTool Tool(*Database, {File});
  if (Contents)
    Tool.mapVirtualFile(File, *Contents);
  Tool.appendArgumentsAdjuster(dropOffloadArguments());
  std::vector<std::unique_ptr<clang::ASTUnit>> Units;
  int Status = Tool.buildASTs(Units);
  if (Status != 0 || Units.size() != 1 ||
      Units[0]->getDiagnostics().hasErrorOccurred())
    return llvm::createStringError(std::errc::invalid_argument,
                                   "%s: error: the file did not compile; "
                                   "see the diagnostics above",
                                   File.c_str());
  return std::move(Units[0]);
}

} // namespace paracodex
