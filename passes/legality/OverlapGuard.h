//===- OverlapGuard.h - no-alias checked at run time ------------*- C++ -*-===//
//
// ParaCodex's NAS MG calls rprj3(&r[ir[k]], ..., &r[ir[k-1]], ...): both
// pointers point into `r`, at offsets only the run knows. No proof from
// the call sites can say they are disjoint, but the program can: the fused
// region runs when the two mapped sections do not overlap, and the
// original regions, kept in the `else` branch, when they do.
//
// The sections come from the map clauses of the two regions or of the
// `target data` around them (`map(present: orr[0:fine_total])`). That a
// region's accesses stay inside the section it maps is what OpenMP asks of
// the program: on the device an access outside it is undefined. The
// section's bounds are evaluated just before the producer, so the regions
// must be adjacent and must not change the variables the bounds use.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_OVERLAPGUARD_H
#define PARACODEX_PASSES_LEGALITY_OVERLAPGUARD_H

#include "passes/legality/Candidate.h"

#include <optional>
#include <string>

namespace paracodex {

struct OverlapGuardResult {
  std::optional<OverlapCheck> Check;
  std::string WhyNot; ///< when there is no check: a clause for a message
};

/// The run-time test that \p X, which the producer \p P reads, and \p Y,
/// which the consumer \p Q writes, do not overlap.
OverlapGuardResult overlapCheckFor(const FunctionModel &F, const TargetRegion &P,
                                   const TargetRegion &Q, const ArrayVariable &X,
                                   const ArrayVariable &Y);

/// When \p R is in the `else` branch of a run-time overlap test paracodex
/// wrote (the original code kept as the fallback), the test's line.
std::optional<unsigned> fallbackOfOverlapCheck(const FunctionModel &F, const TargetRegion &R);

} // namespace paracodex

#endif
