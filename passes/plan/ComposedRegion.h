//===- ComposedRegion.h - the model of a fused region, without its text -*- C++ -*-===//
//
// What the plan needs to decide a chain's second pair, or the schedule of a
// fused region, without writing and parsing the fused text (issue 27: the
// plan is computed on the input): the function as it will be once a pair
// is fused. For an inline fusion (every consumer read of a temporary
// becomes the producer's expression at that read's producer iteration;
// a map-reduce fusion is one, into a reduction's body):
//   - the producer's region is gone, and so are the temporaries;
//   - the fused region is the consumer's (loops, directive, block,
//     position) whose accesses are the consumer's, each temporary read
//     replaced by the producer's other accesses at that read's iteration
//     (Candidate::ReadOrigins); scalar inputs and writes, calls, side
//     effects and maps are those of both; and it remembers the producer's
//     directive and body, which the fused region now holds (InlinedFrom,
//     InlinedBodies).
// Other fusions (sliding window, a shared producer, horizontal) change the
// loop nest or the block, and are not composed yet: the answer says why.
// For the schedule of the fused region alone (ComposeAs::RegionAlone), a
// fusion under a run-time overlap test is composed as its branch, and a
// producer shared by several consumers as if each were its only one.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_COMPOSEDREGION_H
#define PARACODEX_PASSES_PLAN_COMPOSEDREGION_H

#include "passes/plan/FusionPlan.h"

#include "llvm/Support/Error.h"

namespace paracodex {

/// What a composition is for: the next round's function, or the fused
/// region alone, for its schedule (the function around it may also keep a
/// fallback, or the producer for its other consumers: not composed).
enum class ComposeAs { Function, RegionAlone };

/// \p F as it will be once \p C is fused as \p Plan says; an error that
/// says why when that fusion is not one paracodex composes.
llvm::Expected<FunctionModel> composeFusion(const FunctionModel &F, const Candidate &C,
                                            const FusionPlan &Plan,
                                            ComposeAs As = ComposeAs::Function);

} // namespace paracodex

#endif
