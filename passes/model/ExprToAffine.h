//===- ExprToAffine.h - C integer expressions as polynomials ----*- C++ -*-===//
#ifndef PARACODEX_PASSES_MODEL_EXPRTOAFFINE_H
#define PARACODEX_PASSES_MODEL_EXPRTOAFFINE_H

#include "passes/model/AffineExpr.h"

#include <map>
#include <optional>
#include <string>

#include "clang/AST/Type.h"

namespace clang {
class ASTContext;
class Expr;
} // namespace clang

namespace paracodex {

/// Local integer variables whose value is a known polynomial (`int i1 = 2*j1
/// - d1;` never written again), by symbol key: uses are replaced by the
/// polynomial.
using AffineBindings = std::map<std::string, AffineExpr>;

/// The polynomial an integer expression computes, or nothing when it uses
/// division, calls, memory loads or anything else that is not + - *.
/// Casts between integer types are looked through; compile-time constants
/// (enumerators, `const` globals, macro arithmetic) are folded, except an
/// object-like macro that is one integer literal (`#define NX 512`,
/// `-DNX=512`): that is the symbol `NX`, so that a stride written with it
/// delinearizes as a run-time stride would. Variables are symbols keyed by
/// their declaration (SymbolKey.h).
std::optional<AffineExpr> toAffine(const clang::Expr *E,
                                   const clang::ASTContext &Context,
                                   const AffineBindings &Bindings = {});

/// Whether a variable of type \p VarType set to \p Value can be a binding:
/// its value is the polynomial of \p Value as C computes it. Either a
/// signed integer (signed overflow is undefined, so the polynomial is the
/// value), no narrower than `int` and no narrower than \p Value, with no
/// unsigned or `_Bool` operand anywhere in \p Value: `unsigned char c =
/// 50*j` wraps, `j - d` with `d` unsigned wraps, `_Bool b = j` is 0 or 1
/// (the review reproducers s5_uchar, s6_unsigned_mix, s17_bool). Or a
/// 64-bit unsigned (`size_t c = ((size_t)k*ny + j)*nx + i`) whose
/// arithmetic is all signed or 64-bit unsigned, without narrowing casts.
/// A copy must then compute it in \p VarType (ProducerCopy casts).
bool bindsExactly(clang::QualType VarType, const clang::Expr *Value,
                  const clang::ASTContext &Context);

} // namespace paracodex

#endif
