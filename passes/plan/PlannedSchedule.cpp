//===- PlannedSchedule.cpp ------------------------------------------------===//
#include "passes/plan/PlannedSchedule.h"

#include "passes/plan/MarchDecision.h"
#include "passes/plan/ReductionDecision.h"
#include "passes/plan/ScheduleRules.h"

namespace paracodex {

std::string marchSentence(const ScheduleSpec &Spec, unsigned Columns, unsigned Registers,
                          unsigned Reads) {
  return "plane-march along `" + Spec.MarchVar + "`" +
         (Spec.Chunk ? " in runs of " + std::to_string(Spec.Chunk) + " planes" : std::string()) +
         (Spec.Prefetch ? ", each step loading the next one's newest plane" : std::string()) +
         (Spec.MinPlane ? " when its plane has at least " + std::to_string(Spec.MinPlane) +
                              " points (as it was otherwise)"
                        : std::string()) +
         (Spec.Bare ? std::string(", also written as a bare launch for the GPU") +
                          (Spec.Runs ? " in runs of planes" : "")
                    : std::string()) +
         ": " + std::to_string(Columns) + (Columns == 1 ? " input column" : " input columns") +
         " in " + std::to_string(Registers) + " registers serve " + std::to_string(Reads) +
         " reads";
}

std::string twoLevelSentence() {
  return "two-level reduction: at most " + std::to_string(TwoLevelThreads) +
         " threads, each adding a strided run into four registers";
}

PlannedSchedule planSchedule(const TargetRegion &R, llvm::StringRef Code,
                             const MarchOptions &Options) {
  PlannedSchedule S;
  // A schedule written in the source (by a user, by fuse, by tune) wins
  // over the options; above a guarded fusion it is above the test.
  std::optional<AskedSchedule> Asked = scheduleAskedAbove(Code, R.Span.Begin);
  if (!Asked && R.GuardTestOffset)
    Asked = scheduleAskedAbove(Code, *R.GuardTestOffset);
  if (Asked && Asked->Spec.What == ScheduleSpec::Kind::Keep) {
    S.Detail = "the region keeps its shape: its comment says `schedule(keep)`";
    S.KeptBy = ScheduleKeepRule;
    return S;
  }
  auto Refused = [&](llvm::Error E) {
    std::optional<RuleId> Rule;
    S.Detail = takeScheduleRefusal(std::move(E), Rule);
    S.KeptBy = Rule;
    return S;
  };
  if (!R.Reductions.empty()) {
    auto Decided = decideTwoLevel(R);
    if (!Decided)
      return Refused(Decided.takeError());
    S.Spec.What = ScheduleSpec::Kind::TwoLevelReduction;
    S.Shape = scheduleWords(S.Spec);
    S.Detail = twoLevelSentence();
    return S;
  }
  auto Decided = decideMarch(R);
  if (!Decided)
    return Refused(Decided.takeError());
  const ScheduleSpec *Comment = Asked ? &Asked->Spec : nullptr;
  ScheduleSpec &Spec = S.Spec;
  Spec.What = ScheduleSpec::Kind::PlaneMarch;
  Spec.MarchVar = Decided->L3->Name;
  Spec.Chunk = Comment ? Comment->Chunk : Options.Chunk;
  // Loading one plane ahead needs the last value of the marched loop.
  Spec.Prefetch = (Comment ? Comment->Prefetch : Options.Prefetch) && Decided->L3->BoundsAffine;
  Spec.MinPlane = Comment ? Comment->MinPlane : Options.MinPlane;
  Spec.Bare = Comment ? Comment->Bare : Options.Bare;
  Spec.Runs = Spec.Bare && (Comment ? Comment->Runs : Options.Runs) && !Spec.Chunk;
  // The registers: every plane between a reused column's first and last
  // read; with prefetch, a column read at one plane takes one too.
  unsigned Columns = 0, Registers = 0, Reads = 0;
  for (size_t I = 0; I < Decided->Columns.size(); ++I) {
    const MarchColumn &C = Decided->Columns[I];
    std::set<int64_t> Offsets = C.offsets();
    if (Offsets.size() < 2 && !Spec.Prefetch)
      continue;
    ++Columns;
    Registers += static_cast<unsigned>(*Offsets.rbegin() - *Offsets.begin() + 1);
    Reads += static_cast<unsigned>(C.Reads.size());
  }
  S.Shape = scheduleWords(Spec);
  S.Detail = marchSentence(Spec, Columns, Registers, Reads);
  return S;
}

} // namespace paracodex
