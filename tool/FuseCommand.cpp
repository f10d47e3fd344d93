//===- FuseCommand.cpp - `paracodex fuse` ---------------------------------===//
#include "tool/FuseCommand.h"

#include "tool/Diagnostics.h"
#include "tool/UnifiedDiff.h"

#include "passes/rewrite/FuseDriver.h"
#include "profiles/ProfileReader.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

namespace paracodex {

cl::SubCommand FuseSubcommand(
    "fuse", "Rewrite each legal producer-consumer pair into one target region "
            "whose intermediates live in registers, and delete the temporaries");

static cl::OptionCategory FuseCategory("fuse options");

static cl::list<std::string> InputFiles(cl::Positional, cl::desc("<file.c>..."),
                                       cl::OneOrMore, cl::sub(FuseSubcommand),
                                       cl::cat(FuseCategory));
static cl::opt<std::string> OutputFile("o", cl::desc("Write the fused source to <file>"),
                                       cl::value_desc("file"), cl::sub(FuseSubcommand),
                                       cl::cat(FuseCategory));
static cl::opt<bool> InPlace("i", cl::desc("Rewrite the input file in place (atomically)"),
                             cl::sub(FuseSubcommand), cl::cat(FuseCategory));
static cl::opt<bool> Diff("diff", cl::desc("Print a unified diff instead of the source"),
                          cl::sub(FuseSubcommand), cl::cat(FuseCategory));
static cl::opt<bool> Check(
    "check",
    cl::desc("Change nothing; exit 1 when some legal fusion would apply, 0 when "
             "none would (for pre-commit hooks)"),
    cl::sub(FuseSubcommand), cl::cat(FuseCategory));
static cl::opt<std::string> StrategyName(
    "strategy", cl::desc("auto (the planner's choice), inline or sliding-window"),
    cl::init("auto"), cl::value_desc("auto|inline|sliding-window"),
    cl::sub(FuseSubcommand), cl::cat(FuseCategory));
static cl::list<std::string> Only(
    "only",
    cl::desc("Fuse only this candidate (id or name from `paracodex analyze`) or "
             "the candidates of this function; repeatable, comma-separated"),
    cl::value_desc("id|name|function"), cl::CommaSeparated, cl::sub(FuseSubcommand),
    cl::cat(FuseCategory));
static cl::list<std::string> Metrics(
    "metrics", cl::desc("Profile to check and report the measured time of each fusion"),
    cl::value_desc("profile"), cl::sub(FuseSubcommand), cl::cat(FuseCategory));
static cl::opt<std::string> BuildPath("p", cl::desc("Build directory with compile_commands.json"),
                                      cl::value_desc("build-dir"), cl::sub(FuseSubcommand),
                                      cl::cat(FuseCategory));

/// Writes \p Text to \p Path through a temporary file in the same directory
/// and a rename, so that the file is either the old text or the new one.
static llvm::Error writeAtomically(const std::string &Path, const std::string &Text) {
  llvm::SmallString<256> Model(Path);
  Model += ".paracodex-%%%%%%";
  auto Temp = llvm::sys::fs::TempFile::create(Model);
  if (!Temp)
    return llvm::createStringError(std::errc::io_error, "%s: cannot write: %s",
                                   Path.c_str(), llvm::toString(Temp.takeError()).c_str());
  {
    llvm::raw_fd_ostream OS(Temp->FD, /*shouldClose=*/false);
    OS << Text;
    OS.flush();
    if (OS.has_error()) {
      llvm::consumeError(Temp->discard());
      return llvm::createStringError(std::errc::io_error, "%s: write failed", Path.c_str());
    }
  }
  // Keep the permissions of a file we replace.
  llvm::sys::fs::file_status Status;
  if (!llvm::sys::fs::status(Path, Status))
    llvm::sys::fs::setPermissions(Temp->TmpName, Status.permissions());
  if (llvm::Error E = Temp->keep(Path))
    return llvm::createStringError(std::errc::io_error, "%s: cannot replace: %s",
                                   Path.c_str(), llvm::toString(std::move(E)).c_str());
  return llvm::Error::success();
}

/// Fuses one file and writes the result where the options say; returns
/// the exit status for this file.
static int fuseOneFile(const std::string &File, const CompileSettings &Settings,
                       const FuseOptions &Options) {
  auto Buffer = llvm::MemoryBuffer::getFile(File);
  if (!Buffer) {
    llvm::errs() << File << ": error: " << Buffer.getError().message() << "\n";
    return 2;
  }
  std::string Original = (*Buffer)->getBuffer().str();
  SourceParser Parse = [&](const std::string &Code) {
    return parseSourceText(File, Settings, Code);
  };
  auto Outcome = fuseSource(Original, File, Options, Parse);
  if (!Outcome)
    return reportError(Outcome.takeError(), 2);

  for (const std::string &Applied : Outcome->Applied)
    llvm::errs() << File << ": " << (Check ? "would fuse " : "fused ") << Applied << "\n";
  for (const std::string &Skipped : Outcome->Skipped)
    llvm::errs() << File << ": not fused: " << Skipped << "\n";

  if (Check)
    return Outcome->Applied.empty() ? 0 : 1;
  if (Diff) {
    llvm::outs() << unifiedDiff(Original, Outcome->Code, File);
    return 0;
  }
  if (InPlace) {
    if (Outcome->Code == Original)
      return 0;
    if (llvm::Error E = writeAtomically(File, Outcome->Code))
      return reportError(std::move(E), 2);
    return 0;
  }
  if (!OutputFile.empty()) {
    if (llvm::Error E = writeAtomically(OutputFile, Outcome->Code))
      return reportError(std::move(E), 2);
    return 0;
  }
  llvm::outs() << Outcome->Code;
  return 0;
}

int runFuse(const CompileSettings &Given) {
  FuseOptions Options;
  if (StrategyName == "inline")
    Options.Strategy = StrategyRequest::Inline;
  else if (StrategyName == "sliding-window")
    Options.Strategy = StrategyRequest::SlidingWindow;
  else if (StrategyName != "auto") {
    llvm::errs() << "paracodex fuse: error: --strategy must be auto, inline or "
                    "sliding-window, not '" << StrategyName << "'\n";
    return 2;
  }
  if (InPlace && !OutputFile.empty()) {
    llvm::errs() << "paracodex fuse: error: -i and -o exclude each other\n";
    return 2;
  }
  bool WritesOneText = !InPlace && !Check && !Diff;
  if (InputFiles.size() > 1 && WritesOneText) {
    llvm::errs() << "paracodex fuse: error: several files need -i, --check or --diff\n";
    return 2;
  }
  Options.Only.assign(Only.begin(), Only.end());
  CompileSettings Settings = Given;
  Settings.BuildPath = BuildPath;
  for (const std::string &Path : Metrics)
    if (auto Table = profiles::readProfile(Path); !Table)
      return reportError(Table.takeError(), 2);

  // Exit status: 2 for any error, else 1 when --check found a fusion to
  // apply, else 0.
  int Status = 0;
  for (const std::string &File : InputFiles)
    Status = std::max(Status, fuseOneFile(File, Settings, Options));
  return Status;
}

} // namespace paracodex
