//===- IterationIndependence.cpp ------------------------------------------===//
#include "passes/legality/IterationIndependence.h"

#include "passes/legality/AccessSets.h"
#include "passes/legality/Legality.h"
#include "passes/legality/PairCheck.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/DelinearizeAccesses.h"
#include "passes/model/LoopParser.h"
#include "passes/model/SymbolKey.h"

#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

namespace paracodex {

unsigned parallelNestDepth(const TargetRegion &R) {
  unsigned Depth = 0;
  for (const LoopInfo &L : R.Loops)
    Depth += L.InCollapsedNest;
  return Depth;
}

namespace {

template <class ClauseT>
void addItems(const clang::OMPClause *C, std::set<std::string> &Keys) {
  const auto *L = llvm::dyn_cast_or_null<ClauseT>(C);
  if (!L)
    return;
  for (const clang::Expr *E : L->varlists())
    if (const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(E->IgnoreParenImpCasts()))
      Keys.insert(symbolKey(Ref->getDecl()));
}

/// Symbol keys of the items of \p R's written private, firstprivate and
/// lastprivate clauses (and linear ones with \p Linear). clang's implicit
/// firstprivate of a scalar a region only reads gives every iteration the
/// same value, and copies no array.
std::set<std::string> privateItems(const TargetRegion &R, bool Linear) {
  std::set<std::string> Keys;
  for (const clang::OMPExecutableDirective *D :
       collectNodes<clang::OMPExecutableDirective>(R.Directive))
    for (const clang::OMPClause *C : D->clauses()) {
      if (!C || C->isImplicit())
        continue;
      addItems<clang::OMPPrivateClause>(C, Keys);
      addItems<clang::OMPFirstprivateClause>(C, Keys);
      addItems<clang::OMPLastprivateClause>(C, Keys);
      if (Linear)
        addItems<clang::OMPLinearClause>(C, Keys);
    }
  return Keys;
}

/// The body of \p R's innermost parallel loop: what one iteration runs.
const clang::ForStmt *innermostParallelLoop(const TargetRegion &R) {
  const clang::ForStmt *Innermost = nullptr;
  for (const LoopInfo &L : R.Loops)
    if (L.InCollapsedNest)
      Innermost = llvm::dyn_cast_or_null<clang::ForStmt>(L.Stmt);
  return Innermost && Innermost->getBody() ? Innermost : nullptr;
}

/// Whether \p V is an automatic variable declared inside \p Body, of
/// which each run of Body has its own.
bool ownedByEachRun(const clang::VarDecl *V, const clang::Stmt *Body) {
  if (!V || !Body || !V->isLocalVarDecl() || V->isStaticLocal())
    return false;
  const clang::SourceManager &SM = V->getASTContext().getSourceManager();
  clang::SourceRange Inside = Body->getSourceRange();
  return !SM.isBeforeInTranslationUnit(V->getLocation(), Inside.getBegin()) &&
         !SM.isBeforeInTranslationUnit(Inside.getEnd(), V->getLocation());
}

/// One store in a piece of code: the lvalue stored to (lvalueTargets).
struct Stored {
  const clang::Expr *Target;
  /// A compound assignment (`s += x`): the old value is read too.
  bool Compound;
};

std::vector<Stored> storesIn(const clang::Stmt *Code) {
  std::vector<Stored> Result;
  auto add = [&](const clang::Expr *LHS, bool Compound) {
    for (const clang::Expr *Target : lvalueTargets(LHS))
      Result.push_back({Target, Compound});
  };
  for (const clang::BinaryOperator *B : collectNodes<clang::BinaryOperator>(Code))
    if (B->isAssignmentOp())
      add(B->getLHS(), B->isCompoundAssignmentOp());
  for (const clang::UnaryOperator *U : collectNodes<clang::UnaryOperator>(Code))
    if (U->isIncrementDecrementOp())
      add(U->getSubExpr(), true);
  return Result;
}

/// The arrays \p R's clauses give each thread a copy of (private,
/// firstprivate, lastprivate; a pointer's copy still points to the one
/// array, and clang's implicit firstprivate copies only scalars).
std::set<const clang::Decl *> privatised(const TargetRegion &R) {
  std::set<std::string> Keys = privateItems(R, /*Linear=*/false);
  std::set<const clang::Decl *> Result;
  for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(R.Directive))
    if (Ref->getType()->isArrayType() && Keys.count(symbolKey(Ref->getDecl())))
      Result.insert(Ref->getDecl()->getCanonicalDecl());
  return Result;
}

std::string lineText(const ArrayAccess &A) {
  return "`" + A.Text + "` (line " + std::to_string(A.Loc.Line) + ")";
}

} // namespace

