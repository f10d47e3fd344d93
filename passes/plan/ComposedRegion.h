//===- ComposedRegion.h - the model of a fused region, without its text -*- C++ -*-===//
//
// What the plan needs to decide a chain's second pair, or the schedule of a
// fused region, without writing and parsing the fused text (issue 27: the
// plan is computed on the input): the function as it will be once a pair
// is fused. For an inline fusion (every consumer read of a temporary
// becomes the producer's expression at that read's producer iteration):
//   - the producer's region is gone, and so are the temporaries;
//   - the fused region is the consumer's (loops, directive, block,
//     position) whose accesses are the consumer's, each temporary read
//     replaced by the producer's other accesses at that read's iteration
//     (Candidate::ReadOrigins); scalar inputs and writes, calls, side
//     effects and maps are those of both; and it remembers the producer's
//     directive, whose body the fused region now holds (InlinedFrom).
// Other fusions (sliding window, a run-time overlap test, a shared
// producer, horizontal) change the loop nest or the block, and are not
// composed yet: the answer says why.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_COMPOSEDREGION_H
#define PARACODEX_PASSES_PLAN_COMPOSEDREGION_H

#include "passes/plan/FusionPlan.h"

#include "llvm/Support/Error.h"

namespace paracodex {

/// \p F as it will be once \p C is fused as \p Plan says; an error that
/// says why when that fusion is not one paracodex composes.
llvm::Expected<FunctionModel> composeFusion(const FunctionModel &F, const Candidate &C,
                                            const FusionPlan &Plan);

} // namespace paracodex

#endif
