//===- PlannedRounds.cpp --------------------------------------------------===//
#include "passes/plan/PlannedRounds.h"

#include "passes/legality/DecisionRules.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/LoopParser.h"
#include "passes/legality/Legality.h"
#include "passes/plan/ComposedRegion.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>
#include <map>
#include <memory>
#include <set>

namespace paracodex {

namespace {

/// A pair by its function, its regions' ids and whether its bodies go side
/// by side (a vertical pair whose consumer a round fused into a reduction
/// becomes a map-reduce one).
using PairKey = std::tuple<const clang::FunctionDecl *, unsigned, unsigned, bool>;

PairKey keyOf(const Candidate &C) {
  return {C.Function->Decl, C.Producer->Id, C.Consumer->Id,
          sideBySide(C.Kind)};
}

/// The names \p S declares: its variables, loop variables among them.
std::set<std::string> declaredNames(const clang::Stmt *S) {
  std::set<std::string> Names;
  for (const clang::VarDecl *V : collectNodes<clang::VarDecl>(S))
    Names.insert(V->getName().str());
  return Names;
}

/// fuse copies a composed producer's values into its consumer as text: a
/// name they use from outside the producer that the consumer declares too
/// would mean the consumer's there, and fuse refuses the pair
/// (`rewritable`, rewrite/ProducerCopy.cpp). The same question on the
/// model, for pairs whose producer a round composed (those of the input
/// were asked on the input's text).
void refuseHiddenNames(std::vector<Candidate> &Candidates) {
  for (Candidate &C : Candidates) {
    const TargetRegion &P = *C.Producer;
    if (!C.legal() || P.InlinedFrom.empty() || !C.Consumer->Directive || !P.Directive)
      continue;
    // The producers' own variables: declared in their regions, or the
    // variables of their loops (replaced by values in the copy).
    std::set<const clang::VarDecl *> Own;
    for (const clang::Stmt *Part : P.InlinedFrom) {
      for (const clang::VarDecl *V : collectNodes<clang::VarDecl>(Part))
        Own.insert(V);
      for (const clang::ForStmt *For : collectNodes<clang::ForStmt>(Part))
        if (const clang::VarDecl *V = loopVariable(For))
          Own.insert(V);
    }
    for (const clang::VarDecl *V : collectNodes<clang::VarDecl>(P.Directive))
      Own.insert(V);
    std::set<std::string> Hidden = declaredNames(C.Consumer->Directive);
    std::set<std::string> Reported;
    for (const clang::Stmt *Part : P.InlinedBodies)
      for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(Part)) {
        const auto *V = llvm::dyn_cast<clang::VarDecl>(Ref->getDecl());
        std::string Name = V ? V->getName().str() : "";
        if (!V || Own.count(V) || !Hidden.count(Name) || !Reported.insert(Name).second)
          continue;
        C.Refusals.push_back({RewritableRule, "the consumer declares its own `" + Name +
                                                  "`, which would hide the one a value "
                                                  "fused into the producer before uses"});
      }
  }
}

} // namespace