std::set<std::string> ownedSymbols(std::initializer_list<const TargetRegion *> Regions) {
  std::set<std::string> Keys;
  for (const TargetRegion *R : Regions) {
    for (const clang::VarDecl *V : R->ScalarWrites)
      Keys.insert(symbolKey(V));
    if (!R->Directive)
      continue;
    // A local of the body that is assigned after its declaration takes
    // more than one value in an iteration (review 35b: `k = 4;` or a
    // `while` loop's `k++` between two uses of y[4*i + k]); one symbol for
    // all its uses would say they meet where they do not. (The loops'
    // own variables are dimensions of the test, erased below.)
    for (const Stored &S : storesIn(R->Directive))
      if (const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(S.Target))
        if (const auto *V = llvm::dyn_cast<clang::VarDecl>(Ref->getDecl()))
          Keys.insert(symbolKey(V));
    std::set<std::string> Private = privateItems(*R, /*Linear=*/true);
    Keys.insert(Private.begin(), Private.end());
  }
  for (const TargetRegion *R : Regions)
    for (const LoopInfo &L : R->Loops)
      Keys.erase(L.Var);
  return Keys;
}

std::string whyNotComparable(const FunctionModel &F, const ArrayAccess &A, const TargetRegion &R,
                             const std::set<std::string> &Owned) {
  for (const AffineExpr &S : A.Subscripts)
    for (const auto &[M, Coefficient] : S.terms())
      for (const std::string &Symbol : M)
        if (Owned.count(Symbol))
          return "`" + AffineExpr::spelling(Symbol) + "` in `" + A.Text +
                 "` is assigned by a region, or each region's own";
  if (A.FlatIndex && A.Subscripts.size() > 1) {
    std::optional<std::vector<Monomial>> Sizes = splitRowSizes(F, A.Array);
    if (!Sizes)
      return "the dimensions `" + A.Text + "` is split into are not known";
    return leavesItsRow(R, A, *Sizes);
  }
  return "";
}

std::string carriedOutsideArrays(const TargetRegion &R) {
  const clang::ForStmt *Innermost = innermostParallelLoop(R);
  if (!R.Directive || !Innermost)
    return "paracodex does not see its loop body";
  const clang::Stmt *Body = Innermost->getBody();
  const clang::VarDecl *LoopVar = loopVariable(Innermost);
  if (!LoopVar)
    return "paracodex does not see its loop variable";
  const clang::ASTContext &Ctx = LoopVar->getASTContext();
  const clang::SourceManager &SM = Ctx.getSourceManager();
  // A reduction's variable that the body only updates (`s += x`, `m = v >
  // m ? v : m`) is each thread's partial result; one read elsewhere
  // (`y[i] = s`) shows which iterations the thread ran before (review 35b).
  auto onlyUpdated = [&](const clang::VarDecl *V) {
    std::set<const clang::DeclRefExpr *> InOwnUpdate;
    for (const clang::BinaryOperator *B : collectNodes<clang::BinaryOperator>(Body)) {
      if (!B->isAssignmentOp())
        continue;
      std::vector<const clang::Expr *> Targets = lvalueTargets(B->getLHS());
      if (Targets.size() != 1 || referencedDecl(Targets.front()) != V)
        continue;
      for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(B))
        InOwnUpdate.insert(Ref);
    }
    for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(Body))
      if (Ref->getDecl()->getCanonicalDecl() == V->getCanonicalDecl() && !InOwnUpdate.count(Ref))
        return false;
    return true;
  };
  auto perIteration = [&](const clang::Expr *Target) {
    bool ThroughMember = false;
    // A member of a local of the iteration is the iteration's too.
    while (const auto *Member = llvm::dyn_cast<clang::MemberExpr>(Target)) {
      if (Member->isArrow())
        return false;
      ThroughMember = true;
      Target = stripCasts(Member->getBase());
    }
    const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(Target);
    const auto *V = Ref ? llvm::dyn_cast<clang::VarDecl>(Ref->getDecl()) : nullptr;
    // A reduction's variable is each thread's own and combined at the end
    // (how it combines is the callers' concern).
    if (V && !ThroughMember && llvm::any_of(R.Reductions, [&](const ReductionItem &Item) {
          return Item.Var && Item.Var->getCanonicalDecl() == V->getCanonicalDecl();
        }))
      return onlyUpdated(V);
    return V && !V->getType()->isReferenceType() && ownedByEachRun(V, Body);
  };
  std::set<const clang::Decl *> Private = privatised(R);
  for (const clang::CXXOperatorCallExpr *Call : collectNodes<clang::CXXOperatorCallExpr>(Body))
    if (Call->isAssignmentOp() || Call->getOperator() == clang::OO_PlusPlus ||
        Call->getOperator() == clang::OO_MinusMinus)
      return "it calls `operator" +
             std::string(clang::getOperatorSpelling(Call->getOperator())) + "`";
  auto spelled = [&](const clang::Expr *E) {
    return clang::Lexer::getSourceText(clang::CharSourceRange::getTokenRange(E->getSourceRange()),
                                       SM, Ctx.getLangOpts())
        .str();
  };
  for (const Stored &S : storesIn(Body)) {
    // An element of an array each thread has a copy of carries a value
    // from one of its iterations to the next (review 35b).
    if (const auto *Element = llvm::dyn_cast<clang::ArraySubscriptExpr>(S.Target)) {
      const clang::ValueDecl *Base = baseVariable(Element);
      if (Base && Private.count(Base->getCanonicalDecl()))
        return "it stores to `" + spelled(S.Target) +
               "`, an element of the copy each thread keeps of `" + Base->getName().str() +
               "`";
      continue;
    }
    if (!perIteration(S.Target))
      return "it stores to `" + spelled(S.Target) +
             "`, which is not an array element or a variable of one iteration";
  }
  for (const clang::OMPExecutableDirective *D : collectNodes<clang::OMPExecutableDirective>(Body))
    return "it nests `#pragma omp " +
           llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str() +
           "` in its loop, whose threads depend on the shape around it";
  return "";
}

