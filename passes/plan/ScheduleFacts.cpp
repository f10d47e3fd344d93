//===- ScheduleFacts.cpp --------------------------------------------------===//
#include "passes/plan/ScheduleFacts.h"

#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

namespace paracodex {

bool clauseIgnoresShape(llvm::omp::Clause Kind, bool LaunchBounds) {
  using namespace llvm::omp;
  switch (Kind) {
  case OMPC_map:
  case OMPC_collapse:
  case OMPC_reduction:
  case OMPC_firstprivate:
  case OMPC_shared:
  case OMPC_is_device_ptr:
  case OMPC_has_device_addr:
  case OMPC_nowait:
  case OMPC_depend:
  case OMPC_device:
  case OMPC_if:
  case OMPC_default:
  case OMPC_defaultmap:
    return true;
  case OMPC_num_teams:
  case OMPC_thread_limit:
    return LaunchBounds;
  default:
    return false;
  }
}

static bool signedInteger(clang::QualType T) {
  return T->isIntegerType() && T->isSignedIntegerType() && !T->isEnumeralType();
}

bool signedLoop(const clang::ForStmt *For, const clang::VarDecl *Var) {
  if (!Var || !signedInteger(Var->getType()))
    return false;
  const auto *Cond = llvm::dyn_cast_or_null<clang::BinaryOperator>(
      For->getCond() ? For->getCond()->IgnoreParens() : nullptr);
  if (!Cond || !Cond->isComparisonOp() ||
      !signedInteger(Cond->getLHS()->IgnoreParenImpCasts()->getType()) ||
      !signedInteger(Cond->getRHS()->IgnoreParenImpCasts()->getType()) ||
      !signedInteger(Cond->getLHS()->getType()) || !signedInteger(Cond->getRHS()->getType()))
    return false;
  for (const clang::Stmt *Part : {For->getInit(), static_cast<const clang::Stmt *>(Cond)})
    for (const clang::Expr *E : collectNodes<clang::Expr>(Part))
      if (E->getType()->isIntegerType() && !E->getType()->isBooleanType() &&
          !llvm::isa<clang::BinaryOperator>(E) && !signedInteger(E->getType()))
        return false;
  return true;
}

bool hasConditionalReads(const clang::Stmt *Body) {
  for (const clang::BinaryOperator *B : collectNodes<clang::BinaryOperator>(Body))
    if (B->isLogicalOp())
      return true;
  return !collectNodes<clang::AbstractConditionalOperator>(Body).empty() ||
         !collectNodes<clang::UnaryExprOrTypeTraitExpr>(Body).empty() ||
         !collectNodes<clang::GenericSelectionExpr>(Body).empty();
}

std::optional<std::string> declarableScalar(clang::QualType T, const clang::ASTContext &Ctx) {
  clang::QualType C = T.getCanonicalType().getUnqualifiedType();
  if (!C->isBuiltinType() || !C->isArithmeticType())
    return std::nullopt;
  return C.getAsString(clang::PrintingPolicy(Ctx.getLangOpts()));
}

} // namespace paracodex
