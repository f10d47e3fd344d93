//===- RecomputedValue.cpp - a recomputed kept value reads what it read ---===//
//
// A keep-store pair whose second region reads a kept array at other
// iterations recomputes the value there (RecomputedReads.h): the copy runs
// after the first body of its own iteration and beside the second's other
// iterations, so neither region may write an array the value reads by that
// name, and the second may not write a scalar the first reads or have its
// own copy of one. (Arrays of other names that may share memory with what
// the value reads are point-wise's, tested with the second region as it
// runs after fusion.)
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/legality/ClauseFacts.h"
#include "passes/legality/ProducerValueAccesses.h"
#include "passes/legality/RecomputedReads.h"

#include "clang/AST/Decl.h"

#include <algorithm>
#include <set>

namespace paracodex {

const RuleInfo RecomputedValueRule = {
    "recomputed-value",
    "where a keep-store pair's second region reads a kept array at other iterations and "
    "recomputes the value, neither region writes an array the value reads, and the second "
    "writes no scalar it reads nor has its own copy of one"};

namespace {

class RecomputedValue final : public LegalityRule {
public:
  const RuleInfo &info() const override { return RecomputedValueRule; }
  unsigned order() const override { return 214; }
  bool judges(CandidateKind K) const override { return K == CandidateKind::KeepStore; }
  void check(PairCheck &Pair) const override {
    const TargetRegion &P = Pair.P, &Q = Pair.Q;
    if (Pair.C.Recomputed.empty() || !Pair.F.Decl)
      return;
    std::set<ArrayId> MadeOf;
    for (const ArrayId &T : Pair.C.Recomputed)
      for (const ArrayAccess *A : producerValueAccesses(P, T))
        MadeOf.insert(A->Array);
    for (const ArrayId &X : MadeOf) {
      if (P.writes(X))
        Pair.refuse(RecomputedValueRule,
                    "the first region writes " + quoted(X) +
                        ", which a recomputed value reads: a copy after its body could see "
                        "what it wrote there");
      if (Q.writes(X))
        Pair.refuse(RecomputedValueRule,
                    "the second region writes " + quoted(X) +
                        ", which a recomputed value reads: a copy could see what another of "
                        "its iterations wrote");
    }
    ClauseFacts Clauses = clauseFacts(Q, Pair.F.Decl->getASTContext());
    for (const clang::VarDecl *S : P.ScalarInputs) {
      bool Written =
          std::find(Q.ScalarWrites.begin(), Q.ScalarWrites.end(), S) != Q.ScalarWrites.end();
      if (Written || Clauses.Copied.count(S))
        Pair.refuse(RecomputedValueRule,
                    std::string("the second region ") +
                        (Written ? "writes `" : "has its own copy of `") +
                        S->getName().str() + "`, which a recomputed value may read");
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(RecomputedValue)
