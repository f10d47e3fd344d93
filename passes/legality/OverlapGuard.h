//===- OverlapGuard.h - no-alias checked at run time ------------*- C++ -*-===//
//
// ParaCodex's NAS MG calls rprj3(&r[ir[k]], ..., &r[ir[k-1]], ...): both
// pointers point into `r`, at offsets only the run knows. No proof from
// the call sites can say they are disjoint, but the program can: the fused
// region runs when the elements the two regions touch do not overlap, and
// the original regions, kept in the `else` branch, when they do.
//
// Which elements each region touches is computed at run time, just before
// the producer, from the accesses themselves: an index such as
// (2*j3 - d3 + 2)*m1k*m2k + ... is a sum of terms with one loop variable
// each, so its least and greatest values over the loops' bounds are sums
// of each term's (PARACODEX_MIN/MAX of its value at the two bounds). Map
// sections are not used: a region may read past the section it names when
// an enclosing mapping covers more (the review reproducer o2_outside).
// The producer, the consumer and every statement between them must be
// target regions of one block (the test runs before all of them), and
// nothing the test reads may change before the consumer runs.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_OVERLAPGUARD_H
#define PARACODEX_PASSES_LEGALITY_OVERLAPGUARD_H

#include "passes/legality/Candidate.h"

#include <optional>
#include <string>
#include <vector>

namespace paracodex {

struct OverlapGuardResult {
  std::optional<OverlapCheck> Check;
  std::string WhyNot; ///< when there is no check: a clause for a message
};

/// The statements a guarded fusion of \p P and \p Q copies: \p P, \p Q
/// and everything between, when all of them are target regions of one
/// block (so that no host code runs between the test and the regions);
/// empty otherwise. With \p HostStatementsMove (a side-by-side pair, whose
/// rewrite runs the host statements between above the fused region and
/// the test: movable-between judges them), \p P and \p Q may be parted by
/// such statements, but by no other region.
std::vector<const TargetRegion *> guardedSpan(const FunctionModel &F, const TargetRegion &P,
                                              const TargetRegion &Q,
                                              bool HostStatementsMove = false);

/// The run-time test that \p X, which the producer \p P reads, and \p Y,
/// which \p Writer (the consumer \p Q or a region between) writes, do not
/// overlap. \p HostStatementsMove: as for guardedSpan. \p Reader, when
/// given, is the region whose accesses to \p X the test covers instead of
/// \p P's (the second region's own arrays: IterationIndependence.h).
OverlapGuardResult overlapCheckFor(const FunctionModel &F, const TargetRegion &P,
                                   const TargetRegion &Q, const TargetRegion &Writer,
                                   const ArrayVariable &X, const ArrayVariable &Y,
                                   bool HostStatementsMove = false,
                                   const TargetRegion *Reader = nullptr);

} // namespace paracodex

#endif
