//===- SourceLoader.cpp ---------------------------------------------------===//
#include "tool/SourceLoader.h"

#include "passes/model/StrictAliasing.h"
#include "passes/model/WorkCounters.h"

#include <atomic>

#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
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
    Settings.HaveFixedArgs = true;
    for (int J = I + 1; J < Argc; ++J)
      Settings.FixedArgs.push_back(Argv[J]);
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
      // The database may spell the file relative to its own directory.
      bool IsThisFile = A == File || llvm::sys::path::filename(A) ==
                                         llvm::sys::path::filename(File);
      if (IsInput && !IsThisFile)
        continue;
      Kept.push_back(Args[I]);
    }
    // Target regions exist only with OpenMP on.
    bool HasOpenMP = false;
    for (const std::string &A : Kept)
      HasOpenMP |= llvm::StringRef(A).starts_with("-fopenmp");
    if (!HasOpenMP)
      Kept.insert(Kept.begin() + (Kept.empty() ? 0 : 1), "-fopenmp");
    // Real offload code uses OpenMP 6.0's map syntax (`map(present: x)`,
    // which nvc++ accepts); clang-19 parses it only when asked. Parsing
    // reads the program and generates nothing, so asking costs nothing.
    bool HasVersion = false;
    for (const std::string &A : Kept)
      HasVersion |= llvm::StringRef(A).starts_with("-fopenmp-version=");
    if (!HasVersion)
      Kept.insert(Kept.begin() + 1, "-fopenmp-version=60");
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
      const std::string *Contents, TextOf Whose);

llvm::Expected<std::unique_ptr<clang::ASTUnit>>
parseSourceFile(const std::string &File, const CompileSettings &Settings) {
  return parse(File, Settings, nullptr, TextOf::User);
}

llvm::Expected<std::unique_ptr<clang::ASTUnit>>
parseSourceText(const std::string &File, const CompileSettings &Settings,
                const std::string &Contents, TextOf Whose) {
  return parse(File, Settings, &Contents, Whose);
}

std::string absoluteFilePath(const std::string &File) {
  llvm::SmallString<256> Path(File);
  llvm::sys::fs::make_absolute(Path);
  llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  return std::string(Path);
}

/// The compilation database that gives \p File its command (see the
/// header for the order in which the sources are tried).
static llvm::Expected<std::unique_ptr<CompilationDatabase>>
databaseFor(const std::string &File, const std::string &Given,
            const CompileSettings &Settings) {
  if (Settings.HaveFixedArgs)
    return std::make_unique<FixedCompilationDatabase>(".", Settings.FixedArgs);
  std::string Message;
  if (!Settings.BuildPath.empty()) {
    const std::string &Path = Settings.BuildPath;
    std::unique_ptr<CompilationDatabase> Database;
    if (llvm::sys::fs::is_directory(Path))
      Database = CompilationDatabase::loadFromDirectory(Path, Message);
    else if (llvm::sys::fs::exists(Path))
      Database = JSONCompilationDatabase::loadFromFile(Path, Message,
                                                       JSONCommandLineSyntax::AutoDetect);
    else
      Message = "no such build directory or compile_commands.json";
    if (!Database)
      return llvm::createStringError(std::errc::invalid_argument, "%s: error: %s",
                                     Path.c_str(), Message.c_str());
    if (Database->getCompileCommands(File).empty())
      return llvm::createStringError(
          std::errc::invalid_argument,
          "%s: error: no compile command for this file in the compilation database %s",
          Given.c_str(), Path.c_str());
    return std::make_unique<FirstCommandDatabase>(std::move(Database));
  }
  // As clang-tidy does: the nearest compile_commands.json above the file.
  if (auto Found = CompilationDatabase::autoDetectFromSource(File, Message))
    if (!Found->getCompileCommands(File).empty())
      return std::make_unique<FirstCommandDatabase>(std::move(Found));
  return std::make_unique<FixedCompilationDatabase>(".", std::vector<std::string>{"-fopenmp"});
}

