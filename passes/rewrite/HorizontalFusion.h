//===- HorizontalFusion.h - independent regions share one launch -*- C++ -*-===//
//
// For a legal horizontal pair (adjacent regions, no dependence, one
// collapsed loop nest): the first region keeps its directive, which gains
// the second's clauses (ClauseMerge), and its loop nest, whose innermost
// collapsed loop now runs the first body and then the second, the second's
// loop variables renamed to the first's. The second region is deleted.
// Loops below the collapsed nest stay inside their own body.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_HORIZONTALFUSION_H
#define PARACODEX_PASSES_REWRITE_HORIZONTALFUSION_H

#include "passes/legality/Candidate.h"
#include "passes/rewrite/FusionEdits.h"

namespace paracodex {

/// Adds the horizontal rewrite of \p C (C.Producer is the first region,
/// C.Consumer the second) to \p Edits. Fails, changing nothing the caller
/// keeps, when the text cannot be rewritten safely: the directives do not
/// merge, a renamed loop variable is spelled in a macro body, or a name of
/// the second body would be captured by a declaration of the first.
llvm::Error addHorizontalFusion(const Candidate &C, const SourceText &Text,
                                FusionEdits &Edits);

/// The host statements between the regions that a fusion runs first
/// (movable-between): their text, as it goes above the fused region, and
/// the whole lines they stood on.
struct HoistedStatements {
  std::string Text;
  std::vector<ByteRange> Lines;
};

/// addHorizontalFusion for a fusion under a run-time overlap test: the
/// statements between are deleted but not inserted; \p Hoisted says what
/// the caller puts above the test (which may read what they declare).
llvm::Error addHorizontalFusionBelow(const Candidate &C, const SourceText &Text,
                                     FusionEdits &Edits, HoistedStatements &Hoisted);

} // namespace paracodex

#endif
