//===- NoEscape.cpp - a temporary is never handed to a call or copied -----===//
#include "passes/legality/LegalityRule.h"

namespace paracodex {
namespace {

class NoEscape final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "no-escape", "it is never passed to a call or copied to another pointer"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 40; }
  void check(PairCheck &Pair) const override {
    for (const ArrayVariable *A : Pair.temporaryArrays()) {
      for (const TargetRegion &R : Pair.F.Regions)
        for (const auto &[Array, How] : R.Escapes)
          if (Array == A->Id)
            Pair.refuse(Info, quoted(A->Name) + " is " + How + ", inside the region at line " +
                                  lineOf(R.Span) + ": what the callee reads is unknown");
      for (const HostUse &U : A->HostUses)
        if (U.What == HostUse::Escape)
          Pair.refuse(Info, quoted(A->Name) + " is " + U.Detail + " at line " + lineOf(U.Loc) +
                                ": another name may see its values");
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(NoEscape)
