//===- GuardedFusion.h - fused when the arrays do not overlap ---*- C++ -*-===//
//
// For a vertical pair legal only under a run-time test (OverlapGuard.h):
//
//     if (PARACODEX_NO_OVERLAP(orr, (fine_total), os, (coarse_total))) {
//       <the consumer, each temporary read recomputed>
//     } else {
//       <the producer and the consumer as they were>
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

/// Adds the guarded inline rewrite of \p C (which has OverlapChecks).
llvm::Error addGuardedInlineFusion(const Candidate &C, const SourceText &Text,
                                   FusionEdits &Edits);

/// Adds the definition of the overlap macro (and `<stdint.h>`) after the
/// file's last include, unless the file defines it already.
llvm::Error addNoOverlapMacro(const SourceText &Text, const clang::ASTContext &Context,
                              FusionEdits &Edits);

} // namespace paracodex

#endif
