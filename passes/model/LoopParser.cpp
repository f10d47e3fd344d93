//===- LoopParser.cpp -----------------------------------------------------===//
#include "passes/model/LoopParser.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/ModelContext.h"
#include "passes/model/SymbolKey.h"

#include "clang/AST/Stmt.h"

using namespace clang;

namespace paracodex {

/// The loop's variable and the expression it starts from.
static std::pair<const VarDecl *, const Expr *> loopStart(const ForStmt *For) {
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(For->getInit())) {
    if (DS->isSingleDecl())
      if (const auto *Var = dyn_cast<VarDecl>(DS->getSingleDecl()))
        return {Var, Var->getInit()};
  } else if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(For->getInit())) {
    if (Assign->getOpcode() == BO_Assign)
      if (const auto *Var = dyn_cast_or_null<VarDecl>(referencedDecl(Assign->getLHS())))
        return {Var, Assign->getRHS()};
  }
  return {nullptr, nullptr};
}

const VarDecl *loopVariable(const ForStmt *For) { return loopStart(For).first; }

LoopLimits loopLimits(const ForStmt *For) {
  LoopLimits Limits;
  auto [Var, Start] = loopStart(For);
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(For->getCond());
  if (!Var || !Start || !Cond || referencedDecl(Cond->getLHS()) != Var ||
      (Cond->getOpcode() != BO_LT && Cond->getOpcode() != BO_LE))
    return Limits;
  Limits.Start = Start;
  Limits.Bound = Cond->getRHS();
  Limits.Inclusive = Cond->getOpcode() == BO_LE;
  return Limits;
}

/// Whether \p Body may change \p V (variableChanges, AstQueries.h).
static bool changedIn(const Stmt *Body, const ValueDecl *V) {
  for (const auto &[Changed, At] : variableChanges(Body))
    if (Changed == V)
      return true;
  return false;
}

LoopInfo parseLoop(const ModelContext &M, const ForStmt *For, const AffineBindings &Bindings) {
  LoopInfo L;
  L.Stmt = For;
  L.Span = M.span(For->getSourceRange());
  L.BoundsAffine = false;
  auto [Var, Init] = loopStart(For);
  if (!Var || !Init)
    return L;
  L.Var = symbolKey(Var);
  L.Name = Var->getName().str();
  auto Lower = toAffine(Init, M.Context, Bindings);
  // Step from `i++`, `++i`, `i += c`, `i = i + c`.
  std::optional<int64_t> Step;
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(For->getInc())) {
    if (U->isIncrementOp())
      Step = 1;
    else if (U->isDecrementOp())
      Step = -1;
  } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(For->getInc())) {
    if (B->getOpcode() == BO_AddAssign)
      if (auto S = toAffine(B->getRHS(), M.Context))
        Step = S->asConstant();
  }
  // Known even when the bounds are not: a loop that counts down, or by a
  // step not read here (0), is no unit-step loop to a schedule that asks
  // (review reproducer march_descending_loop: `k--` was taken for `k++`).
  L.Step = Step.value_or(0);
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(For->getCond());
  if (!Lower || !Step || !Cond || *Step <= 0)
    return L;
  if (referencedDecl(Cond->getLHS()) != Var)
    return L;
  auto Bound = toAffine(Cond->getRHS(), M.Context, Bindings);
  if (!Bound)
    return L;
  if (Cond->getOpcode() == BO_LT)
    L.Last = *Bound - AffineExpr::constant(1);
  else if (Cond->getOpcode() == BO_LE)
    L.Last = *Bound;
  else
    return L;
  // With a step other than 1 the last value is only known for constant
  // trip counts; keep the bound, which over-approximates the range.
  // The bounds hold at every access only while the body leaves the loop
  // variable and the bound's variables alone (`i += s; ... a[i]; i -= s;`:
  // review of session 25, loopvar_modified_in_body_read).
  if (changedIn(For->getBody(), Var))
    return L;
  for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(Cond->getRHS()))
    if (changedIn(For->getBody(), Ref->getDecl()))
      return L;
  L.Lower = *Lower;
  L.Step = *Step;
  L.BoundsAffine = true;
  return L;
}

} // namespace paracodex
