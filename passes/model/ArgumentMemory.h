//===- ArgumentMemory.h - calls that touch only what they are handed -*- C++ -*-===//
//
// Real kernels call helpers that fill small arrays (LULESH's
// `CalcElemShapeFunctionDerivatives(x_local, y_local, z_local, B,
// &determ[k])`). Such a call is not pure, but when the helper reaches
// memory only through the pointers it is handed (LLVM's `argmemonly`), its
// effects are the arrays at its call site: the region records each as read
// and written at an index it does not know, and the call needs no "may
// write anything" (issue 28, point 4). The helper must be this file's own
// function; it may name its parameters, its own numbers and local arrays,
// and constants; a pointer it is handed (or takes of its own locals) may
// only be indexed, dereferenced, offset, compared or passed to another
// such helper, never stored, returned or converted; it calls only pure
// functions and other such helpers.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_ARGUMENTMEMORY_H
#define PARACODEX_PASSES_MODEL_ARGUMENTMEMORY_H

#include <string>

namespace clang {
class CallExpr;
class FunctionDecl;
} // namespace clang

namespace paracodex {

/// Empty when \p F touches memory only through the pointers it is handed
/// (see above); otherwise why not, as a clause ("stores `p` in ...").
std::string whyNotArgumentMemoryOnly(const clang::FunctionDecl *F);

/// Whether \p Call calls such a function and every pointer it passes is
/// traced to an array variable (`a`, `a + k`, `&a[k]`, a row `b[0]`), so
/// that its effects are those arrays and nothing else.
bool touchesOnlyItsArguments(const clang::CallExpr *Call);

} // namespace paracodex

#endif
