//===- ClauseFacts.cpp ----------------------------------------------------===//
#include "passes/legality/ClauseFacts.h"

#include "passes/model/CollectNodes.h"
#include "passes/model/PureFunctions.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringRef.h"

namespace paracodex {

std::vector<const clang::Stmt *> clauseExpressions(const clang::OMPClause *C) {
  std::vector<const clang::Stmt *> Parts;
  for (const clang::Stmt *Child : const_cast<clang::OMPClause *>(C)->children())
    Parts.push_back(Child);
  if (const auto *Pre = clang::OMPClauseWithPreInit::get(C))
    Parts.push_back(Pre->getPreInitStmt());
  return Parts;
}

ClauseFacts clauseFacts(const TargetRegion &R, const clang::ASTContext &Context) {
  ClauseFacts Facts;
  if (!R.Directive)
    return Facts;
  // The pragma's own text: clang moves some clause expressions into
  // captures where the AST no longer shows them, but `++`, `--` and an
  // assignment in a clause are plain to see (`==`, `<=`, `>=`, `!=` are
  // comparisons).
  const clang::SourceManager &SM = Context.getSourceManager();
  clang::SourceLocation B = SM.getExpansionLoc(R.Directive->getBeginLoc());
  clang::SourceLocation E = SM.getExpansionLoc(R.Directive->getEndLoc());
  if (SM.getFileID(B) == SM.getFileID(E) && SM.getFileOffset(B) <= SM.getFileOffset(E)) {
    llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(B));
    llvm::StringRef Pragma =
        Buffer.slice(SM.getFileOffset(B), std::min<size_t>(SM.getFileOffset(E) + 1, Buffer.size()));
    for (size_t I = 0; I < Pragma.size(); ++I) {
      char C = Pragma[I], Next = I + 1 < Pragma.size() ? Pragma[I + 1] : ' ';
      char Prev = I ? Pragma[I - 1] : ' ';
      if ((C == '+' && Next == '+') || (C == '-' && Next == '-') ||
          (C == '=' && Next != '=' && Prev != '=' && Prev != '<' && Prev != '>' && Prev != '!'))
        Facts.HasEffects = true;
    }
  }
  // The clauses of the directives nested in the region count as its own
  // (`target` / `teams` / `distribute parallel for private(s)`: review
  // reproducer nested_consumer_private).
  for (const clang::OMPExecutableDirective *D :
       collectNodes<clang::OMPExecutableDirective>(R.Directive)) {
    for (const clang::OMPClause *C : D->clauses()) {
      // Clauses clang adds itself (a pointer's implicit firstprivate) copy
      // only what the region names anyway.
      if (!C || C->isImplicit())
        continue;
      for (const clang::Stmt *Child : clauseExpressions(C)) {
        if (!Child)
          continue;
        // clang captures some clause expressions (`num_teams(f())` on a
        // combined directive) in a `.capture_expr.` whose initialiser
        // holds the call, or the step: `num_threads(t++)` written by a
        // macro has no `++` in the pragma's text (review 33b).
        std::vector<const clang::Stmt *> Scanned{Child};
        for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(Child))
          if (const auto *Captured = llvm::dyn_cast<clang::OMPCapturedExprDecl>(Ref->getDecl()))
            if (Captured->getInit())
              Scanned.push_back(Captured->getInit());
        for (const clang::Stmt *Part : Scanned) {
          for (const clang::BinaryOperator *B : collectNodes<clang::BinaryOperator>(Part))
            Facts.HasEffects |= B->isAssignmentOp();
          for (const clang::UnaryOperator *U : collectNodes<clang::UnaryOperator>(Part))
            Facts.HasEffects |= U->isIncrementDecrementOp();
        }
        for (const clang::Stmt *Part : Scanned)
          for (const clang::CallExpr *Call : collectNodes<clang::CallExpr>(Part)) {
            if (hasNoEffects(Call) || !Facts.Call.empty())
              continue;
            const clang::FunctionDecl *F = Call->getDirectCallee();
            Facts.Call = F ? F->getNameAsString() : "a function through a pointer";
          }
      }
      auto addVars = [&](const auto *List, bool ArraysOnly) {
        for (const clang::Expr *Item : List->varlists())
          if (const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(Item->IgnoreParenImpCasts()))
            if (const auto *V = llvm::dyn_cast<clang::VarDecl>(Ref->getDecl()))
              if (!ArraysOnly || V->getType()->isArrayType())
                Facts.Copied.insert(V);
      };
      if (const auto *P = llvm::dyn_cast<clang::OMPPrivateClause>(C))
        addVars(P, false);
      else if (const auto *L = llvm::dyn_cast<clang::OMPLastprivateClause>(C))
        addVars(L, false);
      else if (const auto *Red = llvm::dyn_cast<clang::OMPReductionClause>(C))
        addVars(Red, false);
      else if (const auto *Lin = llvm::dyn_cast<clang::OMPLinearClause>(C))
        addVars(Lin, false);
      else if (const auto *FP = llvm::dyn_cast<clang::OMPFirstprivateClause>(C))
        addVars(FP, true);
    }
  }
  return Facts;
}

} // namespace paracodex
