//===- GuardedFusion.h - fused when the arrays do not overlap ---*- C++ -*-===//
//
// For a vertical (or keep-store) pair legal only under a run-time test
// (OverlapGuard.h):
//
//     if (PARACODEX_NO_OVERLAP(orr, lo, hi, os, lo, hi)) {
//       <the regions after the producer, each temporary read recomputed;
//        for a keep-store pair: the two bodies in one launch>
//     } else {
//       <the producer, the consumer and the regions between, as they were>
//     }
//
// The temporaries stay (the fallback uses them); the fused branch neither
// writes nor reads them. The macro is defined once per file, after its
// includes; a later `fuse` sees the `else` branch as the fallback and
// leaves it alone (rule `alias-checked`).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_GUARDEDFUSION_H
#define PARACODEX_PASSES_REWRITE_GUARDEDFUSION_H

#include "passes/legality/Candidate.h"
#include "passes/rewrite/FusionEdits.h"

namespace paracodex {

/// Adds the guarded inline rewrite of \p Members (one pair, or the pairs
/// of one producer fused at once; they have the same OverlapChecks). The
/// fused branch copies every region from the producer to the last
/// consumer (OverlapGuard.h's span), the `else` branch keeps them.
llvm::Error addGuardedInlineFusion(const std::vector<const Candidate *> &Members,
                                   const SourceText &Text, FusionEdits &Edits);

/// Adds the guarded horizontal rewrite of the keep-store pair \p C: the
/// `if` branch holds the fused launch (HorizontalFusion.h), the `else`
/// branch both regions as they were.
llvm::Error addGuardedHorizontalFusion(const Candidate &C, const SourceText &Text,
                                       FusionEdits &Edits);

/// Adds the definition of the overlap macro (and `<stdint.h>`) after the
/// file's last include, unless the file defines it already.
llvm::Error addNoOverlapMacro(const SourceText &Text, const clang::ASTContext &Context,
                              FusionEdits &Edits);

} // namespace paracodex

#endif
