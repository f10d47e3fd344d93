//===- ProducerValueAccesses.h - what a recomputed value reads --*- C++ -*-===//
//
// A fusion that recomputes a producer's value where it is read (the inline
// fusion, or a keep-store fusion whose second region reads a kept array at
// another iteration) makes the reading region touch what the value is made
// of: the producer's accesses in that value, at the iteration that wrote
// the element. The plan composes a fused region from them
// (passes/plan/ComposedRegion.h); legality judges a keep-store pair's
// second region as it runs after fusion (RecomputedReads.h).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_PRODUCERVALUEACCESSES_H
#define PARACODEX_PASSES_LEGALITY_PRODUCERVALUEACCESSES_H

#include "passes/legality/Candidate.h"

#include <set>

namespace clang {
class Expr;
}

namespace paracodex {

/// \p A, a producer access, at the producer iteration \p Origin: each
/// producer loop variable replaced by its value in the consumer's terms.
ArrayAccess accessAtOrigin(const ArrayAccess &A, const ProducerIteration &Origin);

/// The expressions that make the value \p P stores in \p T: its
/// assignment's right side, and the values of the producer's own locals
/// and private scalars that side uses (followed through those that use
/// others; for a local an if chooses, every value it may take and the
/// conditions that choose).
std::set<const clang::Expr *> producerValueOf(const TargetRegion &P, const ArrayId &T);

/// The accesses of \p P that make its value for \p T (an access composed
/// before stands for the read it replaced: it counts when that read does).
std::vector<const ArrayAccess *> producerValueAccesses(const TargetRegion &P, const ArrayId &T);

/// The iteration of \p C's producer that wrote the element \p Read reads
/// (Candidate::ReadOrigins), or null.
const ProducerIteration *originOf(const Candidate &C, const ArrayAccess &Read);

/// What a copy of \p P's value in place of \p Read touches: each access of
/// that value at \p Origin, standing where the read stood (the fused text
/// spells it there) and for it, leaving out those to arrays of \p Skip.
std::vector<ArrayAccess> valueAccessesFor(const TargetRegion &P, const ArrayAccess &Read,
                                          const ProducerIteration &Origin,
                                          const std::vector<ArrayId> &Skip = {});

} // namespace paracodex

#endif
