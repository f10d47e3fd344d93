//===- FuseCommand.cpp - `paracodex fuse` ---------------------------------===//
#include "tool/FuseCommand.h"

#include "tool/AtomicWrite.h"
#include "tool/CompileOptions.h"
#include "tool/Diagnostics.h"
#include "tool/ExitCodes.h"
#include "tool/ExportFixes.h"
#include "tool/FindingDiagnostics.h"
#include "tool/OptionCategories.h"
#include "tool/TemplateNotice.h"
#include "tool/UnifiedDiff.h"
#include "tool/WholeProgram.h"

#include "passes/model/StatementIncludes.h"
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

static cl::list<std::string> PositionalFiles(cl::Positional, cl::desc("<file.c>..."),
                                            cl::ZeroOrMore, cl::sub(FuseSubcommand),
                                            cl::cat(fuseCategory()));
static cl::list<std::string> InputOption("input",
                                         cl::desc("A C file to fuse (same as a positional "
                                                  "<file.c>; repeatable)"),
                                         cl::value_desc("file.c"), cl::sub(FuseSubcommand),
                                         cl::cat(fuseCategory()));
static cl::opt<std::string> OutputFile("o", cl::desc("Write the fused source to <file>"),
                                       cl::value_desc("file"), cl::sub(FuseSubcommand),
                                       cl::cat(fuseCategory()));
