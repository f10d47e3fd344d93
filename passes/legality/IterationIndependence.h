//===- IterationIndependence.h - may a region's iterations run in any shape -*- C++ -*-===//
//
// Two side-by-side regions fused into one launch share one launch shape
// (num_teams, num_threads...). A body is indifferent to the shape only
// when no iteration touches what another writes: a running sum under
// `num_teams(1) num_threads(1)` is right only in the order that one
// thread keeps (review 34b). This file decides that for one region with
// the exact test on integer maps that point-wise uses across two regions
// (AccessSets.h), and shares with point-wise what makes an access
// comparable at all.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_ITERATIONINDEPENDENCE_H
#define PARACODEX_PASSES_LEGALITY_ITERATIONINDEPENDENCE_H

#include "passes/model/RegionModel.h"

#include <initializer_list>
#include <set>
#include <string>

namespace paracodex {

struct FunctionModel;

/// How many loops of \p R's collapsed parallel nest there are.
unsigned parallelNestDepth(const TargetRegion &R);

/// Symbol keys of the variables \p Regions assign or make their own
/// (private, firstprivate, lastprivate, linear), loop variables aside:
/// each region, and each thread, may see another value.
std::set<std::string> ownedSymbols(std::initializer_list<const TargetRegion *> Regions);

/// Why the exact test cannot say which elements \p A of \p R touches at an
/// iteration: a subscript names one of \p Owned, or a flat index split
/// into dimensions may leave its row. Empty when it can.
std::string whyNotComparable(const FunctionModel &F, const ArrayAccess &A, const TargetRegion &R,
                             const std::set<std::string> &Owned);

/// Why an iteration of \p R's parallel nest may carry a value to another
/// outside the arrays the model traces (empty when none can): a store to
/// anything but an array element or a variable declared, not `static`,
/// inside the body of the nest's innermost loop (a struct member, a
/// `private` scalar declared outside, which each thread keeps from one
/// of its iterations to the next: review 35), or a directive nested in
/// that body (a `parallel` whose threads depend on the enclosing shape).
/// Such a body may be right only for the iterations each thread was
/// dealt, which another shape or another range changes.
std::string carriedOutsideArrays(const TargetRegion &R);

/// Why an iteration of \p R's parallel nest may touch what another writes
/// (empty when none can): a reduction, a shared scalar it assigns, a call
/// with effects, a store or read the model cannot trace, synchronisation,
/// a reference it binds, what carriedOutsideArrays finds, two arrays one
/// of which it writes not proved apart (unless \p ProveArraysApart is
/// false), or two accesses to one array that meet at different
/// iterations.
std::string dependenceAcrossIterations(const FunctionModel &F, const TargetRegion &R,
                                       bool ProveArraysApart = true);

} // namespace paracodex

#endif
