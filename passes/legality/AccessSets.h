//===- AccessSets.h - array elements a region touches, as exact integer sets -*- C++ -*-===//
//
// "Every element the consumer reads was written by the producer" is a set
// inclusion. Each region's iteration domain (its loops' bounds, which may
// depend on outer loop variables, and their steps) and each access (an
// affine subscript per dimension) become an isl set of array elements,
// parametric in the symbols that are not loop variables; isl decides the
// inclusion exactly, for every value of those parameters.
//
// isl rather than MLIR's Presburger library: isl is a plain C library with
// a stable text syntax (Debian `libisl-dev`, what Polly and PPCG use), so
// the sets read like the source in a debugger, and it needs no MLIR
// context or dialect registration for a question this size.
//
// What isl cannot represent is refused, never approximated: a subscript
// or bound that multiplies a loop variable by another variable. A product
// of parameters (`n1*n2`) becomes one more independent parameter, which
// only asks for more (inclusion for all values, related or not).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_ACCESSSETS_H
#define PARACODEX_PASSES_LEGALITY_ACCESSSETS_H

#include "passes/model/RegionModel.h"

#include <string>

namespace paracodex {

struct SetInclusion {
  enum Verdict { Included, NotIncluded, Unrepresentable } Result = Unrepresentable;
  /// NotIncluded: an element read but not written, with the parameter
  /// values where that happens ("t[5] when n = 3"); Unrepresentable: why.
  std::string Detail;
};

/// Are the elements \p Read touches, over the consumer loops that enclose
/// it, all among those \p Write touches over the producer's loops?
SetInclusion readWithinWrites(const TargetRegion &Producer, const ArrayAccess &Write,
                              const TargetRegion &Consumer, const ArrayAccess &Read);

struct IterationOverlap {
  enum Verdict { SameIterationOnly, OtherIterations, Unrepresentable } Result = Unrepresentable;
  /// OtherIterations: two iterations of the nest that touch one element
  /// ("iterations (3) and (4)", with the parameter values); Unrepresentable:
  /// why.
  std::string Detail;
};

/// For access \p X of region \p A and \p Y of region \p B, regions whose
/// first \p Depth loops are one parallel nest (the same bounds, by
/// position): whether every element both touch is touched by them only at
/// the same iteration of that nest. Loops inside the nest may run any
/// number of times; what they touch counts for the iteration around them.
IterationOverlap overlapAcrossIterations(const TargetRegion &A, const ArrayAccess &X,
                                         const TargetRegion &B, const ArrayAccess &Y,
                                         unsigned Depth);

/// For access \p A of region \p R, whose subscripts split one flat index
/// (ArrayAccess::FlatIndex) into dimensions of sizes \p Sizes (one per
/// dimension after the first, each a product of symbols): why some
/// subscript after the first may leave [0, size) over R's loops (the flat
/// index then names an element of another row, which the split subscripts
/// do not say), or empty when none does.
std::string leavesItsRow(const TargetRegion &R, const ArrayAccess &A,
                         const std::vector<Monomial> &Sizes);

/// The isl text of the elements \p A touches in \p R (for tests and
/// debugging), or the reason it cannot be written.
std::string accessSetText(const TargetRegion &R, const ArrayAccess &A);

} // namespace paracodex

#endif
