//===- FallbackAllocation.h - device temporaries only the fallback uses -*- C++ -*-===//
//
// A guarded fusion (GuardedFusion.h) keeps the temporaries for its `else`
// branch, and with them the `target data map(alloc: t[...])` around both
// branches: every call then allocates and frees the temporaries on the
// device although the fused branch, the one that runs, never touches them.
// In ParaCodex's MG that is twice the fine grid per rprj3 call and three
// coarse grids per interp call (1.1 GB each for x1, y1 at class C's finest
// level), the suspected cause of their 0.083 / 0.128 s against 0.023 /
// 0.045 s for the same fused routines in nas_mg.
//
// When, inside such a `target data`, an `alloc`-mapped array is used only
// in fallback branches and as a map item of regions whose bodies never name
// it, its map item moves to a `target data map(alloc: ...)` of its own
// around each fallback branch, and the items that only named it go. An
// `alloc` map copies nothing either way, and no code outside the fallback
// reads or writes the device copy, so no value the program computes can
// change; only when the device memory is allocated does.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_FALLBACKALLOCATION_H
#define PARACODEX_PASSES_REWRITE_FALLBACKALLOCATION_H

#include "passes/model/RegionModel.h"
#include "passes/rewrite/FusionEdits.h"

#include <string>
#include <vector>

namespace paracodex {

/// One array whose device allocation moved into fallback branches.
struct SunkAllocation {
  std::string Array;
  unsigned DataDirectiveOffset = 0; ///< the `target data` it left
  size_t Fallbacks = 0;             ///< branches it now wraps
};

/// Adds to \p Edits the moves for every `target data` of \p F; appends what
/// moved to \p Sunk. An array that is used anywhere else stays.
llvm::Error sinkFallbackAllocations(const FunctionModel &F, const SourceText &Text,
                                    FusionEdits &Edits, std::vector<SunkAllocation> &Sunk);

} // namespace paracodex

#endif
