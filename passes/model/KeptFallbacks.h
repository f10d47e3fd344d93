//===- KeptFallbacks.h - code paracodex kept as a fallback ------*- C++ -*-===//
//
// A guarded fusion keeps the original regions in the `else` of its
// run-time overlap test (`if (PARACODEX_NO_OVERLAP(...))`, GuardedFusion.h),
// as a merged copy chain and a marched region with a least plane size keep
// theirs under the test their schedule comment heads (ScheduleSpec.h). The
// model records it once per region, so that no later round or run of fuse
// rewrites that code, and so that a schedule comment above a guarded pair
// stays above its test.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_KEPTFALLBACKS_H
#define PARACODEX_PASSES_MODEL_KEPTFALLBACKS_H

#include <optional>

namespace clang {
class ASTContext;
class OMPExecutableDirective;
} // namespace clang

namespace paracodex {

struct KeptFallbackFacts {
  /// The region lies in the `else` of one of paracodex's tests (at any
  /// depth): it stays as written.
  bool InFallback = false;
  /// The region lies in the fused branch of a guarded fusion's overlap
  /// test, the nearest `if` around it: where that `if` begins.
  std::optional<unsigned> GuardTestOffset;
};

KeptFallbackFacts keptFallbackFacts(const clang::OMPExecutableDirective &D,
                                    clang::ASTContext &Context);

} // namespace paracodex

#endif