PlannedRounds planRounds(const ProgramModel &Program, const Decision &Input) {
  PlannedRounds Result;
  std::vector<PlannedPair> &Planned = Result.Pairs;
  for (const Candidate &C : Input.Candidates)
    if (C.legal()) {
      PlannedPair P;
      P.Function = C.Function->Decl;
      P.Producer = C.Producer->Id;
      P.Consumer = C.Consumer->Id;
      P.Kind = C.Kind;
      Planned.push_back(std::move(P));
    }
  // Each round's program owns the functions the candidates point into.
  std::vector<std::unique_ptr<ProgramModel>> &Programs = Result.Programs;
  const ProgramModel *Current = &Program;
  Decision Decided = Input;
  std::set<size_t> Settled; // indexes into Planned
  // A composed region keeps its consumer's id: the producer's id names it
  // too from then on (function, id -> the id it went into).
  std::map<std::pair<const clang::FunctionDecl *, unsigned>, unsigned> Into;
  auto current = [&](const clang::FunctionDecl *F, unsigned Id) {
    for (auto It = Into.find({F, Id}); It != Into.end(); It = Into.find({F, Id}))
      Id = It->second;
    return Id;
  };
  // Functions with a fusion the rounds do not compose, and why: their
  // later pairs are left undecided.
  std::set<const clang::FunctionDecl *> Stuck;
  std::map<const clang::FunctionDecl *, std::string> StuckWhy;
  for (unsigned Round = 0; Round < 16; ++Round) {
    // The pairs of the input still waiting, by the ids their regions have
    // in this round.
    std::map<PairKey, size_t> Index;
    for (size_t I = 0; I < Planned.size(); ++I)
      if (!Settled.count(I)) {
        const PlannedPair &P = Planned[I];
        Index[{P.Function, current(P.Function, P.Producer), current(P.Function, P.Consumer),
               sideBySide(P.Kind)}] = I;
      }
    if (Round > 0) {
      // A later round's refusals are why a pair legal in the input waited
      // in vain.
      for (const Candidate &C : Decided.Candidates) {
        auto It = Index.find(keyOf(C));
        if (C.legal() || It == Index.end() || Settled.count(It->second))
          continue;
        PlannedPair &P = Planned[It->second];
        P.Round = Round;
        Settled.insert(It->second);
        // Its regions, refused as a vertical pair, may still make a legal
        // keep-store pair this round (fuse then makes it): the model does
        // not compose that, so the pair is not decided here.
        bool SideBySideLegal = std::any_of(
            Decided.Candidates.begin(), Decided.Candidates.end(), [&](const Candidate &S) {
              return S.legal() && sideBySide(S.Kind) && !sideBySide(C.Kind) &&
                     S.Function == C.Function && S.Producer == C.Producer &&
                     S.Consumer == C.Consumer;
            });
        if (SideBySideLegal) {
          P.Undecided = "its regions make a keep-store pair once the fusion before it is "
                        "done, which the plan does not compose";
          continue;
        }
        P.Refusals = C.Refusals;
      }
    }
    std::set<const TargetRegion *> Busy;
    std::map<const clang::FunctionDecl *, FunctionModel> Changed;
    for (const Candidate &C : Decided.Candidates) {
      if (!C.legal() || (Round > 0 && Stuck.count(C.Function->Decl)))
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
        if (It != Index.end() && !Settled.count(It->second)) {
          Planned[It->second].Fused = true;
          Planned[It->second].Round = Round;
          Settled.insert(It->second);
        }
      }
      // fuse makes every free fusion of the round; a function with one the
      // rounds cannot compose stops there.
      if (Stuck.count(C.Function->Decl))
        continue;
      // The next round starts from the function with this fusion composed
      // (several fusions of one function compose one after the other: each
      // takes regions none before it took).
      const FunctionModel &Base =
          Changed.count(C.Function->Decl) ? Changed.at(C.Function->Decl) : *C.Function;
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
        Stuck.insert(C.Function->Decl);
        if (Round > 0)
          for (const Candidate *M : Members) {
            Result.Unknown.insert({C.Function->Decl, M->Producer->Id});
            Result.Unknown.insert({C.Function->Decl, M->Consumer->Id});
          }
        StuckWhy[C.Function->Decl] = Why;
        continue;
      }
      Changed[C.Function->Decl] = std::move(*Composed);
      Into[{C.Function->Decl, C.Producer->Id}] = C.Consumer->Id;
    }
    if (Changed.empty())
      break;
    auto Next = std::make_unique<ProgramModel>();
    Next->File = Current->File;
    for (const FunctionModel &F : Current->Functions)
      Next->Functions.push_back(Changed.count(F.Decl) && !Stuck.count(F.Decl)
                                    ? Changed.at(F.Decl)
                                    : F);
    Current = Next.get();
    Programs.push_back(std::move(Next));
    Decided = Decision();
    Decided.Candidates = findCandidates(*Current);
    for (const Candidate &C : Decided.Candidates)
      Decided.Plans.push_back(planFusion(C));
    refuseHiddenNames(Decided.Candidates);
    preferVertical(Decided.Candidates);
    preferUnguarded(Decided.Candidates);
  }
  for (PlannedPair &P : Planned)
    if (StuckWhy.count(P.Function) && !P.Fused && P.Refusals.empty())
      P.Undecided = StuckWhy.at(P.Function);
  Result.Final = Current;
  for (const FunctionModel &F : Current->Functions)
    for (const TargetRegion &R : F.Regions)
      if (!R.InlinedFrom.empty())
        Result.Composed.insert(F.Decl);
  return Result;
}

Refusal fusedFirstRefusal(const Candidate &C, const std::vector<Refusal> &Later) {
  std::string Why;
  for (const Refusal &R : Later)
    Why += (Why.empty() ? "" : "; ") + R.Message + " [" + R.Rule.name() + "]";
  return {FusedFirstRule,
          "fusing " +
              std::string(sideBySide(C.Kind) ? "a vertical pair"
                                                              : "the pair before it") +
              " first changes a region of this one, which is then refused" +
              (Why.empty() ? std::string() : ": " + Why)};
}

void refuseUnplanned(std::vector<Candidate> &Candidates, const PlannedRounds &Rounds) {
  for (Candidate &C : Candidates) {
    if (!C.legal())
      continue;
    for (const PlannedPair &P : Rounds.Pairs)
      if (P.Function == C.Function->Decl && P.Producer == C.Producer->Id &&
          P.Consumer == C.Consumer->Id && P.Kind == C.Kind && !P.Fused) {
        // A pair that waits for a fusion the plan cannot compose is not
        // promised: analyze's "legal" means fuse rewrites it.
        C.Refusals.push_back(
            P.Undecided.empty()
                ? fusedFirstRefusal(C, P.Refusals)
                : Refusal{FusedFirstRule, "it waits for a fusion before it that changes one of "
                                          "its regions, whose result is known only from the "
                                          "rewritten text (" + P.Undecided + ")"});
        break;
      }
  }
}

} // namespace paracodex
