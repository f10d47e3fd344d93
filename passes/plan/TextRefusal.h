//===- TextRefusal.h - why the text cannot express a fusion ----*- C++ -*-===//
//
// The rules judge the program; some fusions the program allows still
// cannot be written in its text (a copied expression partly inside a macro
// body, a name a consumer local would hide). The plan finds those on the
// input's text, before anything is written, and refuses the pair with the
// rule `rewritable` and one of these sentences.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_TEXTREFUSAL_H
#define PARACODEX_PASSES_PLAN_TEXTREFUSAL_H

#include "passes/legality/Candidate.h"

#include "llvm/Support/Error.h"

#include <string>

namespace paracodex {

/// "cannot rewrite f:12->20: <Why>", the error every text check refuses with.
llvm::Error rewriteFailure(const Candidate &C, const std::string &Why);

} // namespace paracodex

#endif
