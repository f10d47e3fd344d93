//===- PlannedRounds.cpp --------------------------------------------------===//
#include "passes/plan/PlannedRounds.h"

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

std::vector<PlannedPair> planRounds(const ProgramModel &Program, const Decision &Input) {
  std::vector<PlannedPair> Planned;
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
  std::vector<std::unique_ptr<ProgramModel>> Programs;
  const ProgramModel *Current = &Program;
  Decision Decided = Input;
  std::set<PairKey> Settled;
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
    std::set<std::string> Stuck; // functions whose fusion is not composed
    for (const Candidate &C : Decided.Candidates) {
      if (!C.legal())
        continue;
      std::vector<const Candidate *> Members = fusedTogether(C, Decided.Candidates);
      bool Free = true;
      for (const Candidate *M : Members)
        Free = Free && !Busy.count(M->Producer) && !Busy.count(M->Consumer);
      if (!Free || Stuck.count(C.Function->Name))
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
        for (PlannedPair &P : Planned)
          if (P.Function == C.Function->Name && !P.Fused && P.Refusals.empty())
            P.Undecided = Why;
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
  return Planned;
}

} // namespace paracodex
