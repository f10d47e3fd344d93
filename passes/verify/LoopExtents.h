//===- LoopExtents.h - how far an index reaches over a region's loops -*- C++ -*-===//
//
// The harness sizes each array from the largest index the regions reach:
// the index's polynomial bounded over the loops, then printed as C that
// cannot overflow an int.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_VERIFY_LOOPEXTENTS_H
#define PARACODEX_PASSES_VERIFY_LOOPEXTENTS_H

#include "passes/model/RegionModel.h"

#include <optional>
#include <string>

namespace paracodex {

/// The largest (\p Upper) or smallest value of \p Index over \p R's loops,
/// sizes taken as positive. A bound that depends on an outer loop
/// (`j <= i`) is bounded in turn over that loop.
std::optional<AffineExpr> boundOverLoops(const AffineExpr &Index, const TargetRegion &R,
                                         bool Upper, unsigned Depth);

/// The largest value \p Index takes over the region's loops, as a polynomial
/// in the function's own symbols. Sizes and extents are taken as
/// non-negative, so the sign of each integer coefficient picks the bound.
std::optional<AffineExpr> maxOverLoops(const AffineExpr &Index, const TargetRegion &R);

/// C text of a polynomial, every factor cast so that no int overflows.
std::string cText(const AffineExpr &E);

} // namespace paracodex

#endif
