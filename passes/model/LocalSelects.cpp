//===- LocalSelects.cpp ---------------------------------------------------===//
#include "passes/model/LocalSelects.h"

#include "passes/model/CollectNodes.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace paracodex {

namespace {

/// Whether evaluating \p E changes no variable: no assignment, increment
/// or decrement, and no statement expression or lambda (which could hold
/// either). Calls are judged by the region's side effects.
bool changesNothing(const Expr *E) {
  for (const BinaryOperator *B : collectNodes<BinaryOperator>(E))
    if (B->isAssignmentOp())
      return false;
  for (const UnaryOperator *U : collectNodes<UnaryOperator>(E))
    if (U->isIncrementDecrementOp())
      return false;
  return collectNodes<StmtExpr>(E).empty() && collectNodes<LambdaExpr>(E).empty();
}

using BodyVars = std::set<const VarDecl *>;

/// A scalar of arithmetic type that the loop body declares (\p Body), with
/// automatic storage: what a branch may assign.
bool isBodyScalar(const VarDecl *V, const BodyVars &Body) {
  if (!V || !Body.count(V) || !V->hasLocalStorage() || V->isStaticLocal())
    return false;
  QualType T = V->getType();
  return T->isArithmeticType() && !T->isAnyComplexType() && !T.isVolatileQualified() &&
         !T.isConstQualified();
}

bool isSelect(const IfStmt *If, const BodyVars &Body);

/// Whether every statement of a branch is an assignment to a body scalar,
/// an empty statement or a select.
bool isBranch(const Stmt *S, const BodyVars &Body) {
  if (!S || isa<NullStmt>(S))
    return true;
  if (const auto *Block = dyn_cast<CompoundStmt>(S)) {
    for (const Stmt *Child : Block->body())
      if (!isBranch(Child, Body))
        return false;
    return true;
  }
  if (const auto *If = dyn_cast<IfStmt>(S))
    return isSelect(If, Body);
  // `v = e`, or `v op= e`, which is `v = (T)(v op e)`.
  const auto *Assign = dyn_cast<BinaryOperator>(S);
  if (!Assign || !Assign->isAssignmentOp() || !changesNothing(Assign->getRHS()))
    return false;
  const auto *Ref = dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParens());
  return Ref && isBodyScalar(dyn_cast<VarDecl>(Ref->getDecl()), Body);
}

bool isSelect(const IfStmt *If, const BodyVars &Body) {
  if (If->getInit() || If->getConditionVariable() || If->isConstexpr() || If->isConsteval())
    return false;
  return changesNothing(If->getCond()) && isBranch(If->getThen(), Body) &&
         isBranch(If->getElse(), Body);
}

void addNested(const Stmt *S, std::set<const IfStmt *> &Found) {
  for (const IfStmt *If : collectNodes<IfStmt>(S))
    Found.insert(If);
}

} // namespace

std::set<const IfStmt *> localSelects(const Stmt *LoopBody) {
  std::set<const IfStmt *> Found;
  const auto *Block = dyn_cast_or_null<CompoundStmt>(LoopBody);
  if (!Block)
    return Found;
  std::vector<const VarDecl *> Declared = collectNodes<VarDecl>(LoopBody);
  BodyVars Body(Declared.begin(), Declared.end());
  for (const Stmt *S : Block->body())
    if (const auto *If = dyn_cast<IfStmt>(S); If && isSelect(If, Body))
      addNested(If, Found);
  return Found;
}

} // namespace paracodex
