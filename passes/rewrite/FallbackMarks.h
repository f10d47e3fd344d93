//===- FallbackMarks.h - code paracodex kept as a fallback ------*- C++ -*-===//
//
// A guarded fusion keeps the original regions in the `else` of its
// run-time overlap test (GuardedFusion.h), as a merged copy chain
// (CopyChainMerge.h) and a marched region with a least plane size
// (PlaneMarch.h) keep theirs: that code stays as written, and a later
// round or run of fuse leaves it alone.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_FALLBACKMARKS_H
#define PARACODEX_PASSES_REWRITE_FALLBACKMARKS_H

#include "passes/model/RegionModel.h"
#include "passes/rewrite/SourceText.h"

#include <optional>

namespace clang {
class ASTContext;
class IfStmt;
} // namespace clang

namespace paracodex {

/// Whether \p If is the run-time test of a guarded fusion (GuardedFusion.h).
bool isOverlapTest(const clang::IfStmt &If, const SourceText &Text);

/// Whether \p R is a fallback paracodex keeps: a region inside the `else`
/// of a guarded fusion's, a merged chain's or a marched region's test.
bool inGuardFallback(const TargetRegion &R, clang::ASTContext &Context, const SourceText &Text);

/// Where the run-time test of a guarded fusion whose fused branch holds
/// \p R begins, or nothing. A schedule comment written above a guarded
/// pair's producer stays above that test after the fusion.
std::optional<unsigned> guardTestAbove(const TargetRegion &R, clang::ASTContext &Context,
                                       const SourceText &Text);

} // namespace paracodex

#endif
