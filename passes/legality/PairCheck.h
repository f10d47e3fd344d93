//===- PairCheck.h - one candidate pair, as its rules see it ----*- C++ -*-===//
//
// What a rule gets: the pair, its function, a way to refuse or record a
// fact in the rule's name, and the queries several rules share (the
// regions between the two, the producer's inputs, whether a caller's array
// is dead after every call). Queries never refuse: a rule that depends on
// another's subject (covered-reads needs an affine write) asks the query,
// not the other rule's verdict.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_PAIRCHECK_H
#define PARACODEX_PASSES_LEGALITY_PAIRCHECK_H

#include "passes/legality/CallerTemporaries.h"
#include "passes/legality/Candidate.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace paracodex {

/// "179": a span's line, for messages.
inline std::string lineOf(const SourceSpan &S) { return std::to_string(S.Line); }
/// "`tmp`": a name as messages quote it.
inline std::string quoted(const std::string &Name) { return "`" + Name + "`"; }
inline std::string quoted(const ArrayId &Array) { return quoted(Array.name()); }
/// Whether \p S starts in [Begin, End).
inline bool startsWithin(const SourceSpan &S, unsigned Begin, unsigned End) {
  return Begin <= S.Begin && S.Begin < End;
}
/// Storage this function allocates: malloc, calloc, omp_target_alloc or a
/// local array.
bool isLocalAllocation(Allocation A);

class PairCheck {
public:
  PairCheck(const FunctionModel &F, Candidate &C)
      : F(F), C(C), P(*C.Producer), Q(*C.Consumer) {}
  /// The pair with its second region as it runs after fusion (a
  /// keep-store pair's recomputed reads: RecomputedReads.h), for the rules
  /// that judge what the fused code touches.
  PairCheck(const FunctionModel &F, Candidate &C, const TargetRegion &SecondAsRun)
      : F(F), C(C), P(*C.Producer), Q(SecondAsRun) {}

  const FunctionModel &F;
  /// The pair; rules add what the plan needs beyond refusals (ReadOrigins,
  /// OverlapChecks, OtherProducerWrites).
  Candidate &C;
  const TargetRegion &P; ///< the producer (or a horizontal pair's first)
  const TargetRegion &Q; ///< the consumer (or a horizontal pair's second)

  void refuse(RuleId Rule, std::string Message) {
    C.Refusals.push_back({Rule, std::move(Message)});
  }
  void fact(RuleId Rule, std::string Message) { C.Facts.push_back({Rule, std::move(Message)}); }

  /// Whether the two regions are statements of one block, producer first,
  /// either both or neither alone in a `for` loop (whether two loops repeat
  /// alike is same-repeat's).
  bool sameBlock() const {
    return P.Block && P.Block == Q.Block && P.IndexInBlock < Q.IndexInBlock &&
           !P.RepeatLoop == !Q.RepeatLoop;
  }
  bool isTemporaryOfPair(const ArrayId &Array) const;
  /// The pair's temporaries the function declares, in the pair's order
  /// (the rules about a temporary's storage judge these).
  std::vector<const ArrayVariable *> temporaryArrays() const;
  /// Arrays the producer reads, other than the pair's temporaries.
  std::set<ArrayId> producerInputs() const;
  /// The regions strictly between the producer and the consumer, as
  /// statements of their block.
  std::vector<const TargetRegion *> regionsBetween() const;
  /// Whether code that does not name \p X may still reach its memory: all
  /// but a local allocation whose pointer never leaves the function.
  bool reachableElsewhere(const ArrayId &X) const;
  /// For a temporary that is a parameter: whether every caller's array is
  /// dead after the call (CallerTemporaries.h), and how. Computed once.
  const CallerStorageProof &callerProof(const ArrayVariable &A);
  /// Why a bound of either region is not affine (empty: all are). Iteration
  /// domains are integer sets: a bound may depend on an outer loop's
  /// variable, but only affinely.
  std::string nonAffineBound() const;
  /// Why a name in the producer's write of \p T or its bounds would mean
  /// another variable inside the consumer (empty: none does). Needs the
  /// write of \p T to be affine (describeProducerWriteProblem empty).
  std::string nameCapturedByConsumer(const ArrayId &T) const;

private:
  std::map<const ArrayVariable *, CallerStorageProof> CallerProofs;
};

} // namespace paracodex

#endif
