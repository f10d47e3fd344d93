//===- DeadAfter.cpp - nothing reads a temporary after the consumer -------===//
#include "passes/legality/LegalityRule.h"

namespace paracodex {
namespace {

class DeadAfter final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {"dead-after", "nothing reads it after the consumer"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 60; }
  void check(PairCheck &Pair) const override {
    for (const ArrayVariable *A : Pair.temporaryArrays()) {
      for (const TargetRegion &R : Pair.F.Regions)
        if (R.Span.Begin >= Pair.Q.Span.End && R.reads(A->Id))
          Pair.refuse(Info, quoted(A->Name) + " is read again by the region at line " +
                                lineOf(R.Span) + ", after the consumer");
      for (const HostUse &U : A->HostUses)
        if ((U.What == HostUse::Read || U.What == HostUse::Write) &&
            U.Loc.Begin >= Pair.Q.Span.End)
          Pair.refuse(Info, quoted(A->Name) + " is used on the host at line " + lineOf(U.Loc) +
                                ", after the consumer");
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(DeadAfter)
