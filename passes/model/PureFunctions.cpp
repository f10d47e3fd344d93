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

#include <optional>
#include <set>

using namespace clang;

namespace paracodex {
namespace {

std::string whyNot(const FunctionDecl *F, std::set<const FunctionDecl *> &Visiting) {
  if (std::string Why = whyNotRunsItsOwnBody(F); !Why.empty())
    return Why;
  const FunctionDecl *Def = F->getDefinition();
  if (!isPlainNumber(Def->getReturnType()))
    return "does not return a number";
  for (const ParmVarDecl *P : Def->parameters())
    if (!isPlainNumber(P->getType()))
      return "takes `" + P->getName().str() + "`, which is not a number passed by value";
  if (!Visiting.insert(Def->getCanonicalDecl()).second)
    return "is recursive";
  const Stmt *Body = Def->getBody();
  for (const VarDecl *V : collectNodes<VarDecl>(Body))
    if (!isa<ParmVarDecl>(V) && (!isPlainNumber(V->getType()) || V->isStaticLocal()))
      return "declares `" + V->getName().str() + "`, which is not a local number";
  for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(Body))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      if (std::string Why = whyNotOwnVariable(V, Def); !Why.empty())
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
    if (std::optional<std::string> Why = whyNotLibraryCall(Call)) {
      if (!Why->empty())
        return *Why;
      continue;
    }
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (std::string Why = whyNot(Callee, Visiting); !Why.empty())
      return "calls `" + Callee->getName().str() + "`, which " + Why;
  }
  Visiting.erase(Def->getCanonicalDecl());
  return "";
}

} // namespace

std::optional<std::string> whyNotLibraryCall(const CallExpr *Call) {
  if (!Call->getDirectCallee())
    return std::string("makes an indirect call");
  std::string Library = libraryCallee(Call);
  // The OpenMP queries answer for where the call runs, which a fusion moves.
  if (llvm::StringRef(Library).starts_with("omp_"))
    return "calls `" + Library + "`, whose answer depends on where it runs";
  if (isPureFunction(Library))
    return std::string();
  if (!Library.empty())
    return "calls `" + Library + "`, which may have effects";
  return std::nullopt;
}

bool isPlainNumber(QualType T) {
  return !T.isNull() && !T->isReferenceType() && !T.isVolatileQualified() &&
         (T->isArithmeticType() || T->isEnumeralType());
}

std::string whyNotOwnVariable(const VarDecl *V, const FunctionDecl *F) {
  if (const auto *P = dyn_cast<ParmVarDecl>(V))
    return P->getDeclContext() == F ? "" : "names another function's parameter";
  // (A block-scope `extern double g[];` is a local declaration of a
  // global: review 29, r29_extern_in_helper.)
  if (V->isLocalVarDecl() && V->hasLocalStorage())
    return "";
  if (V->hasGlobalStorage() && V->getType().isConstQualified() && isPlainNumber(V->getType()))
    return "";
  return "reads `" + V->getName().str() + "`, which it does not own and which may change";
}

std::string whyNotRunsItsOwnBody(const FunctionDecl *F) {
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
  // Several bodies under one name, chosen by the processor (review 29,
  // r29_target_multiversion), or one clang adds calls to: a local's
  // cleanup function runs with no call in the body (r29_cleanup_local).
  if (Def->isMultiVersion() || Def->hasAttr<TargetAttr>() || Def->hasAttr<TargetClonesAttr>() ||
      Def->hasAttr<CPUDispatchAttr>() || Def->hasAttr<CPUSpecificAttr>())
    return "has several bodies, one chosen by the processor";
  if (!Def->hasPrototype() && Def->getNumParams() > 0)
    return "has no prototype (its arguments are not converted to its parameters)";
  for (const VarDecl *V : collectNodes<VarDecl>(Def->getBody()))
    if (V->hasAttr<CleanupAttr>())
      return "declares `" + V->getName().str() + "` with a cleanup function";
  return "";
}

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
