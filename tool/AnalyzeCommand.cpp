//===- AnalyzeCommand.cpp - `paracodex analyze` ---------------------------===//
//
// The report (a table on stdout, or JSON) plus, in text mode, one
// compiler-style diagnostic per pair on stderr, and a warning for profile
// kernels that matched no region.
//
//===----------------------------------------------------------------------===//
#include "tool/AnalyzeCommand.h"

#include "tool/CompileOptions.h"
#include "tool/Diagnostics.h"
#include "tool/ExitCodes.h"
#include "tool/FindingDiagnostics.h"
#include "tool/OptionCategories.h"
#include "tool/TemplateNotice.h"
#include "tool/WholeProgram.h"

#include "passes/model/ModelBuilder.h"
#include "passes/model/StatementIncludes.h"
#include "passes/plan/CostModel.h"
#include "passes/plan/DecideFusions.h"
#include "passes/plan/ProgramPlan.h"
#include "passes/report/AnalysisReport.h"
#include "profiles/ProfileReader.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

namespace cl = llvm::cl;

namespace paracodex {

/// The plan's schedule for each pair it fuses, with the cost model's
/// prediction (CostModel.h), and the copy regions it gives one launch.
static void recordPlan(AnalysisReport &Report, const ProgramPlan &Plan,
                       const SplicedSource &Source, const std::string &File) {
  const std::string &Code = Source.text();
  for (size_t I = 0; I < Report.Candidates.size(); ++I) {
    const Candidate &C = Report.Candidates[I];
    auto Planned = Plan.Schedules.find(I);
    if (!C.legal() || Planned == Plan.Schedules.end())
      continue;
    ScheduleChoice S;
    S.Shape = Planned->second.Shape;
    S.Detail = Planned->second.Detail;
    S.KeptBy = Planned->second.KeptBy;
    StreamedArrays A = streamedArrays(C);
    S.StreamedUnfused = A.Unfused;
    S.StreamedFused = A.Fused;
    auto It = Report.Measured.find(C.Id);
    if (It != Report.Measured.end() && It->second.TimeNs > 0 && !It->second.FunctionLevel)
      S.PredictedNs = It->second.TimeNs * A.ratio();
    Report.Schedules[C.Id] = S;
  }
  for (const PlannedMerge &M : Plan.Merges) {
    SplicedSource::Place At = Source.place(M.Offset);
    Report.MergedLaunches.push_back((At.File.empty() ? File : At.File) + ":" +
                                    std::to_string(At.Line) + ":" + std::to_string(At.Column) +
                                    ": " +
                                    mergedLaunchMessage(M.What, M.Regions, M.RunTimeFacts, Code));
  }
}

cl::SubCommand AnalyzeSubcommand(
    "analyze",
    "Find producer-consumer target regions joined by temporary arrays, say "
    "whether fusing each pair is legal (and why not), and rank the legal "
    "ones by the time a profile measured");

static cl::opt<std::string> PositionalFile(cl::Positional, cl::desc("<file.c>"),
                                           cl::sub(AnalyzeSubcommand),
                                           cl::cat(analyzeCategory()));
static cl::opt<std::string> InputOption("input", cl::desc("The C file (same as the positional <file.c>)"),
                                        cl::value_desc("file.c"), cl::sub(AnalyzeSubcommand),
                                        cl::cat(analyzeCategory()));

static cl::list<std::string> Metrics(
    "metrics",
    cl::desc("Profile to rank candidates by (repeatable): ncu --csv, nsys stats "
             "(text, csv or json) or a LIBOMPTARGET_PROFILE trace"),
    cl::value_desc("profile"), cl::sub(AnalyzeSubcommand), cl::cat(analyzeCategory()));

static cl::opt<std::string> Format("format", cl::desc("Output: text (default) or json"),
                                   cl::init("text"), cl::value_desc("text|json"),
                                   cl::sub(AnalyzeSubcommand), cl::cat(analyzeCategory()));

static cl::opt<bool> Explain("explain",
                             cl::desc("Also list refused pairs with every reason"),
                             cl::sub(AnalyzeSubcommand), cl::cat(analyzeCategory()));

static CompileOptions Compile(AnalyzeSubcommand, analyzeCategory());

static PairFinding findingOf(const Candidate &C, const FusionPlan &Plan, const std::string &File) {
  PairFinding F;
  // A region written in an included file is reported where it is written.
  F.File = C.Producer->Span.File.empty() || C.Producer->Span.File == C.Function->Span.File
               ? File
               : C.Producer->Span.File;
  F.Line = C.Producer->Span.Line;
  F.Column = C.Producer->Span.Column;
  F.ConsumerLine = C.Consumer->Span.Line;
  if (C.Consumer->Span.File != C.Producer->Span.File)
    F.ConsumerFile = C.Consumer->Span.File.empty() ? File : C.Consumer->Span.File;
  F.Kind = C.Kind;
  F.Temporaries = namesOf(C.Kind == CandidateKind::KeepStore ? C.Kept : C.Temporaries);
  if (C.legal())
    F.Strategy = strategyName(Plan.Chosen);
  F.Refusals = C.Refusals;
  F.Facts = C.Facts;
  return F;
}

/// "N of M kernels in PROFILE matched no region of FILE", with the likely
/// cause, for each profile where some kernel matched nothing.
static void warnUnmatchedKernels(const AnalysisReport &Report, const std::string &File) {
  std::set<const profiles::KernelRecord *> Unmatched(Report.UnmatchedKernels.begin(),
                                                     Report.UnmatchedKernels.end());
  std::set<std::string> Functions;
  for (const FunctionModel &F : Report.Program->Functions)
    if (!F.Regions.empty())
      Functions.insert(F.Name);
  for (const LoadedProfile &P : Report.Profiles) {
    size_t Missed = 0, NoFunction = 0, OtherFunction = 0;
    std::string Example;
    for (const profiles::KernelRecord &K : P.Table.Kernels) {
      if (!Unmatched.count(&K))
        continue;
      ++Missed;
      if (K.Function.empty())
        ++NoFunction;
      else if (!Functions.count(K.Function))
        ++OtherFunction;
      else if (Example.empty() && K.Line)
        Example = K.Function + " line " + std::to_string(*K.Line);
    }
    if (!Missed)
      continue;
    llvm::errs() << P.Path << ": warning: " << Missed << " of " << P.Table.Kernels.size()
                 << " kernels matched no region of " << File << "; ";
    if (NoFunction == Missed)
      llvm::errs() << "their names carry no function or line (a compiler paracodex "
                      "cannot decode, or a stripped build)";
    else if (OtherFunction + NoFunction == Missed)
      llvm::errs() << "their functions have no target region in " << File
                   << ": is the profile of another program or file?";
    else
      llvm::errs() << "their lines are not those of a target directive (e.g. "
                   << (Example.empty() ? "a kernel without a line" : Example)
                   << "): was the file edited after the profile was taken?";
    llvm::errs() << "\n";
  }
}

int runAnalyze(const CompileSettings &DashDash) {
  if (Format != "text" && Format != "json") {
    llvm::errs() << "paracodex analyze: error: --format must be text or json, not '"
                 << Format << "'\n";
    return ExitInputError;
  }
  if (PositionalFile.empty() == InputOption.empty()) {
    llvm::errs() << "paracodex analyze: error: give one C file, as <file.c> or --input=\n";
    return ExitInputError;
  }
  const std::string File = PositionalFile.empty() ? InputOption : PositionalFile;
  CompileSettings Settings = Compile.settings(DashDash);

  std::vector<LoadedProfile> Profiles;
  for (const std::string &Path : Metrics) {
    auto Table = profiles::readProfile(Path);
    if (!Table)
      return reportError(Table.takeError(), ExitInputError);
    Profiles.push_back({Path, std::move(*Table)});
  }

  auto Original = llvm::MemoryBuffer::getFile(File);
  if (!Original) {
    // The parse names a missing file as a compiler does.
    if (auto Unit = parseSourceFile(File, Settings); !Unit)
      return reportError(Unit.takeError(), ExitInputError);
    return reportError(llvm::createStringError(Original.getError(), "%s: cannot read it",
                                               File.c_str()),
                       ExitInputError);
  }
  // Kernel files #included inside a function are analysed as part of it,
  // as fuse rewrites them (StatementIncludes.h).
  const SplicedSource Source =
      SplicedSource::splice((*Original)->getBuffer().str(), absoluteFilePath(File));
  const std::string &Code = Source.text();
  auto Unit = Source.spliced() ? parseSourceText(File, Settings, Code, TextOf::User)
                               : parseSourceFile(File, Settings);
  if (!Unit)
    return reportError(Unit.takeError(), ExitInputError);
  auto Scope = programScopeOf(File, Settings);
  if (!Scope)
    return reportError(Scope.takeError(), ExitInputError);
  setProgramScope(std::move(*Scope));
  warnTemplatesNotAnalysed((*Unit)->getASTContext(), File, llvm::errs());
  ProgramModel Program = buildProgramModel((*Unit)->getASTContext());
  Program.File = File;
  // Legal means fuse rewrites it: the decision fuse applies (DecideFusions.h),
  // then the plan of its rounds, schedules and merges (ProgramPlan.h), all
  // on the input's model: nothing is rewritten.
  Decision Decided = decideFusions(Program, (*Unit)->getASTContext());
  ProgramPlan Plan = planProgram(Program, Decided, Code);
  AnalysisReport Report = analyzeProgram(Program, std::move(Decided), std::move(Profiles));
  recordPlan(Report, Plan, Source, File);
  if (Format == "json") {
    llvm::outs() << toJson(Report).dump(2, ' ', false,
                                        nlohmann::ordered_json::error_handler_t::replace)
                 << "\n";
    return ExitSuccess;
  }
  for (size_t I = 0; I < Report.Candidates.size(); ++I) {
    const Candidate &C = Report.Candidates[I];
    if (C.legal() || Explain)
      printFinding(llvm::errs(), findingOf(C, Report.Plans[I], File),
                   C.legal() ? FindingState::Fusable : FindingState::Refused);
  }
  warnUnmatchedKernels(Report, File);
  printText(Report, llvm::outs(), Explain);
  return ExitSuccess;
}

} // namespace paracodex
