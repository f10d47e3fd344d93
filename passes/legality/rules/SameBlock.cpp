//===- SameBlock.cpp - producer and consumer are statements of one block --===//
#include "passes/legality/LegalityRule.h"

namespace paracodex {
namespace {

class SameBlock final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {"same-block",
                                    "producer and consumer are statements of one block"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 10; }
  void check(PairCheck &Pair) const override {
    if (Pair.sameBlock())
      return;
    Pair.refuse(Info, "the producer (line " + lineOf(Pair.P.Span) + ") and the consumer (line " +
                          lineOf(Pair.Q.Span) + ") are not statements of the same block");
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(SameBlock)
