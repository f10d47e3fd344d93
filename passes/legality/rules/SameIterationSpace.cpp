//===- SameIterationSpace.cpp - horizontal: one loop nest for both --------===//
#include "passes/legality/LegalityRule.h"

namespace paracodex {
namespace {

class SameIterationSpace final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {"same-iteration-space",
                                    "both regions run the same loop nest"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 210; }
  bool judges(CandidateKind K) const override { return sideBySide(K); }
  void check(PairCheck &Pair) const override {
    auto NA = nest(Pair.P), NB = nest(Pair.Q);
    bool Same = NA.size() == NB.size() && !NA.empty();
    for (size_t I = 0; Same && I < NA.size(); ++I)
      Same = NA[I]->BoundsAffine && NB[I]->BoundsAffine && NA[I]->Lower == NB[I]->Lower &&
             NA[I]->Last == NB[I]->Last && NA[I]->Step == NB[I]->Step;
    if (!Same)
      Pair.refuse(Info, "the regions at lines " + lineOf(Pair.P.Span) + " and " +
                            lineOf(Pair.Q.Span) + " do not iterate over the same loop nest");
  }

private:
  static std::vector<const LoopInfo *> nest(const TargetRegion &R) {
    std::vector<const LoopInfo *> N;
    for (const LoopInfo &L : R.Loops)
      if (L.InCollapsedNest)
        N.push_back(&L);
    return N;
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(SameIterationSpace)
