//===- AstQueries.h - small questions the model asks of the Clang AST -*- C++ -*-===//
//
// Free functions with no state: which callee, which declaration an
// expression names, which array a pointer expression points into, and
// which library functions are known to have no effects.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_ASTQUERIES_H
#define PARACODEX_PASSES_MODEL_ASTQUERIES_H

#include "clang/AST/Expr.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace paracodex {

/// The line a report gives \p Loc: where its expansion is written, as the
/// compiler's diagnostics say it (a `#line` directive counts, so a kernel
/// file spliced in by passes/model/StatementIncludes.h keeps its own lines).
unsigned presumedLine(const clang::SourceManager &SM, clang::SourceLocation Loc);

/// Math and OpenMP query functions that read only their arguments.
bool isPureFunction(llvm::StringRef Name);

/// \p E without parentheses and casts of any kind.
const clang::Expr *stripCasts(const clang::Expr *E);

/// The declaration \p E names once casts are stripped, or null.
const clang::ValueDecl *referencedDecl(const clang::Expr *E);

/// The lvalues a store to \p E may land in: E itself, or in C++ each arm of
/// `c ? a : b`, the right of `e, a`, the left of `(a = b)` or `(++a)`
/// (review 35: `(c ? acc : d) += x` hid the store to acc). Parentheses
/// and casts stripped.
std::vector<const clang::Expr *> lvalueTargets(const clang::Expr *E);

/// The direct callee's name, or "<indirect call>".
std::string calleeName(const clang::CallExpr *Call);
/// The callee's name when it is a C library function (C linkage or `std`,
/// declared but not defined in this file, or a builtin); empty otherwise:
/// a function of the user's that happens to be called `free` is not free.
std::string libraryCallee(const clang::CallExpr *Call);

/// What \p Assign stores: its right side, or, for a chain of plain
/// assignments (`a[i] = b[i] = v`), the value at its end (`v`); \p Through
/// gets the left sides passed on the way (`b[i]`), whose conversions the
/// stored value also went through.
const clang::Expr *storedValue(const clang::BinaryOperator *Assign,
                               std::vector<const clang::Expr *> *Through = nullptr);

/// Pointers and arrays: what an array access or a map item can be based on.
bool isArrayLike(clang::QualType T);

/// The array-like variable a pointer expression points into: `t`, `t + i`,
/// `i + t`, `t - 1`, `(double *)t + k`; null for anything else.
const clang::ValueDecl *pointerBase(const clang::Expr *E);

/// The statement \p S is a direct part of, past implicit conversions and
/// parentheses (a block when \p S is a statement of its own); null when
/// its parent is a declaration.
const clang::Stmt *parentPastCasts(const clang::Stmt *S, clang::ASTContext &Context);

/// The variable a clause's list item is part of: `a` for `a[0:n]` or
/// `a[i]`, `s` for `s.x`; null for any other shape.
const clang::ValueDecl *baseVariable(const clang::Expr *E);

/// \p T spelled by its canonical type: a builtin such as `int` or `signed
/// char`, which no typedef or variable of the region's scope can hide.
std::string canonicalSpelling(clang::QualType T, const clang::ASTContext &Ctx);

/// In \p Within, an instantiation of a template: the template parameter
/// \p T stands for, with the pointers and references around it (`T *`,
/// `const T &`), when \p T is one of the parameters of \p Within's own
/// template or of a class template around it, as the instantiation spells
/// it: the text written is the template's, which every instantiation
/// shares (issue 28 point 5). Nothing otherwise (a parameter of another
/// template, such as `Box<U>::type`'s, is not one: its name means nothing
/// in \p Within's text).
std::optional<std::string> templateParameterSpelling(clang::QualType T,
                                                     const clang::ASTContext &Ctx,
                                                     const clang::Decl *Within);

/// Whether \p T, or a type it is made of, was substituted for a template
/// parameter (of any template): then its spelling differs between
/// instantiations, and only templateParameterSpelling may write it.
bool comesFromTemplateArgument(clang::QualType T, const clang::ASTContext &Ctx);

/// Whether a size of a variable-length array in \p T (`double (*v)[n++]`)
/// has a side effect.
bool vlaSizeHasSideEffects(clang::QualType T, clang::ASTContext &Ctx);

/// Whether \p E evaluates a variable-length array type whose size has a
/// side effect (`sizeof(char[next()])`, a cast to `double (*)[n++]`): clang's
/// HasSideEffects does not look into types (review 26).
bool sideEffectInVlaSizes(const clang::Expr *E, clang::ASTContext &Ctx);

/// Whether evaluating \p E changes anything.
bool hasSideEffects(const clang::Expr *E, clang::ASTContext &Ctx);

/// Whether the lvalue \p E is only read where it stands: converted to its
/// value, through parentheses, no-op casts and non-arrow members of fields
/// that are not `mutable`. A store, an address, a reference bound to it
/// or an argument passed by reference is not a read.
bool onlyReadsValue(const clang::Expr *E, clang::ASTContext &Ctx);

/// Every place in \p S that may change a variable: an assignment (plain
/// or compound) to it, a step, its address taken, a reference bound to it,
/// an inline-asm output operand. Each with the variable and where.
std::vector<std::pair<const clang::ValueDecl *, clang::SourceLocation>>
variableChanges(const clang::Stmt *S);

} // namespace paracodex

#endif
