//===- StepBindings.cpp ---------------------------------------------------===//
#include "passes/model/StepBindings.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/ModelContext.h"
#include "passes/model/SymbolKey.h"

#include "clang/AST/StmtOpenMP.h"

using namespace clang;

namespace paracodex {

namespace {

/// A clause that could make the region's stores visible outside it (map,
/// reduction, lastprivate, linear, ...) names \p V, or `defaultmap` may.
bool clauseCouldExport(const VarDecl *V, const StepBindingScope &Scope) {
  for (const OMPExecutableDirective *Level : Scope.Chain)
    for (const OMPClause *Clause : Level->clauses()) {
      if (isa<OMPDefaultmapClause>(Clause))
        return true;
      if (isa<OMPPrivateClause>(Clause) || isa<OMPFirstprivateClause>(Clause) ||
          isa<OMPSharedClause>(Clause))
        continue;
      for (const Stmt *Child : const_cast<OMPClause *>(Clause)->children())
        if (Child)
          for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(Child))
            if (Ref->getDecl() == V)
              return true;
    }
  return false;
}

/// The variable \p S assigns with `=` when it is an integer scalar declared
/// outside the region, else null.
const VarDecl *assignedOuterScalar(const ModelContext &M, const Stmt *S,
                                   const StepBindingScope &Scope) {
  const auto *Assign = dyn_cast<BinaryOperator>(S);
  if (!Assign || Assign->getOpcode() != BO_Assign)
    return nullptr;
  const auto *Ref = dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParens());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || V->hasGlobalStorage() || !V->getType()->isIntegerType() ||
      V->getType().isVolatileQualified() || Scope.LoopVars.count(V))
    return nullptr;
  unsigned Declared = M.offset(V->getLocation());
  if (Scope.Begin <= Declared && Declared < Scope.End)
    return nullptr; // a local of the region: RegionBuilder's own bindings
  return V;
}

bool isStepBinding(const ModelContext &M, const Stmt *S, const CompoundStmt *Block,
                   const StepBindingScope &Scope, const AffineBindings &Bindings,
                   std::optional<AffineExpr> &Value) {
  const VarDecl *V = assignedOuterScalar(M, S, Scope);
  if (!V || clauseCouldExport(V, Scope))
    return false;
  const auto *Assign = cast<BinaryOperator>(S);
  if (!bindsExactly(V->getType(), Assign->getRHS(), M.Context))
    return false;
  // One store in the whole region: this one.
  unsigned Stores = 0;
  for (const Expr *Target : *Scope.Stores)
    if (referencedDecl(Target) == V)
      ++Stores;
  if (Stores != 1)
    return false;
  // Every use follows the store in the same iteration of the same loop.
  unsigned After = M.offset(S->getEndLoc()), BlockEnd = M.offset(Block->getRBracLoc());
  const Expr *Lhs = Assign->getLHS()->IgnoreParens();
  for (const DeclRefExpr *Ref : *Scope.Refs) {
    if (Ref->getDecl() != V || Ref == Lhs)
      continue;
    unsigned At = M.offset(Ref->getLocation());
    if (At <= After || At >= BlockEnd)
      return false;
  }
  // The value: affine in the enclosing loops' variables, earlier bindings
  // and scalars the region does not change.
  const Expr *Rhs = Assign->getRHS();
  for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(Rhs)) {
    const auto *Used = dyn_cast<VarDecl>(Ref->getDecl());
    if (!Used)
      continue;
    if (Scope.EnclosingLoopVars.count(Used) || Bindings.count(symbolKey(Used)))
      continue;
    if (Scope.LoopVars.count(Used))
      return false; // a loop not around the assignment
    for (const Expr *Target : *Scope.Stores)
      if (referencedDecl(Target) == Used)
        return false;
  }
  Value = toAffine(Rhs, M.Context, Bindings);
  return Value.has_value();
}

} // namespace

size_t takeStepBindings(const ModelContext &M, const CompoundStmt *Block,
                        const StepBindingScope &Scope, AffineBindings &Bindings,
                        std::set<const VarDecl *> &Bound) {
  size_t Taken = 0;
  for (const Stmt *S : Block->body()) {
    std::optional<AffineExpr> Value;
    if (!isStepBinding(M, S, Block, Scope, Bindings, Value))
      break;
    const VarDecl *V = assignedOuterScalar(M, S, Scope);
    Bindings[symbolKey(V)] = *Value;
    Bound.insert(V);
    ++Taken;
  }
  return Taken;
}

} // namespace paracodex
