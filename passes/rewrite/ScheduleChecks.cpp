//===- ScheduleChecks.cpp -------------------------------------------------===//
#include "passes/rewrite/ScheduleChecks.h"

#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"

#include <cctype>

namespace paracodex {

bool nameTaken(llvm::StringRef Name, const clang::OMPExecutableDirective &D,
               const clang::Stmt *Nest, ByteRange Range, const SourceText &Text) {
  if (!Text.identifierOffsets(Range, Name).empty())
    return true;
  // A macro of that name, even one #undef'd before the end of the file;
  // a file-scope declaration (a typedef a macro's expansion names, say).
  clang::ASTContext &Ctx = Text.context();
  auto Known = Ctx.Idents.find(Name);
  if (Known != Ctx.Idents.end() && Known->getValue()->hadMacroDefinition())
    return true;
  if (Known != Ctx.Idents.end() &&
      !Ctx.getTranslationUnitDecl()->lookup(clang::DeclarationName(Known->getValue())).empty())
    return true;
  std::vector<const clang::DeclRefExpr *> Refs = collectNodes<clang::DeclRefExpr>(Nest);
  for (const clang::OMPClause *C : D.clauses())
    for (const clang::Stmt *Child : const_cast<clang::OMPClause *>(C)->children())
      if (Child)
        for (const clang::DeclRefExpr *E : collectNodes<clang::DeclRefExpr>(Child))
          Refs.push_back(E);
  for (const clang::DeclRefExpr *E : Refs)
    if (E->getDecl()->getName() == Name)
      return true;
  return false;
}

bool directiveLineIn(const SourceText &Text, unsigned Begin, unsigned End) {
  llvm::StringRef Code = Text.code();
  size_t Line = Code.find('\n', Begin);
  while (Line != llvm::StringRef::npos && Line + 1 < End) {
    size_t Next = Code.find('\n', Line + 1);
    if (Code.slice(Line + 1, Next).ltrim(" \t").starts_with("#"))
      return true;
    Line = Next;
  }
  return false;
}

std::string canonicalSpelling(clang::QualType T, const clang::ASTContext &Ctx) {
  clang::PrintingPolicy Policy(Ctx.getLangOpts());
  return T.getCanonicalType().getUnqualifiedType().getAsString(Policy);
}

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
