//===- CopyChainMerge.h - a copy chain in one launch -------------*- C++ -*-===//
//
// The rewrite of a copy chain (CopyChain.h): one region over the
// iterations of all of them, numbered one after the other, each iteration
// storing what the sequence would have stored:
//
//     // paracodex: schedule(merged-copies 3)
//     if (<the run-time facts>) {
//       const long long pcx_copy_n0 = <trips of the first region>, ...;
//     #pragma omp target teams distribute parallel for <its maps>
//       for (long long pcx_copy_t = 0; pcx_copy_t < <all trips>; pcx_copy_t++) {
//         if (pcx_copy_t < <first trips>) { int i3 = ..., i2 = ...; <copies> }
//         else if ...
//       }
//     } else {
//       <the regions as they were>
//     }
//
// A copy that reads an element an earlier region writes reads that
// region's source instead: `(i1 == 0 && 1 <= i3 && ... ? u[<its source>]
// : u[<own source>])`. Values are only moved, never computed, so the
// result is bit-identical. When every fact is proved there is no test and
// no fallback. A later `fuse` leaves the fallback alone.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_COPYCHAINMERGE_H
#define PARACODEX_PASSES_REWRITE_COPYCHAINMERGE_H

#include "passes/legality/CopyChain.h"
#include "passes/model/ScheduleSpec.h"
#include "passes/rewrite/FusionEdits.h"

namespace clang {
class ASTContext;
class IfStmt;
} // namespace clang

namespace paracodex {

/// The comment above a merged chain of \p Copies regions:
/// `// paracodex: schedule(merged-copies 3)` (ScheduleSpec.h).
std::string mergedCopiesComment(size_t Copies);

/// Adds the merged form of \p Chain to \p Edits. Fails, changing nothing,
/// when the text cannot be rewritten safely (a name it declares is taken,
/// a loop variable's type cannot be declared, the forwarded reads grow too
/// large).
llvm::Error addCopyChainMerge(const CopyChain &Chain, const SourceText &Text,
                              const clang::ASTContext &Context, FusionEdits &Edits);

} // namespace paracodex

#endif
