//===- ProgramPlan.cpp ----------------------------------------------------===//
#include "passes/plan/ProgramPlan.h"

#include "passes/legality/CopyChain.h"
#include "passes/plan/ComposedRegion.h"

namespace paracodex {

std::string copyMergeSentence(size_t Regions, const ArrayId &Array) {
  return std::to_string(Regions) + " copy regions of `" + Array.name() + "` share one launch";
}

namespace {

bool fusedByRounds(const PlannedRounds &Rounds, const Candidate &C) {
  for (const PlannedPair &P : Rounds.Pairs)
    if (P.Function == C.Function->Decl && P.Producer == C.Producer->Id &&
        P.Consumer == C.Consumer->Id && P.Kind == C.Kind)
      return P.Fused;
  return false;
}


} // namespace

ProgramPlan planProgram(const ProgramModel &Program, Decision &Input, llvm::StringRef Code,
                        const MarchOptions &Options) {
  ProgramPlan Plan;
  Plan.Rounds = planRounds(Program, Input);
  refuseUnplanned(Input.Candidates, Plan.Rounds);

  // The regions the fusions become, by where fuse records their schedule:
  // those the rounds composed, then (for a function whose fusions the
  // rounds do not compose together) each fusion composed on its own.
  // A template's regions keep the schedule they are written with: a
  // schedule spells types and bounds that one instantiation's model gives
  // (InstantiationAgreement.h proves only the pair's fused text).
  std::map<unsigned, PlannedSchedule> Scheduled;
  for (const FunctionModel &F : Plan.Rounds.Final->Functions)
    for (const TargetRegion &R : F.Regions)
      if (!F.Pattern && !R.InlinedFrom.empty() && R.Directive && !R.KeptFallback)
        Scheduled[R.Span.Begin] = planSchedule(R, Code, Options);
  for (size_t I = 0; I < Input.Candidates.size(); ++I) {
    const Candidate &C = Input.Candidates[I];
    if (!C.legal() || sideBySide(C.Kind) || C.Function->Pattern ||
        Scheduled.count(C.Consumer->Span.Begin) || !fusedByRounds(Plan.Rounds, C) ||
        Plan.Rounds.Composed.count(C.Function->Decl) ||
        Plan.Rounds.Unknown.count({C.Function->Decl, C.Consumer->Id}) ||
        Plan.Rounds.Unknown.count({C.Function->Decl, C.Producer->Id}))
      continue;
    auto Alone = composeFusion(*C.Function, C, Input.Plans[I], ComposeAs::RegionAlone);
    if (!Alone) {
      llvm::consumeError(Alone.takeError());
      continue;
    }
    for (const TargetRegion &R : Alone->Regions)
      if (R.Id == C.Consumer->Id && R.Directive && !R.KeptFallback)
        Scheduled[C.Consumer->Span.Begin] = planSchedule(R, Code, Options);
  }
  // Each fused pair reports the region at its consumer (which the fused
  // region replaces), or else at its producer.
  for (size_t I = 0; I < Input.Candidates.size(); ++I) {
    const Candidate &C = Input.Candidates[I];
    if (!C.legal() || !fusedByRounds(Plan.Rounds, C))
      continue;
    auto It = Scheduled.find(C.Consumer->Span.Begin);
    if (It == Scheduled.end())
      It = Scheduled.find(C.Producer->Span.Begin);
    Plan.Schedules[I] = It == Scheduled.end() ? PlannedSchedule() : It->second;
  }

  for (const FunctionModel &F : Program.Functions) {
    if (F.Pattern)
      continue; // a template's copy regions keep their launches (as its schedules)
    for (const CopyChain &Chain : findCopyChains(F).Chains) {
      const TargetRegion &First = *Chain.Regions.front().Region;
      if (!First.Directive || First.KeptFallback)
        continue;
      PlannedMerge M;
      M.Offset = First.Span.Begin;
      M.What = copyMergeSentence(Chain.Regions.size(), Chain.Array);
      for (const CopyRegion &R : Chain.Regions)
        M.Regions.push_back(R.Region->Span.Begin);
      M.RunTimeFacts = Chain.RunTime.size();
      Plan.Merges.push_back(std::move(M));
    }
  }
  return Plan;
}

} // namespace paracodex
