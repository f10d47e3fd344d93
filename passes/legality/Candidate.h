//===- Candidate.h - a pair of target regions that might be fused -*- C++ -*-===//
#ifndef PARACODEX_PASSES_LEGALITY_CANDIDATE_H
#define PARACODEX_PASSES_LEGALITY_CANDIDATE_H

#include "passes/legality/Rule.h"
#include "passes/model/KeptFallbacks.h" // NoOverlapMacro
#include "passes/model/RegionModel.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace paracodex {

/// Vertical and map-reduce pairs are joined by temporaries the fusion
/// retires; a horizontal pair shares nothing; a keep-store pair is a
/// producer and consumer whose joining arrays are program state: the
/// fusion keeps every store and hands values on within one iteration.
enum class CandidateKind { Vertical, MapReduce, Horizontal, KeepStore };
const char *candidateKindName(CandidateKind K);

/// Whether pairs of kind \p K are fused with both bodies side by side in
/// the first region's loop nest (passes/plan/HorizontalLayout.h).
inline bool sideBySide(CandidateKind K) {
  return K == CandidateKind::Horizontal || K == CandidateKind::KeepStore;
}
/// Whether pairs of kind \p K retire temporaries (a producer's values move
/// into its consumer).
inline bool retiresTemporaries(CandidateKind K) {
  return K == CandidateKind::Vertical || K == CandidateKind::MapReduce;
}

/// For one consumer read of a temporary: the producer iteration that wrote
/// the element, as each producer loop variable written in consumer terms
/// (resid: u1[i3][i2][i1-1] was written at producer i1 := i1 - 1).
struct ProducerIteration {
  const ArrayAccess *Read = nullptr;
  std::map<std::string, AffineExpr> ProducerVarValues;
};

/// A failed legality rule: the rule (its table entry: Rule.h) and a
/// sentence a person can act on.
struct Refusal {
  RuleId Rule;
  std::string Message;
};

/// What a rule proved beyond the pair's own function, and how: the rule's
/// name and a sentence (`ou` points into `u` and `orr` into `r` at every
/// call of `resid`).
struct Fact {
  RuleId Rule;
  std::string Message;
};

/// A run-time test, for a pair whose arrays may share memory: the fused
/// region runs only when the elements the producer may read (a keep-store
/// pair's first region: touch) of one and the elements the consumer may
/// touch of the other do not overlap; the
/// original regions otherwise. Each side: the array, and C expressions for
/// its lowest and highest index (OverlapGuard.h).
struct OverlapCheck {
  std::string First, FirstLow, FirstHigh;
  std::string Second, SecondLow, SecondHigh;
  bool operator==(const OverlapCheck &O) const {
    return First == O.First && FirstLow == O.FirstLow && FirstHigh == O.FirstHigh &&
           Second == O.Second && SecondLow == O.SecondLow && SecondHigh == O.SecondHigh;
  }
};

struct Candidate {
  unsigned Id = 0;
  CandidateKind Kind = CandidateKind::Vertical;
  const FunctionModel *Function = nullptr;
  const TargetRegion *Producer = nullptr;
  const TargetRegion *Consumer = nullptr;
  std::vector<ArrayId> Temporaries;
  /// For a keep-store pair: the arrays the first region writes and the
  /// second reads, whose stores the fusion keeps.
  std::vector<ArrayId> Kept;
  /// Those of Kept the second region reads at other iterations than the
  /// ones that store them: each such read recomputes the first region's
  /// value (ReadOrigins says at which iteration), while the first still
  /// stores it (RecomputedReads.h).
  std::vector<ArrayId> Recomputed;
  /// Why not: one entry per way a rule failed. A pair is legal when no
  /// rule refused it; nothing sets that otherwise.
  std::vector<Refusal> Refusals;
  bool legal() const { return Refusals.empty(); }
  /// Facts proved beyond the pair's function that its rules relied on.
  std::vector<Fact> Facts;
  /// Vertical and keep-store pairs legal only under a run-time test
  /// (empty: none needed).
  std::vector<OverlapCheck> OverlapChecks;
  /// A side-by-side pair whose second region runs in the first's launch
  /// shape: its own arrays that nothing proves apart are among the
  /// OverlapChecks (IterationIndependence.h then need not prove them).
  bool SecondArraysTested = false;
  /// Arrays the producer writes besides this pair's temporaries.
  std::vector<ArrayId> OtherProducerWrites;
  /// For a pair fused together with the other pairs of its producer (each
  /// consumer reading some of its temporaries): the temporaries of them
  /// all. Empty for a pair fused alone.
  std::vector<ArrayId> ProducerTemporaries;
  /// For vertical legal pairs: each temporary read and where it was
  /// written; for a keep-store pair, each read of a recomputed array.
  std::map<ArrayId, std::vector<ProducerIteration>> ReadOrigins;
};

/// The temporaries the fusion of \p C retires: its own, or those of every
/// pair of its producer when they are fused at once.
inline const std::vector<ArrayId> &producerTemporaries(const Candidate &C) {
  return C.ProducerTemporaries.empty() ? C.Temporaries : C.ProducerTemporaries;
}

/// Whether \p C is fused together with the other pairs of its producer.
inline bool sharesProducer(const Candidate &C) { return !C.ProducerTemporaries.empty(); }

} // namespace paracodex

#endif