llvm::Expected<std::vector<std::string>> databaseFiles(const CompileSettings &Settings) {
  std::vector<std::string> Files;
  if (Settings.HaveFixedArgs || Settings.BuildPath.empty())
    return Files;
  const std::string &Path = Settings.BuildPath;
  std::string Message;
  std::unique_ptr<CompilationDatabase> Database;
  if (llvm::sys::fs::is_directory(Path))
    Database = CompilationDatabase::loadFromDirectory(Path, Message);
  else if (llvm::sys::fs::exists(Path))
    Database =
        JSONCompilationDatabase::loadFromFile(Path, Message, JSONCommandLineSyntax::AutoDetect);
  else
    Message = "no such build directory or compile_commands.json";
  if (!Database)
    return llvm::createStringError(std::errc::invalid_argument, "%s: error: %s", Path.c_str(),
                                   Message.c_str());
  for (const CompileCommand &Command : Database->getAllCompileCommands()) {
    llvm::SmallString<256> Path(Command.Filename);
    if (!llvm::sys::path::is_absolute(Path)) {
      Path = Command.Directory;
      llvm::sys::path::append(Path, Command.Filename);
    }
    Files.push_back(absoluteFilePath(std::string(Path)));
  }
  return Files;
}

/// Whether \p File is parsed with the default command for want of any other.
static bool usesDefaultCommand(const std::string &File, const CompileSettings &Settings) {
  if (Settings.HaveFixedArgs || !Settings.BuildPath.empty())
    return false;
  std::string Message;
  auto Found = CompilationDatabase::autoDetectFromSource(File, Message);
  return !Found || Found->getCompileCommands(File).empty();
}

namespace {
/// The state the crash handler reads: which parse runs and whether it has
/// reported an error yet.
struct ParseState {
  std::atomic<bool> Active{false};
  std::atomic<bool> OfUserText{false};
  std::atomic<bool> ErrorSeen{false};
  std::string File;
  void (*UserErrorHook)() = nullptr;
};
ParseState &parseState() {
  static ParseState State;
  return State;
}

/// clang's usual printer, which also notes the first error of a parse.
/// One for the process: an ASTUnit keeps a pointer to its consumer.
class NotingPrinter : public clang::TextDiagnosticPrinter {
public:
  NotingPrinter() : TextDiagnosticPrinter(llvm::errs(), makeOptions()) {}
  /// Diagnostics printed per parse: past that, one line says the rest are
  /// not shown. A mangled file can draw a warning per character of a 180 KB
  /// line, each printed with that line (the mutation fuzzer's mutant 2882:
  /// 8 MB of output and 55 s, in clang-19 -fsyntax-only too).
  static constexpr unsigned MaxShown = 50;
  unsigned Shown = 0;

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    bool Attached = Level == clang::DiagnosticsEngine::Note;
    if (!Attached)
      ++Shown;
    if (Shown <= MaxShown) {
      TextDiagnosticPrinter::HandleDiagnostic(Level, Info);
    } else {
      DiagnosticConsumer::HandleDiagnostic(Level, Info); // the counts only
      if (Shown == MaxShown + 1 && !Attached)
        llvm::errs() << "paracodex: more than " << MaxShown
                     << " diagnostics; the rest are not shown\n";
    }
    ParseState &State = parseState();
    if (Level < clang::DiagnosticsEngine::Error || !State.Active || State.ErrorSeen)
      return;
    State.ErrorSeen = true;
    if (State.OfUserText && State.UserErrorHook)
      State.UserErrorHook();
  }

private:
  static clang::DiagnosticOptions *makeOptions() {
    auto *Options = new clang::DiagnosticOptions();
    Options->ShowColors = llvm::errs().has_colors();
    // Lines as the compiler gives them: a kernel file spliced in
    // (StatementIncludes.h) is reported at its own.
    Options->ShowPresumedLoc = true;
    return Options;
  }
};

NotingPrinter &notingPrinter() {
  static NotingPrinter Printer;
  return Printer;
}

/// The consumer of a trial parse: prints nothing, keeps the first error as
/// `line:col: message`. One for the process, as the printer.
class FirstErrorKeeper : public clang::DiagnosticConsumer {
public:
  std::string First;

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < clang::DiagnosticsEngine::Error || !First.empty())
      return;
    llvm::SmallString<160> Message;
    Info.FormatDiagnostic(Message);
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      clang::PresumedLoc At = Info.getSourceManager().getPresumedLoc(
          Info.getSourceManager().getExpansionLoc(Info.getLocation()));
      if (At.isValid())
        First = llvm::sys::path::filename(At.getFilename()).str() + ":" +
                std::to_string(At.getLine()) + ":" + std::to_string(At.getColumn()) + ": ";
    }
    First += Message.str();
  }
};

