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

#include "clang/AST/Type.h"

#include <optional>
#include <string>

namespace clang {
class CallExpr;
class FunctionDecl;
class VarDecl;
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

/// For a call a function's body makes: why it keeps the function from
/// being pure (an indirect call, an OpenMP query, a library function with
/// effects), empty for a pure library function, none for a direct call of
/// the user's own function (whose body then decides).
std::optional<std::string> whyNotLibraryCall(const clang::CallExpr *Call);

/// An arithmetic or enum type, not volatile, not a reference.
bool isPlainNumber(clang::QualType T);

/// Empty when the body of \p F may name \p V without reaching memory it
/// does not own: a parameter of F, a non-static local, or a constant
/// number of the program; otherwise why not.
std::string whyNotOwnVariable(const clang::VarDecl *V, const clang::FunctionDecl *F);

/// Empty when the body this file gives \p F is the one that runs and it
/// is a plain function (not a member, not variadic); otherwise why not.
std::string whyNotRunsItsOwnBody(const clang::FunctionDecl *F);

} // namespace paracodex

#endif
