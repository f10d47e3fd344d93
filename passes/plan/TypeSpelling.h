//===- TypeSpelling.h - a type as the fused text writes it -----*- C++ -*-===//
//
// A fusion writes a few types of its own: a cast to a local's type in a
// copied value, a conversion to a temporary's element type, a window
// buffer's type. In an ordinary function the type is spelled as clang
// prints it. In a template's instantiation the text written is the
// template's, shared by every instantiation (issue 28 point 5): a type that
// stands for one of the template's parameters is spelled as the parameter
// (`T`, `const T &`); any other type made from a template argument
// (`Box<U>::type`, `std::remove_const_t<T>`, `auto`, `decltype(...)`) has no
// spelling that is right for every instantiation, and the pair is refused
// (`rewritable`).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_TYPESPELLING_H
#define PARACODEX_PASSES_PLAN_TYPESPELLING_H

#include "passes/legality/Candidate.h"

#include "clang/AST/Type.h"
#include "llvm/Support/Error.h"

#include <string>

namespace paracodex {

/// \p T as the fusion of \p C writes it in \p C's function, or why it
/// cannot (\p What names the thing of that type, for the message).
llvm::Expected<std::string> spellForCopy(clang::QualType T, const Candidate &C,
                                         const std::string &What);

} // namespace paracodex

#endif