FirstErrorKeeper &firstErrorKeeper() {
  static FirstErrorKeeper Keeper;
  return Keeper;
}
} // namespace

CrashSite crashSite() {
  const ParseState &State = parseState();
  if (!State.Active)
    return CrashSite::NotParsing;
  if (!State.OfUserText)
    return CrashSite::ParsingParacodexText;
  return State.ErrorSeen ? CrashSite::RecoveringFromUserErrors : CrashSite::ParsingUserText;
}

std::string crashFile() { return parseState().File; }

void setUserErrorHook(void (*Hook)()) { parseState().UserErrorHook = Hook; }

static llvm::Expected<std::unique_ptr<clang::ASTUnit>>
parse(const std::string &Given, const CompileSettings &Settings,
      const std::string *Contents, TextOf Whose) {
  ++workCounters().Parses;
  if (!llvm::sys::fs::exists(Given))
    return llvm::createStringError(std::errc::no_such_file_or_directory,
                                   "%s: error: no such file", Given.c_str());
  // One absolute name for the file: a database's command runs in its own
  // directory, where a relative name would find another file (or none), and
  // the mapped text would not be what is parsed.
  const std::string File = absoluteFilePath(Given);
  auto Database = databaseFor(File, Given, Settings);
  if (!Database)
    return Database.takeError();
  ClangTool Tool(**Database, {File});
  if (Contents)
    Tool.mapVirtualFile(File, *Contents);
  Tool.appendArgumentsAdjuster(dropOffloadArguments());
  if (!Settings.ExtraArgsBefore.empty())
    Tool.appendArgumentsAdjuster(
        getInsertArgumentAdjuster(Settings.ExtraArgsBefore, ArgumentInsertPosition::BEGIN));
  if (!Settings.ExtraArgs.empty())
    Tool.appendArgumentsAdjuster(
        getInsertArgumentAdjuster(Settings.ExtraArgs, ArgumentInsertPosition::END));
  // -fno-strict-aliasing is a code generation option, not in the AST: what
  // the command says (its last word on it) is recorded with the unit.
  auto Strict = std::make_shared<bool>(true);
  Tool.appendArgumentsAdjuster([Strict](const CommandLineArguments &Args, llvm::StringRef) {
    for (const std::string &A : Args)
      if (A == "-fno-strict-aliasing" || A == "-relaxed-aliasing")
        *Strict = false;
      else if (A == "-fstrict-aliasing")
        *Strict = true;
    return Args;
  });
  notingPrinter().Shown = 0;
  firstErrorKeeper().First.clear();
  firstErrorKeeper().clear();
  if (Whose == TextOf::Trial)
    Tool.setDiagnosticConsumer(&firstErrorKeeper());
  else
    Tool.setDiagnosticConsumer(&notingPrinter());
  std::vector<std::unique_ptr<clang::ASTUnit>> Units;
  ParseState &State = parseState();
  State.File = Given;
  State.OfUserText = Whose == TextOf::User;
  State.ErrorSeen = false;
  State.Active = true;
  int Status = Tool.buildASTs(Units);
  State.Active = false;
  if (Whose == TextOf::Trial && (Status != 0 || Units.size() != 1 ||
                                 Units[0]->getDiagnostics().hasErrorOccurred()))
    return llvm::createStringError(std::errc::invalid_argument, "%s",
                                   firstErrorKeeper().First.empty()
                                       ? "it did not compile"
                                       : firstErrorKeeper().First.c_str());
  if (Status != 0 || Units.size() != 1 ||
      Units[0]->getDiagnostics().hasErrorOccurred())
    return llvm::createStringError(
        std::errc::invalid_argument, "%s: error: the file did not compile; see the diagnostics above%s",
        Given.c_str(),
        usesDefaultCommand(File, Settings)
            ? ". It was parsed with the default command (-fopenmp): no compile_commands.json "
              "was found in its parent directories; name the build with -p BUILD_DIR or "
              "give the command after `--`"
            : "");
  noteStrictAliasing(Units[0]->getASTContext(), *Strict);
  return std::move(Units[0]);
}

} // namespace paracodex
