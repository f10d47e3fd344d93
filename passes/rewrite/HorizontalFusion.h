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

} // namespace paracodex

#endif
