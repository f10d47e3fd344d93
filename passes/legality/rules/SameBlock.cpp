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
    const TargetRegion &InLoop = Pair.P.RepeatLoop ? Pair.P : Pair.Q;
    if (Pair.P.Block && Pair.P.Block == Pair.Q.Block && InLoop.RepeatLoop) {
      Pair.refuse(Info, std::string(&InLoop == &Pair.P ? "the producer" : "the consumer") +
                            " (line " + lineOf(InLoop.Span) + ") is the body of the loop at line " +
                            lineOf(InLoop.StatementSpan) + " and the " +
                            (&InLoop == &Pair.P ? "consumer" : "producer") +
                            " is not: the loop may run it any number of times");
      return;
    }
    Pair.refuse(Info, "the producer (line " + lineOf(Pair.P.Span) + ") and the consumer (line " +
                          lineOf(Pair.Q.Span) + ") are not statements of the same block");
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(SameBlock)
