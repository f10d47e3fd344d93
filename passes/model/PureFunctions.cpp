//===- PureFunctions.cpp --------------------------------------------------===//
#include "passes/model/PureFunctions.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <set>

using namespace clang;

namespace paracodex {
namespace {

bool isNumber(QualType T) {
  return !T.isNull() && !T->isReferenceType() && !T.isVolatileQualified() &&
         (T->isArithmeticType() || T->isEnumeralType());
}

/// A variable the body may name: its parameters and non-static locals, and
/// constants of the program (their values never change).
std::string whyNotAllowedVariable(const VarDecl *V, const FunctionDecl *F) {
  if (const auto *P = dyn_cast<ParmVarDecl>(V))
    return P->getDeclContext() == F ? "" : "names another function's parameter";
  if (V->isLocalVarDecl() && !V->isStaticLocal())
    return "";
  if (V->hasGlobalStorage() && V->getType().isConstQualified() && isNumber(V->getType()))
    return "";
  return "reads `" + V->getName().str() + "`, which it does not own and which may change";
}

std::string whyNot(const FunctionDecl *F, std::set<const FunctionDecl *> &Visiting) {
  if (!isUsersOwnFunction(F))
    return "is not a function this file defines";
  const FunctionDecl *Def = F->getDefinition();
  if (isa<CXXMethodDecl>(Def))
    return "is a member function";
  // The body read here may not be the one that runs: a weak definition
  // gives way to another file's, a declare variant to its variant.
  for (const FunctionDecl *D : Def->redecls())
    if (D->hasAttr<WeakAttr>() || D->hasAttr<OMPDeclareVariantAttr>())
      return "may run another body than this one (weak, or with a declare variant)";
  if (Def->isVariadic())
    return "takes a variable number of arguments";
  if (!isNumber(Def->getReturnType()))
    return "does not return a number";
  for (const ParmVarDecl *P : Def->parameters())
    if (!isNumber(P->getType()))
      return "takes `" + P->getName().str() + "`, which is not a number passed by value";
  if (!Visiting.insert(Def->getCanonicalDecl()).second)
    return "is recursive";
  const Stmt *Body = Def->getBody();
  for (const VarDecl *V : collectNodes<VarDecl>(Body))
    if (!isa<ParmVarDecl>(V) && (!isNumber(V->getType()) || V->isStaticLocal()))
      return "declares `" + V->getName().str() + "`, which is not a local number";
  for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(Body))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      if (std::string Why = whyNotAllowedVariable(V, Def); !Why.empty())
        return Why;
  for (const Expr *E : collectNodes<Expr>(Body)) {
    if (E->getType().isVolatileQualified())
      return "touches a volatile object";
    if (isa<ArraySubscriptExpr, MemberExpr, CXXThisExpr, CXXNewExpr, CXXDeleteExpr,
            CXXThrowExpr, LambdaExpr, StmtExpr>(E))
      return "reaches memory or does more than compute a number";
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      if (U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf)
        return "takes or follows an address";
  }
  if (!collectNodes<AsmStmt>(Body).empty() || !collectNodes<OMPExecutableDirective>(Body).empty())
    return "has inline assembly or an OpenMP directive";
  for (const CallExpr *Call : collectNodes<CallExpr>(Body)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee)
      return "makes an indirect call";
    std::string Library = libraryCallee(Call);
    // The OpenMP queries answer for where the call runs, which a fusion moves.
    if (llvm::StringRef(Library).starts_with("omp_"))
      return "calls `" + Library + "`, whose answer depends on where it runs";
    if (isPureFunction(Library))
      continue;
    if (!Library.empty())
      return "calls `" + Library + "`, which may have effects";
    if (std::string Why = whyNot(Callee, Visiting); !Why.empty())
      return "calls `" + Callee->getName().str() + "`, which " + Why;
  }
  Visiting.erase(Def->getCanonicalDecl());
  return "";
}

} // namespace

bool isUsersOwnFunction(const FunctionDecl *F) {
  const FunctionDecl *Def = F->getDefinition();
  return Def && Def->hasBody() &&
         !Def->getASTContext().getSourceManager().isInSystemHeader(Def->getLocation()) &&
         !Def->getName().contains("$ompvariant");
}

std::string whyNotPureFunction(const FunctionDecl *F) {
  std::set<const FunctionDecl *> Visiting;
  return whyNot(F, Visiting);
}

bool hasNoEffects(const CallExpr *Call) {
  std::string Library = libraryCallee(Call);
  if (isPureFunction(Library))
    return true;
  const FunctionDecl *Callee = Call->getDirectCallee();
  return Library.empty() && Callee && !Callee->getBuiltinID() &&
         whyNotPureFunction(Callee).empty();
}

} // namespace paracodex
