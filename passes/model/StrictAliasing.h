//===- StrictAliasing.h - whether a unit may rely on type-based aliasing -*- C++ -*-===//
//
// ISO C and C++ let an object be changed only through an lvalue of its own
// type (or a character type): a store of a `double` cannot change an `int`
// or a `double *`. paracodex uses that to move a host read of a struct
// member above a region that stores only other types (MovableStatements.h).
// A unit built with -fno-strict-aliasing asks for type punning to work, so
// the argument does not hold there. The flag is a compile option, not part
// of the AST: the loader records it per parsed unit; a unit it did not
// record (a test's) is taken as built with the default, strict aliasing.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_STRICTALIASING_H
#define PARACODEX_PASSES_MODEL_STRICTALIASING_H

namespace clang {
class ASTContext;
}

namespace paracodex {

/// Records whether the unit of \p Context was built with strict aliasing.
void noteStrictAliasing(const clang::ASTContext &Context, bool Strict);

/// Whether the unit of \p Context was built with strict aliasing (the
/// language's rule and the compilers' default).
bool strictAliasing(const clang::ASTContext &Context);

} // namespace paracodex

#endif
