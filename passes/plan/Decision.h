//===- Decision.h - every pair's verdict and plan, as analyze reports them -*- C++ -*-===//
//
// What `decideFusions()` (passes/plan/DecideFusions.h) hands to the
// report and to fuse: every candidate pair with its refusals, and for each
// its plan. The report depends on this, never on the rewrite.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_DECISION_H
#define PARACODEX_PASSES_PLAN_DECISION_H

#include "passes/plan/FusionPlan.h"

#include <vector>

namespace paracodex {

struct Decision {
  std::vector<Candidate> Candidates;
  std::vector<FusionPlan> Plans; ///< parallel to Candidates
};

/// A horizontal pair that shares a region with a legal vertical or
/// map-reduce pair is refused (`vertical-first`): the vertical fusion saves
/// memory traffic, the horizontal one only a launch, and after the vertical
/// fusion the horizontal pair no longer exists.
void preferVertical(std::vector<Candidate> &Candidates);

/// A side-by-side pair fused under a run-time overlap test that shares a
/// region with a legal side-by-side pair that needs none is refused
/// (`unguarded-first`): the test's fallback keeps the regions apart, where
/// the other fusion always runs and may open a vertical pair in the next
/// round (refuse_between_region_writes_alias). Run after preferVertical.
void preferUnguarded(std::vector<Candidate> &Candidates);

/// The pairs fused in one rewrite with \p C: itself, or every pair of its
/// producer when they are fused at once (Candidate.h's sharesProducer).
std::vector<const Candidate *> fusedTogether(const Candidate &C,
                                             const std::vector<Candidate> &Candidates);

} // namespace paracodex

#endif
