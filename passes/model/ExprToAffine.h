//===- ExprToAffine.h - C integer expressions as polynomials ----*- C++ -*-===//
#ifndef PARACODEX_PASSES_MODEL_EXPRTOAFFINE_H
#define PARACODEX_PASSES_MODEL_EXPRTOAFFINE_H

#include "passes/model/AffineExpr.h"

#include <map>
#include <optional>
#include <string>

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

} // namespace paracodex

#endif
