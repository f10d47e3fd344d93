//===- FusionPlan.h - which strategy a legal candidate gets ------*- C++ -*-===//
//
// Legality says whether a pair may be fused; the plan says how. Kept apart
// so that the analysis never reasons about GPU loop shapes (Halide's split
// between algorithm and schedule).
//
// Cost model for vertical pairs (documented in docs/strategies.md; each
// strategy's part is its class in strategies/):
//  * every consumer read of a temporary becomes a recomputation of the
//    producer's expression: RecomputedReads counts them;
//  * `sliding-window` computes each value once per thread and rotates it
//    along a sequential loop. On a GPU that loop must walk the slowest
//    dimension, with the unit-stride dimension kept across threads; a
//    window along the unit-stride dimension makes every thread walk its own
//    row and no access coalesces (measured at half the unfused speed on the
//    H200). So it is proposed only when every shifted read moves along the
//    outermost loop, when it saves work (more than one read per temporary),
//    and when at least two loops stay parallel (collapse >= 3): with one
//    parallel loop left a 8192^2 blur ran 27x slower than inline on the
//    H200, while a 512^3 stencil ran 1.63x faster than inline;
//  * otherwise `inline`: recomputation costs arithmetic, which a
//    memory-bound stencil has to spare, and keeps `collapse(N)`.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_FUSIONPLAN_H
#define PARACODEX_PASSES_PLAN_FUSIONPLAN_H

#include "passes/plan/FusionStrategy.h"

#include <string>

namespace paracodex {

struct FusionPlan : PairShape {
  /// The strategy the cost model chose (FusionStrategy.h); null for a
  /// pair that is not legal.
  const FusionStrategy *Chosen = nullptr;
  std::string Rationale;
};

/// The pair's shape, then the first registered strategy, in order, that
/// can express it and prefers it.
FusionPlan planFusion(const Candidate &C);

} // namespace paracodex

#endif
