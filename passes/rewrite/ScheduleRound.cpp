//===- ScheduleRound.cpp -----------------------------------------------===//
#include "passes/rewrite/Rounds.h"

#include "passes/plan/PlannedSchedule.h"
#include "passes/plan/ScheduleRules.h"

#include "passes/rewrite/BareLaunch.h"
#include "passes/rewrite/IncludeClash.h"
#include "passes/rewrite/PlaneMarch.h"
#include "passes/rewrite/TwoLevelReduction.h"

#include "clang/AST/StmtOpenMP.h"

#include <set>

namespace paracodex {

llvm::Error marchRegions(FuseOutcome &Outcome, const std::string &FileName,
                         const FuseOptions &Options, EditHistory &History,
                         RoundParses &Parses) {
  if (Options.Schedule == ScheduleRequest::Keep)
    return llvm::Error::success();
  std::set<unsigned> FusedAt;
  for (const FusionRecord &A : Outcome.Applied)
    if (A.Kind == CandidateKind::Vertical || A.Kind == CandidateKind::MapReduce) {
      FusedAt.insert(A.ProducerOffset);
      FusedAt.insert(A.ConsumerOffset);
    }
  if (FusedAt.empty() && Options.Schedule == ScheduleRequest::Auto)
    return llvm::Error::success();
  auto Input = Parses.parse(Outcome.Code);
  if (!Input)
    return Input.takeError();
  clang::ASTContext &Context = (*Input)->Context;
  const ProgramModel &Program = (*Input)->Program;
  const SourceText &Text = (*Input)->Text;
  FusionEdits Edits;
  // Why no region may take the bare launch (the includes it needs would
  // clash with the file's names: IncludeClash.h); found after a first pass
  // that wanted them, which is then done again without.
  std::optional<std::string> NoBare;
  const size_t MarchedBefore = Outcome.Marched.size(),
               NotMarchedBefore = Outcome.NotMarched.size();
  // At most twice: a second time without the bare launch when its includes
  // would clash.
  while (true) {
    for (const FunctionModel &F : Program.Functions)
      for (const TargetRegion &R : F.Regions) {
        // A template's regions keep their schedules (ProgramPlan.cpp).
        if (!R.Directive || R.KeptFallback || F.Pattern)
          continue;
        bool Fused = FusedAt.count(History.inputOffset(R.Span.Begin)) > 0;
        if (!Fused && Options.Schedule != ScheduleRequest::All)
          continue;
        MarchRecord Record;
        Record.InputOffset = History.inputOffset(R.Span.Begin);
        Record.Fused = Fused;
        FusionEdits One;
        // A schedule written in the source (by a user, by `fuse`, by `tune`)
        // wins over the options.
        std::optional<ScheduleComment> Comment = scheduleCommentAbove(Text, R.Span.Begin);
        // Above a guarded fusion's test, the comment is read but stays where
        // it is (the march replaces only a comment right above the region).
        bool AboveGuard = false;
        if (!Comment)
          if (std::optional<unsigned> Test = R.GuardTestOffset)
            if ((Comment = scheduleCommentAbove(Text, *Test)))
              AboveGuard = true;
        if (Comment && Comment->keep()) {
          Record.What = "the region keeps its shape: its comment says `schedule(keep)`";
          Record.Rule = ScheduleKeepRule;
          if (Fused || Options.Schedule == ScheduleRequest::All)
            Outcome.NotMarched.push_back(std::move(Record));
          continue;
        }
        if (!R.Reductions.empty()) {
          // A sum gets the two-level schedule (TwoLevelReduction.h).
          // One team on the host through the bare block's device test,
          // where the bare launch may be written at all.
          std::optional<std::string> NoHostTeams = NoBare;
          if (!NoHostTeams && !Options.MarchBare)
            NoHostTeams = "bare launches are off (--march-bare=false)";
          if (!NoHostTeams && (R.Directive->getSingleClause<clang::OMPDeviceClause>() ||
                               R.Directive->getSingleClause<clang::OMPIfClause>()))
            NoHostTeams = "its `device` or `if` clause chooses where it runs, which the "
                          "device test does not ask";
          if (!NoHostTeams)
            NoHostTeams = fuseNamesShadowed(F, /*Reduction=*/true);
          if (!NoHostTeams)
            NoHostTeams = reductionTeamsUnavailable(Context);
          if (llvm::Error E = addTwoLevelReduction(R, Text, One, !NoHostTeams)) {
            Record.What = takeScheduleRefusal(std::move(E), Record.Rule);
            if (Fused || Options.Schedule == ScheduleRequest::All)
              Outcome.NotMarched.push_back(std::move(Record));
            continue;
          }
          if (llvm::Error E = Edits.add(One))
            return E;
          Record.Comment = twoLevelReductionComment();
          Record.What = twoLevelSentence() +
                        (NoHostTeams ? " (no one-team host form: " + *NoHostTeams + ")"
                                     : std::string());
          Outcome.Marched.push_back(std::move(Record));
          continue;
        }
        // A name the bare region calls, declared in the function, would
        // hide ours there.
        std::optional<std::string> BareShadowed;
        if ((Comment ? Comment->Bare : Options.MarchBare) && !NoBare)
          BareShadowed = fuseNamesShadowed(F, /*Reduction=*/false);
        auto Shape = addPlaneMarch(R, Text, One, Comment ? Comment->Chunk : Options.MarchChunk,
                                   Comment && !AboveGuard ? std::optional<ByteRange>(Comment->Line)
                                                          : std::nullopt,
                                   Comment ? Comment->Prefetch : Options.MarchPrefetch,
                                   Comment ? Comment->MinPlane : Options.MarchMinPlane,
                                   (Comment ? Comment->Bare : Options.MarchBare) && !NoBare &&
                                       !BareShadowed,
                                   Comment ? Comment->Runs : Options.MarchRuns);
        if (!Shape) {
          Record.What = takeScheduleRefusal(Shape.takeError(), Record.Rule);
          if (Fused || Options.Schedule == ScheduleRequest::All)
            Outcome.NotMarched.push_back(std::move(Record));
          continue;
        }
        if (llvm::Error E = Edits.add(One))
          return E;
        Record.Comment = planeMarchComment(*Shape);
        Record.What = marchSentence(planeMarchSpec(*Shape), Shape->Columns,
                                    Shape->Registers, Shape->ReadsCached) +
                      (Shape->NotBare.empty() ? std::string()
                                              : " (no bare launch: " + Shape->NotBare + ")") +
                      (NoBare && (Comment ? Comment->Bare : Options.MarchBare)
                           ? " (no bare launch: " + *NoBare + ")"
                           : std::string()) +
                      (BareShadowed ? " (no bare launch: " + *BareShadowed + ")" : std::string());
        Outcome.Marched.push_back(std::move(Record));
      }
    if (Edits.NeedsBareMacros && !NoBare && !bareLaunchMacroText(Context).empty()) {
      // The includes go where the macros go (below).
      auto Tried = Parses.parser()(withBareIncludes(Text.code(), afterIncludes(Text)), ParsePurpose::Trial);
      if (Tried)
        NoBare = bareIncludesClash(*(*Input)->Unit, **Tried);
      else
        NoBare = "the file does not compile with <omp.h> and <ompx.h> added after its "
                 "includes: " + llvm::toString(Tried.takeError());
      if (NoBare) {
        Edits = FusionEdits();
        Outcome.Marched.erase(Outcome.Marched.begin() + MarchedBefore, Outcome.Marched.end());
        Outcome.NotMarched.erase(Outcome.NotMarched.begin() + NotMarchedBefore,
                                 Outcome.NotMarched.end());
        continue;
      }
    }
    break;
  }
  // The macros the marched regions use, after the includes, in one edit.
  std::string Macros = (Edits.NeedsMinPlaneMacro ? minPlaneMacroText(Context) : "") +
                       (Edits.NeedsBareMacros ? bareLaunchMacroText(Context) : "") +
                       (Edits.NeedsBareRunsMacro ? bareRunsMacroText(Context) : "") +
                       (Edits.NeedsReductionTeamsMacros
                            ? reductionTeamsMacroText(Context, TwoLevelBlockThreads)
                            : "");
  if (!Macros.empty()) {
    unsigned At = afterIncludes(Text);
    clang::tooling::Replacements Local;
    if (llvm::Error E = addEdit(Local, Text, {At, At}, Macros))
      return E;
    if (llvm::Error E = Edits.add(Local, {}, {}))
      return E;
  }
  if (Edits.Replaces.empty())
    return llvm::Error::success();
  return applyRound(Outcome, FileName, Edits, History);
}

} // namespace paracodex
