//===- AffineWrite.cpp - one plain, injective, affine write per iteration -===//
#include "passes/legality/LegalityRule.h"

#include "passes/legality/ReadCoverage.h"

namespace paracodex {
namespace {

class AffineWrite final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "affine-write", "the producer writes it once per iteration, in one plain assignment, at an "
                      "injective affine index"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 100; }
  void check(PairCheck &Pair) const override {
    for (const ArrayVariable *A : Pair.temporaryArrays()) {
      std::string Problem = describeProducerWriteProblem(Pair.P, A->Id);
      if (!Problem.empty())
        Pair.refuse(Info, Problem);
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(AffineWrite)