static cl::opt<bool> InPlace("i", cl::desc("Rewrite the input file in place (atomically)"),
                             cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
static cl::opt<bool> Diff("diff", cl::desc("Print a unified diff instead of the source"),
                          cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
static cl::opt<bool> Check(
    "check",
    cl::desc("Change nothing; exit 1 when some legal fusion would apply, 0 when "
             "none would (for pre-commit hooks)"),
    cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
static cl::opt<bool> Explain("explain",
                             cl::desc("Also say, for each pair left alone, every reason"),
                             cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
static cl::opt<std::string> ExportFixes(
    "export-fixes",
    cl::desc("Write the edits to <file> as YAML for clang-apply-replacements"),
    cl::value_desc("file"), cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
// The help lists the registry's strategies, so a new one is in it.
static const std::string StrategyHelp =
    "auto (the planner's choice) or the strategy to use for every pair of a kind it fuses (a "
    "pair it cannot fuse is left alone, with why): " +
    strategyNames();
static cl::opt<std::string> StrategyName(
    "strategy", cl::desc(StrategyHelp),
    cl::init("auto"), cl::value_desc("auto|NAME"),
    cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
static cl::opt<std::string> ScheduleName(
    "schedule",
    cl::desc("Loop shape: auto (fused 3-D stencils march their slowest loop with values "
             "rotated in registers), all (every such stencil region, fused or not) or "
             "keep (shapes as fused)"),
    cl::init("auto"), cl::value_desc("auto|all|keep"), cl::sub(FuseSubcommand),
    cl::cat(fuseCategory()));
static cl::opt<unsigned> MarchChunk(
    "march-chunk",
    cl::desc("Planes per thread of a plane march: 0 marches the whole loop in each thread, N "
             "splits it into runs of N (more threads for small grids). A region's "
             "`// paracodex: schedule(plane-march i3 chunk=N)` comment wins"),
    cl::init(0), cl::value_desc("N"), cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
static cl::opt<bool> MarchPrefetch(
    "march-prefetch",
    cl::desc("A plane march loads the next step's newest plane during the current step "
             "(default false: measured slower on the H200, 1.59 against 1.44 ms for NAS MG's "
             "resid at 512^3; in the bare launch 1.37 against 0.99 ms, 78 registers against "
             "64). A region's `// paracodex: schedule(...)` comment wins: "
             "`prefetch` in it or not"),
    cl::init(false), cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
static cl::opt<unsigned long long> MarchMinPlane(
    "march-min-plane",
    cl::desc("March a fused region only when its two parallel loops have at least N "
             "iterations together (threads enough to fill the GPU); the region keeps its "
             "fused shape otherwise, chosen at run time (default 262144, class C's finest NAS "
             "MG grid: class B 0.076 s against 0.110 s marched everywhere on the H200). 0 "
             "marches whatever the size. A region's comment wins (`min-plane=N`, none: 0)"),
    cl::init(262144), cl::value_desc("N"), cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
static cl::opt<bool> MarchBare(
    "march-bare",
    cl::desc("A plane march is also written as a bare launch (clang's ompx_bare: no OpenMP "
             "device runtime in the kernel: NAS MG's resid takes 64 registers instead of "
             "115), taken when a device runs the regions and the file is built by clang 19 or "
             "later; the standard form stays for everything else (default true: NAS MG's "
             "resid at 512^3 1.44 -> 1.25 ms on the H200; with 32x4 tiles and the first planes "
             "peeled, 0.99 ms). A region's comment wins: `bare` in "
             "it or not"),
    cl::init(true), cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
static cl::opt<bool> MarchRuns(
    "march-runs",
    cl::desc("The bare launch of a plane march takes runs of planes, a block for each tile "
             "of columns and run, as many runs as make about 8192 blocks (runs of 32 planes "
             "or more; -DPARACODEX_BARE_BLOCKS=N, -DPARACODEX_BARE_MIN_RUN=N when building "
             "change both), so that the last wave of blocks is a small share. Default false: "
             "on the H200 at 512^3 NAS MG's psinv (56 registers, 9 blocks an SM) takes 1.260 "
             "ms against 1.334 whole, but resid (8 blocks an SM, its waves already full) "
             "1.041 against 0.981; `tune` tries it (march:runs). A region's comment wins: "
             "`runs` in it or not"),
    cl::init(false), cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
static cl::opt<bool> MergeCopies(
    "merge-copies",
    cl::desc("Adjacent target regions that only copy elements within one array (NAS MG's "
             "comm3 halo exchange) become one region, one launch instead of several "
             "(default true; --merge-copies=false keeps them). Facts the tool cannot prove "
             "become a run-time test, with the regions as written as the fallback"),
    cl::init(true), cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
static cl::opt<bool> ExpandTeamsLoop(
    "expand-teams-loop",
    cl::desc("A `target teams loop` whose body calls a function (clang 19 then runs it with "
             "one thread per team) becomes `target teams distribute parallel for`, fused or "
             "not, with written scalars made private where every iteration sets them first "
             "(default true; off with --schedule=keep or --expand-teams-loop=false)"),
    cl::init(true), cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
static cl::list<std::string> Only(
    "only",
    cl::desc("Fuse only this candidate (id or name from `paracodex analyze`) or "
             "the candidates of this function; repeatable, comma-separated"),
    cl::value_desc("id|name|function"), cl::CommaSeparated, cl::sub(FuseSubcommand),
    cl::cat(fuseCategory()));
static cl::list<std::string> Metrics(
    "metrics", cl::desc("Profile to check and report the measured time of each fusion"),
    cl::value_desc("profile"), cl::sub(FuseSubcommand), cl::cat(fuseCategory()));
static CompileOptions Compile(FuseSubcommand, fuseCategory());


/// The name a diff gives \p File: relative to the current directory when
/// the file is under it, else to the root of its git checkout, so that
/// `git apply` and `patch -p1` find it.
static std::string diffName(const std::string &File) {
  std::string Absolute = absoluteFilePath(File);
  llvm::SmallString<256> Here;
  llvm::sys::fs::current_path(Here);
  llvm::StringRef Path(Absolute);
  if (Path.consume_front((Here + "/").str()))
    return Path.str();
  for (llvm::StringRef Dir = llvm::sys::path::parent_path(Absolute); !Dir.empty();
       Dir = llvm::sys::path::parent_path(Dir)) {
    if (llvm::sys::fs::exists(Dir + "/.git"))
      return llvm::StringRef(Absolute).drop_front(Dir.size() + 1).str();
    if (Dir == "/")
      break;
  }
  return llvm::StringRef(Absolute).ltrim('/').str();
}

/// The file to replace for -i: the target of a symbolic link, so that the
/// link stays a link.
static std::string writeTarget(const std::string &File) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(File, Real))
    return File;
  return std::string(Real);
}

/// "file:line:col: " of \p Offset of the spliced text: the main file as
/// the user named it, or the #included file where the offset lies in one.
static std::string placeOf(const SplicedSource &Source, unsigned Offset,
                           const std::string &File) {
  SplicedSource::Place P = Source.place(Offset);
  return (P.File.empty() ? File : P.File) + ":" + std::to_string(P.Line) + ":" +
         std::to_string(P.Column) + ": ";
}

static PairFinding findingOf(const FusionRecord &R, const std::string &File,
                             const SplicedSource &Source) {
  PairFinding F;
  SplicedSource::Place Producer = Source.place(R.ProducerOffset);
  F.File = Producer.File.empty() ? File : Producer.File;
  F.Line = Producer.Line;
  F.Column = Producer.Column;
  SplicedSource::Place Consumer = Source.place(R.ConsumerOffset);
  F.ConsumerLine = Consumer.Line;
  if (Consumer.File != Producer.File)
    F.ConsumerFile = Consumer.File.empty() ? File : Consumer.File;
  F.Kind = R.Kind;
  F.Temporaries = R.Temporaries;
  F.Strategy = R.Strategy;
  F.Refusals = R.Refusals;
  return F;
}

/// Fuses one file and writes the result where the options say; returns
/// the exit status for this file.
static int fuseOneFile(const std::string &File, const CompileSettings &Settings,
                       const FuseOptions &Options, std::vector<FileFixes> &Fixes) {
  auto Buffer = llvm::MemoryBuffer::getFile(File);
  if (!Buffer) {
    llvm::errs() << File << ": error: " << Buffer.getError().message() << "\n";
    return ExitInputError;
  }
  std::string Original = (*Buffer)->getBuffer().str();
  // Kernel files #included inside a function are part of its text here;
  // Input is what the rewrite reads, and its output goes back through
  // Source.restore.
  const SplicedSource Source = SplicedSource::splice(Original, absoluteFilePath(File));
  const std::string &Input = Source.text();
  bool Warned = false;
  SourceParser Parse = [&](const std::string &Code, ParsePurpose Purpose) {
    auto Unit = parseSourceText(File, Settings, Code,
                                Purpose == ParsePurpose::Trial ? TextOf::Trial
                                : Code == Input                ? TextOf::User
                                                               : TextOf::Paracodex);
    // Said once, of the user's text.
    if (Unit && !Warned && Code == Input) {
      Warned = true;
      warnTemplatesNotAnalysed((*Unit)->getASTContext(), File, llvm::errs());
    }
    return Unit;
  };
  auto Scope = programScopeOf(File, Settings);
  if (!Scope)
    return reportError(Scope.takeError(), ExitInputError);
  setProgramScope(std::move(*Scope));
  auto Outcome = fuseSource(Input, File, Options, Parse);
  if (!Outcome) {
    std::string Message = llvm::toString(Outcome.takeError());
    bool Internal = llvm::StringRef(Message).contains("internal error");
    return reportError(llvm::createStringError(std::errc::invalid_argument, "%s",
                                               Message.c_str()),
                       Internal ? ExitInternalError : ExitInputError);
  }

  if (Source.spliced() && Outcome->Code != Input) {
    // The restored text is what gets written: it must parse too.
    Outcome->Code = Source.restore(Outcome->Code);
    if (auto Unit = Parse(Outcome->Code, ParsePurpose::Trial); !Unit)
      return reportError(llvm::createStringError(
                             std::errc::invalid_argument,
                             "internal error: the fused text with its #include lines put "
                             "back does not compile: %s",
                             llvm::toString(Unit.takeError()).c_str()),
                         ExitInternalError);
  } else if (Source.spliced()) {
    Outcome->Code = Original;
  }
  FileFixes Fix{absoluteFilePath(File), Original, Outcome->Code, {}};
  for (const FusionRecord &R : Outcome->Applied) {
    PairFinding F = findingOf(R, File, Source);
    printFinding(llvm::errs(), F, Check ? FindingState::Fusable : FindingState::Fused);
    Fix.Messages.push_back({findingMessage(F, FindingState::Fusable),
                            Source.originalOffset(R.ProducerOffset)});
  }
  for (const MarchRecord &M : Outcome->Marched)
    llvm::errs() << placeOf(Source, M.InputOffset, File)
                 << (M.Fused ? "note: the fused region takes the " : "remark: the region takes the ")
                 << M.What << " [paracodex-schedule]\n";
  for (const MarchRecord &M : Outcome->Allocations)
    llvm::errs() << placeOf(Source, M.InputOffset, File) << "remark: " << M.What
                 << " [paracodex-allocation]\n";
  for (const MarchRecord &M : Outcome->Merged)
    llvm::errs() << placeOf(Source, M.InputOffset, File)
                 << "remark: " << mergedLaunchMessage(M, Input) << " [paracodex-launch]\n";
  if (Explain) {
    for (const MarchRecord &M : Outcome->NotMerged)
      llvm::errs() << placeOf(Source, M.InputOffset, File) << "note: " << M.What
                   << " [paracodex-launch]\n";
    for (const FusionRecord &R : Outcome->Skipped)
      printFinding(llvm::errs(), findingOf(R, File, Source), FindingState::Refused);
    for (const MarchRecord &M : Outcome->NotMarched)
      llvm::errs() << placeOf(Source, M.InputOffset, File) << "note: " << M.What
                   << " [paracodex-" << (M.Rule ? M.Rule->name() : "schedule") << "]\n";
  }
  if (!Fix.Messages.empty())
    Fixes.push_back(std::move(Fix));

  if (Check)
    return Outcome->Code == Original ? ExitSuccess : ExitFindings;
  if (Diff) {
    llvm::outs() << unifiedDiff(Original, Outcome->Code, diffName(File));
    return ExitSuccess;
  }
  if (InPlace) {
    if (Outcome->Code == Original)
      return ExitSuccess;
    if (llvm::Error E = writeAtomically(writeTarget(File), Outcome->Code))
      return reportError(std::move(E), ExitInputError);
    return ExitSuccess;
  }
  if (!OutputFile.empty()) {
    if (llvm::Error E = writeAtomically(OutputFile, Outcome->Code))
      return reportError(std::move(E), ExitInputError);
    return ExitSuccess;
  }
  llvm::outs() << Outcome->Code;
  return ExitSuccess;
}

int runFuse(const CompileSettings &DashDash) {
  FuseOptions Options;
  if (StrategyName != "auto") {
    Options.Strategy = strategyNamed(StrategyName);
    if (!Options.Strategy) {
      llvm::errs() << "paracodex fuse: error: --strategy must be auto or a strategy's name ("
                   << strategyNames() << "), not '" << StrategyName << "'\n";
      return ExitInputError;
    }
  }
  Options.MarchChunk = MarchChunk;
  Options.MarchPrefetch = MarchPrefetch;
  Options.MarchMinPlane = MarchMinPlane;
  Options.MarchBare = MarchBare;
  Options.MarchRuns = MarchRuns;
  Options.MergeCopies = MergeCopies;
  Options.ExpandTeamsLoops = ExpandTeamsLoop;
  if (ScheduleName == "all")
    Options.Schedule = ScheduleRequest::All;
  else if (ScheduleName == "keep")
    Options.Schedule = ScheduleRequest::Keep;
  else if (ScheduleName != "auto") {
    llvm::errs() << "paracodex fuse: error: --schedule must be auto, all or keep, not '"
                 << ScheduleName << "'\n";
    return ExitInputError;
  }
  std::vector<std::string> Files(PositionalFiles.begin(), PositionalFiles.end());
  Files.insert(Files.end(), InputOption.begin(), InputOption.end());
  if (Files.empty()) {
    llvm::errs() << "paracodex fuse: error: no input file (give <file.c> or --input=)\n";
    return ExitInputError;
  }
  if (InPlace && !OutputFile.empty()) {
    llvm::errs() << "paracodex fuse: error: -i and -o exclude each other\n";
    return ExitInputError;
  }
  bool WritesOneText = !InPlace && !Check && !Diff;
  if (Files.size() > 1 && WritesOneText) {
    llvm::errs() << "paracodex fuse: error: several files need -i, --check or --diff\n";
    return ExitInputError;
  }
  Options.Only.assign(Only.begin(), Only.end());
  CompileSettings Settings = Compile.settings(DashDash);
  for (const std::string &Path : Metrics)
    if (auto Table = profiles::readProfile(Path); !Table)
      return reportError(Table.takeError(), ExitInputError);

  // The worst status of any file: internal error, then input error, then
  // findings (--check), then success.
  int Status = ExitSuccess;
  std::vector<FileFixes> Fixes;
  for (const std::string &File : Files)
    Status = std::max(Status, fuseOneFile(File, Settings, Options, Fixes));
  if (!ExportFixes.empty())
    if (llvm::Error E = writeExportFixes(ExportFixes, Fixes))
      return reportError(std::move(E), ExitInputError);
  return Status;
}

} // namespace paracodex
