//===- CallSites.cpp ------------------------------------------------------===//
#include "passes/legality/CallSites.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"

#include <set>

using namespace clang;

namespace paracodex {

bool allCallsOf(const FunctionDecl *F, std::vector<const CallExpr *> &Calls, std::string &Why) {
  if (F->isExternallyVisible()) {
    Why = "`" + F->getName().str() + "` is not static: callers in other files may pass anything";
    return false;
  }
  ASTContext &Context = F->getASTContext();
  const SourceManager &SM = Context.getSourceManager();
  const FunctionDecl *Canonical = F->getCanonicalDecl();
  unsigned AddressTakenAt = 0;
  Calls.clear();
  for (Decl *D : Context.getTranslationUnitDecl()->decls()) {
    if (const auto *V = dyn_cast<VarDecl>(D); V && V->hasInit()) {
      // Initializers of globals (function-pointer tables) take it too.
      for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(V->getInit()))
        if (const auto *C = dyn_cast<FunctionDecl>(Ref->getDecl());
            C && C->getCanonicalDecl() == Canonical)
          AddressTakenAt = SM.getExpansionLineNumber(Ref->getBeginLoc());
      continue;
    }
    const auto *G = dyn_cast<FunctionDecl>(D);
    if (!G || !G->hasBody() || !G->isThisDeclarationADefinition())
      continue;
    std::set<const DeclRefExpr *> Callees;
    for (const CallExpr *Call : collectNodes<CallExpr>(G->getBody()))
      if (const FunctionDecl *C = Call->getDirectCallee();
          C && C->getCanonicalDecl() == Canonical) {
        Calls.push_back(Call);
        if (const auto *Ref = dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts()))
          Callees.insert(Ref);
      }
    for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(G->getBody()))
      if (const auto *C = dyn_cast<FunctionDecl>(Ref->getDecl());
          C && C->getCanonicalDecl() == Canonical && !Callees.count(Ref))
        AddressTakenAt = SM.getExpansionLineNumber(Ref->getBeginLoc());
  }
  if (AddressTakenAt) {
    Why = "the address of `" + F->getName().str() + "` is taken at line " +
          std::to_string(AddressTakenAt) + ": its callers are unknown";
    return false;
  }
  return true;
}

bool parameterChangedIn(const ParmVarDecl *P, const FunctionDecl *F) {
  if (!F || !F->hasBody())
    return true;
  for (const BinaryOperator *B : collectNodes<BinaryOperator>(F->getBody()))
    if (B->isAssignmentOp() && referencedDecl(B->getLHS()) == P)
      return true;
  for (const UnaryOperator *U : collectNodes<UnaryOperator>(F->getBody()))
    if ((U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) &&
        referencedDecl(U->getSubExpr()) == P)
      return true;
  return false;
}

} // namespace paracodex
