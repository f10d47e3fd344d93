//===- ConsumerReadsOnly.cpp - the consumer does not write a temporary ----===//
#include "passes/legality/LegalityRule.h"

namespace paracodex {
namespace {

class ConsumerReadsOnly final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {"consumer-reads-only", "the consumer does not write it"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 90; }
  void check(PairCheck &Pair) const override {
    for (const ArrayVariable *T : Pair.temporaryArrays()) {
      for (const ArrayAccess *A : Pair.Q.accessesTo(T->Id))
        if (A->isWrite()) {
          Pair.refuse(Info, "the consumer also writes " + quoted(T->Name) + " (line " +
                                lineOf(A->Loc) + ")");
          break;
        }
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(ConsumerReadsOnly)
