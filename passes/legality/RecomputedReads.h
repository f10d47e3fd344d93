//===- RecomputedReads.h - keep-store pairs whose second reads elsewhere -*- C++ -*-===//
//
// A keep-store fusion runs the second body after the first in each
// iteration of one launch: a read of a kept array at another iteration
// than the one that stores the element (CloverLeaf's advec_mom reads
// node_flux at i - 1 and i) may run before that store. Such reads can
// recompute the value from the first region's expression instead, as an
// inline fusion does, while the first still stores it for its later
// readers. Legal when
//   - the value can be recomputed: the vertical rules about a producer
//     (affine-write, covered-reads, consumer-reads-only, pure-producer,
//     affine-bounds) hold for those arrays, which give each read's
//     iteration;
//   - what the value is made of stays as it was: neither region writes an
//     array the value reads by that name (the first's body may change it
//     after the store; the second's other iterations may), the second
//     writes no scalar it reads nor has its own copy of one;
//   - and the pair, with the second region as it runs after fusion (its
//     reads of those arrays replaced by the value's accesses at their
//     iterations), passes every keep-store rule, with the run-time tests
//     they ask for arrays nothing proves apart.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_RECOMPUTEDREADS_H
#define PARACODEX_PASSES_LEGALITY_RECOMPUTEDREADS_H

#include "passes/legality/Candidate.h"

#include <optional>
#include <vector>

namespace paracodex {

/// recomputed-value's table entry (rules/RecomputedValue.cpp): what such a
/// value reads stays as it was.
extern const RuleInfo RecomputedValueRule;

/// The keep-store pair \p First -> \p Second that recomputes the second's
/// reads of those of \p Kept it reads at another iteration than the one
/// that stores the element, judged. None when no read of a kept array does
/// (the plain pair's verdict stands).
/// The vertical view of keep-store pair \p C's recomputed arrays: the pair
/// joined by them as temporaries, with their reads' iterations (the
/// vertical producer rules judge it; ProducerValues.h copies the first
/// region's values from it).
Candidate recomputationOf(const Candidate &C);

std::optional<Candidate> judgeRecomputingPair(const FunctionModel &F, const TargetRegion &First,
                                              const TargetRegion &Second,
                                              const std::vector<ArrayId> &Kept);

} // namespace paracodex

#endif
