//===- ClauseEffects.cpp - side by side: clauses that only compute values ===//
//
// The fused launch of a side-by-side pair evaluates one directive's
// clauses once, before either body runs (and after a run-time overlap
// test, which reads values those clauses might change). The regions as
// written evaluate each region's clauses once, in turn. A clause that
// assigns, steps or calls a function with effects (`num_teams(f())` on
// both regions: f ran twice, now once; `num_teams(setk(&k, 4))` changing
// an index the overlap test already read) would change the program
// (review of session 25, clause_side_effect_once,
// guard_before_clause_side_effect).
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/legality/ClauseFacts.h"

#include "clang/AST/Decl.h"

namespace paracodex {
namespace {

class ClauseEffects final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "clause-effects",
      "neither region's clauses assign, step or call a function with effects: the fused launch "
      "evaluates its clauses once, before both bodies"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 213; }
  bool judges(CandidateKind K) const override { return sideBySide(K); }
  void check(PairCheck &Pair) const override {
    for (const TargetRegion *R : {&Pair.P, &Pair.Q}) {
      ClauseFacts Facts = clauseFacts(*R, Pair.F.Decl->getASTContext());
      std::string Region = "a clause of the region at line " + lineOf(R->Span);
      if (Facts.HasEffects)
        Pair.refuse(Info, Region + " assigns or steps a variable");
      if (!Facts.Call.empty())
        Pair.refuse(Info, Region + " calls `" + Facts.Call +
                              "`, which may have effects: the fused launch evaluates its "
                              "clauses once, before both bodies");
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(ClauseEffects)
