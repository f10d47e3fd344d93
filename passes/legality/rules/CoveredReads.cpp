//===- CoveredReads.cpp - every consumer read lies in what was written ----===//
//
// Also records, for each read, the producer iteration that wrote it
// (Candidate::ReadOrigins), which the rewrite substitutes. Judged only
// where the write is affine, the bounds are and no name is captured: the
// rules for those say why not.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/legality/ReadCoverage.h"

namespace paracodex {
namespace {

class CoveredReads final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {"covered-reads",
                                    "every consumer read lies inside what the producer wrote"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 130; }
  void check(PairCheck &Pair) const override {
    if (!Pair.nonAffineBound().empty())
      return;
    for (const ArrayVariable *A : Pair.temporaryArrays()) {
      const ArrayId &T = A->Id;
      if (!describeProducerWriteProblem(Pair.P, T).empty() ||
          !Pair.nameCapturedByConsumer(T).empty())
        continue;
      for (const ArrayAccess *Read : Pair.Q.accessesTo(T)) {
        if (!Read->isRead())
          continue;
        CoverageResult R = coverRead(Pair.P, Pair.Q, T, *Read);
        if (!R.Covered) {
          Pair.refuse(Info, R.Problem);
          continue;
        }
        Pair.C.ReadOrigins[T].push_back({Read, R.ProducerVarValues});
      }
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(CoveredReads)
