//===- CodeScan.cpp -------------------------------------------------------===//
#include "passes/model/CodeScan.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace paracodex {

namespace {

class Scanner : public RecursiveASTVisitor<Scanner> {
  using Base = RecursiveASTVisitor<Scanner>;

public:
  explicit Scanner(CodeScan &Out) : Out(Out) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    Out.Refs.push_back(E);
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    Out.Decls.push_back(V);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      noteAssigned(B->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      noteAssigned(U->getSubExpr());
    return true;
  }
  bool VisitContinueStmt(ContinueStmt *) {
    Out.OwnContinue |= LoopDepth == 0;
    return true;
  }
  // A `continue` inside these belongs to them.
  bool TraverseForStmt(ForStmt *S) {
    return inLoop([&] { return Base::TraverseForStmt(S); });
  }
  bool TraverseWhileStmt(WhileStmt *S) {
    return inLoop([&] { return Base::TraverseWhileStmt(S); });
  }
  bool TraverseDoStmt(DoStmt *S) {
    return inLoop([&] { return Base::TraverseDoStmt(S); });
  }

private:
  CodeScan &Out;
  unsigned LoopDepth = 0;

  template <class F> bool inLoop(F Traverse) {
    ++LoopDepth;
    bool Result = Traverse();
    --LoopDepth;
    return Result;
  }
  void noteAssigned(const Expr *E) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      Out.Assigned.push_back(Ref);
  }
};

} // namespace

CodeScan CodeScan::of(const Stmt *S) {
  CodeScan Result;
  Scanner(Result).TraverseStmt(const_cast<Stmt *>(S));
  return Result;
}

VarSet CodeScan::vars() const {
  VarSet Vars;
  for (const DeclRefExpr *Ref : Refs)
    Vars.insert(Ref->getDecl());
  return Vars;
}

} // namespace paracodex
