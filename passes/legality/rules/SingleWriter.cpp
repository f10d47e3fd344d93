//===- SingleWriter.cpp - nothing but the producer writes a temporary -----===//
#include "passes/legality/LegalityRule.h"

namespace paracodex {
namespace {

class SingleWriter final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {"single-writer", "nothing but the producer writes it"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 80; }
  void check(PairCheck &Pair) const override {
    for (const ArrayVariable *A : Pair.temporaryArrays()) {
      for (const TargetRegion &R : Pair.F.Regions)
        if (&R != &Pair.P && &R != &Pair.Q && R.writes(A->Id))
          Pair.refuse(Info, quoted(A->Name) + " is also written by the region at line " +
                                lineOf(R.Span));
      for (const HostUse &U : A->HostUses)
        if (U.What == HostUse::Write &&
            startsWithin(U.Loc, Pair.P.Span.Begin, Pair.Q.Span.End))
          Pair.refuse(Info, quoted(A->Name) + " is written on the host at line " + lineOf(U.Loc) +
                                ", between the producer and the consumer");
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(SingleWriter)
