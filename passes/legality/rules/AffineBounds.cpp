//===- AffineBounds.cpp - every loop bound is affine in the outer loops ---===//
#include "passes/legality/LegalityRule.h"

namespace paracodex {
namespace {

class AffineBounds final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "affine-bounds",
      "every loop bound of either region is affine in the outer loops' variables"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 110; }
  void check(PairCheck &Pair) const override {
    std::string Problem = Pair.nonAffineBound();
    if (!Problem.empty())
      Pair.refuse(Info, Problem);
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(AffineBounds)
