//===- LoopParser.h - a C `for` loop as "Var from Lower to Last by Step" -*- C++ -*-===//
#ifndef PARACODEX_PASSES_MODEL_LOOPPARSER_H
#define PARACODEX_PASSES_MODEL_LOOPPARSER_H

#include "passes/model/ExprToAffine.h"
#include "passes/model/RegionModel.h"

namespace clang {
class ForStmt;
class VarDecl;
} // namespace clang

namespace paracodex {

class ModelContext;

/// The loop's variable, bounds and step. Forms understood: `int i = a` or
/// `i = a`; `i < b` or `i <= b`; `i++`, `++i`, `i += c` with c > 0.
/// Anything else gives BoundsAffine = false, which every rule that needs
/// the iteration space refuses.
LoopInfo parseLoop(const ModelContext &M, const clang::ForStmt *For,
                   const AffineBindings &Bindings);

/// The variable `int i = a` declares or `i = a` assigns; null for others.
const clang::VarDecl *loopVariable(const clang::ForStmt *For);

/// The expressions a loop of parseLoop's forms starts from (`a`) and
/// compares its variable with (`b`), and whether that test is `<=`; null
/// expressions for other forms.
struct LoopLimits {
  const clang::Expr *Start = nullptr;
  const clang::Expr *Bound = nullptr;
  bool Inclusive = false;
};
LoopLimits loopLimits(const clang::ForStmt *For);

} // namespace paracodex

#endif
