//===- PureFunctions.h - calls that read only their arguments ---*- C++ -*-===//
//
// A call without effects may be copied, moved and repeated like an
// operator: the fusion recomputes a producer's value where the consumer
// reads it. Two kinds of callee qualify: the math library
// (isPureFunction), and a function of the user's whose definition this
// translation unit holds and whose body, by its text, computes a number
// from numbers passed by value and constants alone (issue 28, point 4:
// `declare target` helpers, `FABS`-style wrappers). Anything that could
// reach memory (a pointer, an array, a member, a global that is not a
// constant), or whose answer depends on where it runs (the OpenMP
// queries), keeps the call an effect.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_PUREFUNCTIONS_H
#define PARACODEX_PASSES_MODEL_PUREFUNCTIONS_H

#include <string>

namespace clang {
class CallExpr;
class FunctionDecl;
} // namespace clang

namespace paracodex {

/// Whether \p Call has no effect and its value depends on its arguments
/// only: a pure library function, or a pure user function.
bool hasNoEffects(const clang::CallExpr *Call);

/// Whether \p F is the user's own: its definition is in this translation
/// unit, outside system headers, and not a specialisation clang made for
/// an OpenMP declare variant (omp.h's `omp_is_initial_device` for the
/// host answers for where it runs).
bool isUsersOwnFunction(const clang::FunctionDecl *F);

/// Empty when the user function \p F is pure (see above); otherwise why
/// not, as a clause ("reads the global `g`").
std::string whyNotPureFunction(const clang::FunctionDecl *F);

} // namespace paracodex

#endif
