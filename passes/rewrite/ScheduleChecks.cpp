//===- ScheduleChecks.cpp -------------------------------------------------===//
#include "passes/rewrite/ScheduleChecks.h"

#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

#include <cctype>

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

bool usesSpelledIn(const clang::Expr *E, const clang::VarDecl *Var, ByteRange Range,
                   const std::string &Name, const SourceText &Text) {
  const clang::SourceManager &SM = Text.sourceManager();
  unsigned Uses = 0;
  for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(E)) {
    if (Ref->getDecl() != Var)
      continue;
    ++Uses;
    clang::SourceLocation Where = SM.getSpellingLoc(Ref->getLocation());
    if (!SM.isInMainFile(Where) || !Range.contains(SM.getFileOffset(Where)))
      return false;
  }
  return Uses == Text.identifierOffsets(Range, Name).size();
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

std::string wideText(const AffineExpr &E) {
  std::string S = E.str(), Out;
  for (size_t I = 0; I < S.size();) {
    if (std::isalpha(static_cast<unsigned char>(S[I])) || S[I] == '_') {
      // A C++ qualified name (`g::n`) is one operand.
      size_t J = I;
      while (J < S.size() && (std::isalnum(static_cast<unsigned char>(S[J])) || S[J] == '_' ||
                              (S[J] == ':' && J + 1 < S.size() && S[J + 1] == ':')))
        J += S[J] == ':' ? 2 : 1;
      Out += "((long long)(" + S.substr(I, J - I) + "))";
      I = J;
    } else if (std::isdigit(static_cast<unsigned char>(S[I]))) {
      size_t J = I;
      while (J < S.size() && std::isdigit(static_cast<unsigned char>(S[J])))
        ++J;
      Out += S.substr(I, J - I) + "LL";
      I = J;
    } else {
      Out += S[I++];
    }
  }
  return "(" + Out + ")";
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
