//===- KeptFallbacks.h - code paracodex kept as a fallback ------*- C++ -*-===//
//
// A guarded fusion keeps the original regions in the `else` of its
// run-time overlap test (`if (PARACODEX_NO_OVERLAP(...))`, GuardedFusion.h),
// as a merged copy chain and a marched region with a least plane size keep
// theirs under the test their schedule comment heads (ScheduleSpec.h). The
// model records it once per region, so that no later round or run of fuse
// rewrites that code, and so that a schedule comment above a guarded pair
// stays above its test. This is the one place that recognises the overlap
// test (by its macro, not by a search of the text); ScheduleSpec.h is the
// one for schedule comments.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_KEPTFALLBACKS_H
#define PARACODEX_PASSES_MODEL_KEPTFALLBACKS_H

#include <optional>

namespace clang {
class ASTContext;
class IfStmt;
class OMPExecutableDirective;
class Stmt;
} // namespace clang

namespace paracodex {

/// The macro a guarded fusion's overlap test calls (GuardedFusion.cpp
/// defines it in the file it writes).
inline constexpr const char *NoOverlapMacro = "PARACODEX_NO_OVERLAP";

/// Whether \p If is a guarded fusion's overlap test: its condition begins
/// with an expansion of NoOverlapMacro.
bool isOverlapTest(const clang::IfStmt &If, const clang::ASTContext &Context);

struct KeptFallbackFacts {
  /// The region lies in the `else` of one of paracodex's tests (at any
  /// depth): it stays as written.
  bool InFallback = false;
  /// The region lies in the fused branch of a guarded fusion's overlap
  /// test, the nearest `if` around it: where that `if` begins.
  std::optional<unsigned> GuardTestOffset;
  /// The region's block is the `else` of an overlap test (or a braced or
  /// bare `target data` that is all of that `else`): the test's line. Its
  /// pairs are the original code of a fusion made before.
  std::optional<unsigned> OverlapFallbackLine;
};

/// The facts of the region \p D, whose innermost enclosing block is
/// \p Block (null when it has none).
KeptFallbackFacts keptFallbackFacts(const clang::OMPExecutableDirective &D,
                                    const clang::Stmt *Block, clang::ASTContext &Context);

} // namespace paracodex

#endif
