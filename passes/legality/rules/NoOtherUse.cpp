//===- NoOtherUse.cpp - nothing but the pair uses a temporary before -------===//
//
// After the consumer is dead-after's; here: before it, anywhere but the
// pair (a region earlier in an enclosing loop reads it on the next
// iteration; host code would lose the array the fusion removes). Writes
// between the two are single-writer's.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

namespace paracodex {
namespace {

class NoOtherUse final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "no-other-use", "nothing but the pair uses it before the consumer (a region earlier in an "
                      "enclosing loop, host code)"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 70; }
  void check(PairCheck &Pair) const override {
    for (const ArrayVariable *A : Pair.temporaryArrays()) {
      for (const TargetRegion &R : Pair.F.Regions)
        if (R.Span.Begin < Pair.P.Span.Begin && !R.accessesTo(A->Name).empty())
          Pair.refuse(Info, quoted(A->Name) + " is also used by the region at line " +
                                lineOf(R.Span) + ": fusing would remove what it uses");
      for (const HostUse &U : A->HostUses) {
        bool Before = U.Loc.Begin < Pair.P.Span.Begin;
        bool ReadBetween = U.What == HostUse::Read && U.Loc.Begin < Pair.Q.Span.Begin;
        if ((U.What == HostUse::Read || U.What == HostUse::Write) && (Before || ReadBetween))
          Pair.refuse(Info, quoted(A->Name) + " is used on the host at line " + lineOf(U.Loc) +
                                ": fusing would remove what it uses");
      }
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(NoOtherUse)
