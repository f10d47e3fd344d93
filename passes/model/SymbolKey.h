//===- SymbolKey.h - a variable's identity inside index polynomials -*- C++ -*-===//
//
// Index polynomials (AffineExpr) name their symbols with strings. Two
// variables spelled alike are still two variables: a producer's parameter
// `k` and a consumer's loop variable `k`, or the `i` of two loops. So a
// symbol is keyed by its declaration: a file-scope variable by its
// (qualified) name, every other variable by its name, `#`, and the raw
// encoding of its declaration's location, which is unique within one
// translation unit. AffineExpr::spelling() turns a key back into the name
// for printing and for text edits.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_SYMBOLKEY_H
#define PARACODEX_PASSES_MODEL_SYMBOLKEY_H

#include <string>

namespace clang {
class ValueDecl;
}

namespace paracodex {

/// The key of \p D in polynomials, loop records and bindings.
std::string symbolKey(const clang::ValueDecl *D);

} // namespace paracodex

#endif