std::string dependenceAcrossIterations(const FunctionModel &F, const TargetRegion &R,
                                       bool ProveArraysApart) {
  if (!R.Reductions.empty())
    return "it reduces into `" + R.Reductions.front().Text + "`";
  if (!R.ScalarWrites.empty())
    return "it assigns `" + R.ScalarWrites.front()->getName().str() +
           "`, which every iteration shares";
  if (!R.Calls.empty())
    return "it calls " + R.Calls.front();
  if (!R.UnknownWrites.empty())
    return "it stores through " + R.UnknownWrites.front();
  if (!R.UnknownReads.empty())
    return "it reads through " + R.UnknownReads.front();
  if (!R.Escapes.empty())
    return "it hands " + quoted(R.Escapes.front().first) + " on (" + R.Escapes.front().second + ")";
  for (const std::string &Effect : R.SideEffects)
    if (Effect.rfind("has `#pragma omp", 0) == 0)
      return "it " + Effect;
  if (!R.Directive)
    return "paracodex does not see its directive";
  for (const clang::VarDecl *V : collectNodes<clang::VarDecl>(R.Directive))
    if (V->getType()->isReferenceType())
      return V->getName().empty() ? std::string("it binds references (a structured binding)")
                                  : "it binds the reference `" + V->getName().str() + "`";
  if (std::string Carried = carriedOutsideArrays(R); !Carried.empty())
    return Carried;
  unsigned Depth = parallelNestDepth(R);
  if (Depth == 0)
    return "it has no parallel loop nest";
  std::set<std::string> Owned = ownedSymbols({&R});
  // An array declared (not `static`) in the body of the innermost
  // parallel loop is each iteration's own (carriedOutsideArrays found that
  // loop).
  const clang::Stmt *IterationBody = innermostParallelLoop(R)->getBody();
  auto iterationOwn = [&](const ArrayAccess &A) {
    const ArrayVariable *Array = F.array(A.Array);
    const auto *V = Array ? llvm::dyn_cast_or_null<clang::VarDecl>(Array->Decl) : nullptr;
    return V && V->getType()->isArrayType() && ownedByEachRun(V, IterationBody);
  };
  for (size_t I = 0; I < R.Accesses.size(); ++I)
    for (size_t J = I; J < R.Accesses.size(); ++J) {
      const ArrayAccess &X = R.Accesses[I], &Y = R.Accesses[J];
      if (!X.isWrite() && !Y.isWrite())
        continue;
      if (X.Array == Y.Array && iterationOwn(X))
        continue;
      if (X.Array != Y.Array) {
        if (!ProveArraysApart)
          continue;
        if (provedApart(F.array(X.Array), F.array(Y.Array)).Apart)
          continue;
        return quoted(X.Array) + " and " + quoted(Y.Array) +
               " may be the same memory, and it writes one of them";
      }
      if (X.Expr && Y.Expr && baseVariable(X.Expr) != baseVariable(Y.Expr))
        return lineText(X) + " and " + lineText(Y) + " reach " + quoted(X.Array) +
               " through different names";
      if (std::string Why = whyNotComparable(F, X, R, Owned) + whyNotComparable(F, Y, R, Owned);
          !Why.empty())
        return "paracodex cannot tell which iterations " + lineText(X) + " and " + lineText(Y) +
               " touch: " + Why;
      IterationOverlap Overlap = overlapAcrossIterations(R, X, R, Y, Depth);
      if (Overlap.Result == IterationOverlap::SameIterationOnly)
        continue;
      return lineText(X) + " and " + lineText(Y) +
             (Overlap.Result == IterationOverlap::OtherIterations
                  ? " touch one element at different iterations"
                  : " may meet: paracodex cannot tell where") +
             (Overlap.Detail.empty() ? "" : " (" + Overlap.Detail + ")");
    }
  return "";
}

} // namespace paracodex
