//===- PlannedRounds.cpp --------------------------------------------------===//
#include "passes/plan/PlannedRounds.h"

#include "passes/legality/DecisionRules.h"
#include "passes/legality/Legality.h"
#include "passes/plan/ComposedRegion.h"

#include <map>
#include <memory>
#include <set>

namespace paracodex {

namespace {

using PairKey = std::tuple<std::string, unsigned, unsigned, CandidateKind>;

PairKey keyOf(const Candidate &C) {
  return {C.Function->Name, C.Producer->Id, C.Consumer->Id, C.Kind};
}

} // namespace

PlannedRounds planRounds(const ProgramModel &Program, const Decision &Input) {
  PlannedRounds Result;
  std::vector<PlannedPair> &Planned = Result.Pairs;
  std::map<PairKey, size_t> Index;
  for (const Candidate &C : Input.Candidates)
    if (C.legal()) {
      PlannedPair P;
      P.Function = C.Function->Name;
      P.Producer = C.Producer->Id;
      P.Consumer = C.Consumer->Id;
      P.Kind = C.Kind;
      Index[keyOf(C)] = Planned.size();
      Planned.push_back(std::move(P));
    }
  // Each round's program owns the functions the candidates point into.
  std::vector<std::unique_ptr<ProgramModel>> &Programs = Result.Programs;
  const ProgramModel *Current = &Program;
  Decision Decided = Input;
  std::set<PairKey> Settled;
  // Functions with a fusion the rounds do not compose, and why: their
  // later pairs are left undecided.
  std::set<std::string> Stuck;
  std::map<std::string, std::string> StuckWhy;
  for (unsigned Round = 0; Round < 16; ++Round) {
    if (Round > 0) {
      // A later round's refusals are why a pair legal in the input waited
      // in vain.
      for (const Candidate &C : Decided.Candidates) {
        auto It = Index.find(keyOf(C));
        if (C.legal() || It == Index.end() || Settled.count(keyOf(C)))
          continue;
        PlannedPair &P = Planned[It->second];
        P.Round = Round;
        P.Refusals = C.Refusals;
        Settled.insert(keyOf(C));
      }
    }
    std::set<const TargetRegion *> Busy;
    std::map<std::string, FunctionModel> Changed;
    for (const Candidate &C : Decided.Candidates) {
      if (!C.legal() || (Round > 0 && Stuck.count(C.Function->Name)))
        continue;
      std::vector<const Candidate *> Members = fusedTogether(C, Decided.Candidates);
      bool Free = true;
      for (const Candidate *M : Members)
        Free = Free && !Busy.count(M->Producer) && !Busy.count(M->Consumer);
      if (!Free)
        continue;
      for (const Candidate *M : Members) {
        Busy.insert(M->Producer);
        Busy.insert(M->Consumer);
        auto It = Index.find(keyOf(*M));
        if (It != Index.end() && !Settled.count(keyOf(*M))) {
          Planned[It->second].Fused = true;
          Planned[It->second].Round = Round;
          Settled.insert(keyOf(*M));
        }
      }
      // fuse makes every free fusion of the round; a function with one the
      // rounds cannot compose stops there.
      if (Stuck.count(C.Function->Name))
        continue;
      // The next round starts from the function with this fusion composed
      // (several fusions of one function compose one after the other: each
      // takes regions none before it took).
      const FunctionModel &Base =
          Changed.count(C.Function->Name) ? Changed.at(C.Function->Name) : *C.Function;
      const Candidate *Same = &C;
      std::vector<Candidate> Again;
      if (&Base != C.Function) {
        // Find C again in the partly composed function.
        ProgramModel One;
        One.File = Program.File;
        One.Functions.push_back(Base);
        auto Programs1 = std::make_unique<ProgramModel>(std::move(One));
        Again = findCandidates(*Programs1);
        Same = nullptr;
        for (const Candidate &A : Again)
          if (keyOf(A) == keyOf(C))
            Same = &A;
        Programs.push_back(std::move(Programs1));
      }
      size_t Plan = &C - &Decided.Candidates[0];
      auto Composed = Same ? composeFusion(Same == &C ? *C.Function : Programs.back()->Functions[0],
                                           *Same,
                                           Same == &C ? Decided.Plans[Plan] : planFusion(*Same))
                           : llvm::Expected<FunctionModel>(llvm::createStringError(
                                 std::errc::invalid_argument, "the pair is gone"));
      if (!Composed) {
        std::string Why = llvm::toString(Composed.takeError());
        Stuck.insert(C.Function->Name);
        if (Round > 0)
          for (const Candidate *M : Members) {
            Result.Unknown.insert({C.Function->Name, M->Producer->Id});
            Result.Unknown.insert({C.Function->Name, M->Consumer->Id});
          }
        StuckWhy[C.Function->Name] = Why;
        continue;
      }
      Changed[C.Function->Name] = std::move(*Composed);
    }
    if (Changed.empty())
      break;
    auto Next = std::make_unique<ProgramModel>();
    Next->File = Current->File;
    for (const FunctionModel &F : Current->Functions)
      Next->Functions.push_back(Changed.count(F.Name) && !Stuck.count(F.Name)
                                    ? Changed.at(F.Name)
                                    : F);
    Current = Next.get();
    Programs.push_back(std::move(Next));
    Decided = Decision();
    Decided.Candidates = findCandidates(*Current);
    for (const Candidate &C : Decided.Candidates)
      Decided.Plans.push_back(planFusion(C));
    preferVertical(Decided.Candidates);
  }
  for (PlannedPair &P : Planned)
    if (StuckWhy.count(P.Function) && !P.Fused && P.Refusals.empty())
      P.Undecided = StuckWhy.at(P.Function);
  Result.Final = Current;
  for (const FunctionModel &F : Current->Functions)
    for (const TargetRegion &R : F.Regions)
      if (!R.InlinedFrom.empty())
        Result.Composed.insert(F.Name);
  return Result;
}

Refusal fusedFirstRefusal(const Candidate &C, const std::vector<Refusal> &Later) {
  std::string Why;
  for (const Refusal &R : Later)
    Why += (Why.empty() ? "" : "; ") + R.Message + " [" + R.Rule.name() + "]";
  return {FusedFirstRule,
          "fusing " +
              std::string(C.Kind == CandidateKind::Horizontal ? "a vertical pair"
                                                              : "the pair before it") +
              " first changes a region of this one, which is then refused" +
              (Why.empty() ? std::string() : ": " + Why)};
}

void refuseUnplanned(std::vector<Candidate> &Candidates, const PlannedRounds &Rounds) {
  for (Candidate &C : Candidates) {
    if (!C.legal())
      continue;
    for (const PlannedPair &P : Rounds.Pairs)
      if (P.Function == C.Function->Name && P.Producer == C.Producer->Id &&
          P.Consumer == C.Consumer->Id && P.Kind == C.Kind && !P.Fused && P.Undecided.empty()) {
        C.Refusals.push_back(fusedFirstRefusal(C, P.Refusals));
        break;
      }
  }
}

} // namespace paracodex
