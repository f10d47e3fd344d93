//===- HarnessRuntime.h - C support code every harness carries --*- C++ -*-===//
#ifndef PARACODEX_PASSES_VERIFY_HARNESSRUNTIME_H
#define PARACODEX_PASSES_VERIFY_HARNESSRUNTIME_H

namespace paracodex {

/// C source (no main) with: a seeded generator, input filling with special
/// values, output poisoning, element comparison (absolute, relative, ULP;
/// NaN equals NaN) with the worst element's multi-dimensional index, and
/// JSON reporting. Emitted verbatim at the top of every harness.
extern const char HarnessRuntimeSource[];

} // namespace paracodex

#endif
