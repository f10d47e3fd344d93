//===- ReductionDecision.cpp ----------------------------------------------===//
#include "passes/plan/ReductionDecision.h"

#include "passes/model/CollectNodes.h"
#include "passes/model/SymbolKey.h"
#include "passes/plan/ScheduleFacts.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"

#include <set>

namespace paracodex {

using namespace clang;

llvm::Error notTwoLevel(const TargetRegion &R, RuleId Rule, const std::string &Why) {
  return llvm::make_error<ScheduleRefusal>(Rule,
                                          "the reduction at line " +
                                              std::to_string(R.Span.Line) +
                                              " keeps its schedule: " + Why);
}

llvm::Expected<ReductionDecision> decideTwoLevel(const TargetRegion &R) {
  const auto *D = R.Directive;
  if (!D || D->getDirectiveKind() != llvm::omp::OMPD_target_teams_distribute_parallel_for)
    return notTwoLevel(R, ReductionFormRule, "only `target teams distribute parallel for` reductions are scheduled");
  if (R.Loops.size() != 1 || R.Collapse != 1 || R.Loops[0].Step != 1 || !R.Loops[0].Stmt ||
      !R.Loops[0].BoundsAffine)
    return notTwoLevel(R, ReductionFormRule, "it is not one unit-step loop with affine bounds");
  for (const OMPClause *C : D->clauses())
    if (!clauseIgnoresShape(C->getClauseKind(), /*LaunchBounds=*/false))
      return notTwoLevel(R, ReductionFormRule, "its `" +
                                std::string(llvm::omp::getOpenMPClauseName(C->getClauseKind())) +
                                "` clause would not mean the same over the new loop");
  const auto *Reduction = D->getSingleClause<OMPReductionClause>();
  if (!Reduction || R.Reductions.size() != 1 || R.Reductions[0].Op != "+")
    return notTwoLevel(R, ReductionFormRule, "it is not one `+` reduction");
  const auto *SumRef = Reduction->varlist_size() == 1
                           ? llvm::dyn_cast<DeclRefExpr>((*Reduction->varlist_begin())->IgnoreParens())
                           : nullptr;
  const auto *Sum = SumRef ? llvm::dyn_cast<VarDecl>(SumRef->getDecl()) : nullptr;
  if (!Sum || !Sum->getType()->isArithmeticType() || Sum->getType()->isAnyComplexType())
    return notTwoLevel(R, ReductionFormRule, "its reduction variable is not one arithmetic scalar");
  if (!R.SideEffects.empty() || !R.ControlFlow.empty() || !R.Escapes.empty() ||
      !R.UnknownWrites.empty() || !R.Calls.empty())
    return notTwoLevel(R, ReductionFormRule, "its body does more than add one term");

  const Stmt *Body = R.InnermostBody;
  if (const auto *Block = llvm::dyn_cast_or_null<CompoundStmt>(Body))
    Body = Block->size() == 1 ? Block->body_front() : nullptr;
  const auto *Add = llvm::dyn_cast_or_null<CompoundAssignOperator>(Body);
  const auto *Lhs = Add ? llvm::dyn_cast<DeclRefExpr>(Add->getLHS()->IgnoreParens()) : nullptr;
  if (!Add || Add->getOpcode() != BO_AddAssign || !Lhs || Lhs->getDecl() != Sum)
    return notTwoLevel(R, ReductionFormRule, "its body is not one `" + Sum->getName().str() + " += term;`");
  const Expr *Term = Add->getRHS();
  // A composed region's term holds its producers' values: their bodies
  // count as the term, but for the stores of the temporaries themselves.
  std::vector<const Stmt *> Parts = {Term};
  std::set<const BinaryOperator *> Temporaries;
  for (const Stmt *Inlined : R.InlinedBodies) {
    Parts.push_back(Inlined);
    const auto *Block = llvm::dyn_cast<CompoundStmt>(Inlined);
    for (const Stmt *S : Block ? std::vector<const Stmt *>(Block->body_begin(), Block->body_end())
                               : std::vector<const Stmt *>{Inlined})
      if (const auto *B = llvm::dyn_cast<BinaryOperator>(S); B && B->getOpcode() == BO_Assign)
        Temporaries.insert(B);
  }
  for (const Stmt *Part : Parts)
    for (const DeclRefExpr *E : collectNodes<DeclRefExpr>(Part))
      if (E->getDecl() == Sum)
        return notTwoLevel(R, ReductionFormRule, "its term reads `" + Sum->getName().str() + "`");
  for (const Stmt *Part : Parts)
    for (const BinaryOperator *B : collectNodes<BinaryOperator>(Part))
      if (B->isAssignmentOp() && !Temporaries.count(B))
        return notTwoLevel(R, ReductionFormRule, "its term stores");
  for (const Stmt *Part : Parts)
    for (const UnaryOperator *U : collectNodes<UnaryOperator>(Part))
      if (U->isIncrementDecrementOp())
        return notTwoLevel(R, ReductionFormRule, "its term increments or decrements a value");

  const LoopInfo &L = R.Loops[0];
  const ForStmt *For = L.Stmt;
  const VarDecl *Var = nullptr;
  if (const auto *Init = llvm::dyn_cast_or_null<DeclStmt>(For->getInit()))
    Var = Init->isSingleDecl() ? llvm::dyn_cast<VarDecl>(Init->getSingleDecl()) : nullptr;
  else if (const auto *Set = llvm::dyn_cast_or_null<BinaryOperator>(For->getInit()))
    if (const auto *Ref = llvm::dyn_cast<DeclRefExpr>(Set->getLHS()->IgnoreParens()))
      Var = llvm::dyn_cast<VarDecl>(Ref->getDecl());
  if (!Var || symbolKey(Var) != L.Var || !Var->getType()->isIntegerType())
    return notTwoLevel(R, ReductionFormRule, "its loop variable is not an integer set by the loop");
  if (!signedLoop(For, Var))
    return notTwoLevel(R, ReductionFormRule, "`" + L.Name + "` or its bounds are not signed integers (a counted "
                          "bound could wrap)");
  return ReductionDecision{Sum, Var, Term};
}

} // namespace paracodex
