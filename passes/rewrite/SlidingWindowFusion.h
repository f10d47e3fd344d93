//===- SlidingWindowFusion.h - the sliding-window (register rotation) rewrite -*- C++ -*-===//
//
// For a legal vertical pair whose consumer reads each temporary only at
// constant shifts along one of its collapsed loops, the window loop `w`:
// the fused region keeps the consumer's directive with `w` moved inside the
// other loops, which stay collapsed (collapse(K-1)), and `w` runs
// sequentially in each thread. Each temporary becomes a few scalars, one
// per shift: before the loop they hold the producer's values for the first
// iteration, in the loop the value at the largest shift is computed, the
// consumer's body reads the scalars, and the scalars rotate. Every producer
// value is computed once per point, and the temporary is gone.
//
// On a GPU this only pays when `w` is the slowest-varying loop, so that
// the loops left across threads keep unit stride: a window along the
// innermost (unit-stride) loop makes each thread walk its own row, and was
// measured at half the unfused speed on the H200 (TOOLCHAIN.md). That
// shape is always refused.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_SLIDINGWINDOWFUSION_H
#define PARACODEX_PASSES_REWRITE_SLIDINGWINDOWFUSION_H

#include "passes/legality/Candidate.h"
#include "passes/rewrite/FusionEdits.h"

namespace paracodex {

/// Adds the sliding-window rewrite of \p C to \p Edits. Fails, changing
/// nothing the caller keeps, with a sentence that says why when the pair
/// has no window to slide (reads shifted along no loop, or along several),
/// the window loop is the unit-stride one, the consumer's nest cannot be
/// reordered, or the text cannot be rewritten safely (as for the inline
/// rewrite).
llvm::Error addSlidingWindowFusion(const Candidate &C, const SourceText &Text,
                                   FusionEdits &Edits);

} // namespace paracodex

#endif
