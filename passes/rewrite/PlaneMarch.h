//===- PlaneMarch.h - the plane-march loop shape for 3-D stencils -*- C++ -*-===//
//
// A `collapse(3)` stencil region over (i3, i2, i1) becomes `collapse(2)`
// over (i2, i1), the two fastest-varying loops, so that neighbouring
// threads still touch neighbouring elements, and each thread walks i3 on
// its own. The values one step reads again at the next (a stencil's input
// column at i3-1, i3, i3+1) are kept in scalars and rotated: each is
// loaded once per thread instead of once per read. Measured on the H200
// for NAS MG's fused resid at 512^3: 2.65 ms inline collapse(3) -> 1.41 ms
// (TOOLCHAIN.md).
//
// Only loads move, and only earlier: every read becomes a register loaded
// at the start of the same step or of an earlier one, and the arithmetic
// is the body's own text, so the results are bit-identical. That is sound
// for any race-free region whose body reads everything before its one
// store: a value reused across steps is read by two iterations, so no
// iteration may write it without a race; the other loads happen at the
// start of their own iteration, before its store. Reads of an array the
// region writes are never cached, so even a racy input keeps its reads.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_PLANEMARCH_H
#define PARACODEX_PASSES_REWRITE_PLANEMARCH_H

#include "passes/model/RegionModel.h"
#include "passes/rewrite/FusionEdits.h"

#include <string>

namespace paracodex {

/// How one region is marched, for the report and the output's comment.
struct PlaneMarchShape {
  std::string MarchVar;     ///< the sequential loop's spelling (i3)
  unsigned Columns = 0;     ///< input columns kept in registers
  unsigned Registers = 0;   ///< scalars those columns take
  unsigned ReadsCached = 0; ///< reads of the body served from registers
  unsigned LoadsPerStep = 0; ///< loads of cached values per step
};

/// The comment fuse writes above a marched region, and reads back:
/// `// paracodex: schedule(plane-march i3)`.
std::string planeMarchComment(const PlaneMarchShape &Shape);

/// Adds the plane-march rewrite of \p R to \p Edits and returns its shape.
/// Fails, changing nothing the caller keeps, with a sentence that says why
/// the region does not take this shape (not a collapse(3) nest over three
/// loops, a body with more than one store, no value read at two steps, a
/// loop the others' bounds depend on, text inside a macro body...).
llvm::Expected<PlaneMarchShape> addPlaneMarch(const TargetRegion &R, const SourceText &Text,
                                              FusionEdits &Edits);

} // namespace paracodex

#endif
