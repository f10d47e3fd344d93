//===- Allocations.cpp ----------------------------------------------------===//
#include "passes/model/Allocations.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/ModelContext.h"
#include "passes/model/PureFunctions.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

#include <set>

using namespace clang;

namespace paracodex {

Allocation allocationByName(const std::string &Callee) {
  if (Callee == "malloc" || Callee == "aligned_alloc")
    return Allocation::Malloc;
  if (Callee == "calloc")
    return Allocation::Calloc;
  if (Callee == "omp_target_alloc")
    return Allocation::OmpTargetAlloc;
  return Allocation::Unknown;
}

Allocation allocationOf(const Expr *Init) {
  // C++ `new double[n]`: a fresh array, like malloc (freed by `delete[]`).
  if (const auto *New = dyn_cast<CXXNewExpr>(stripCasts(Init)))
    return New->isArray() && !New->getNumPlacementArgs() ? Allocation::Malloc
                                                        : Allocation::Unknown;
  const auto *Call = dyn_cast<CallExpr>(stripCasts(Init));
  if (!Call)
    return Allocation::Unknown;
  Allocation Direct = allocationByName(libraryCallee(Call));
  if (Direct != Allocation::Unknown)
    return Direct;
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->hasBody() || !whyNotRunsItsOwnBody(Callee).empty())
    return Allocation::Unknown; // (review 29, r29_alloc_wrapper_multiversion)
  return wrappedAllocation(Callee);
}

bool changedIn(const VarDecl *V, const Stmt *Body) {
  for (const BinaryOperator *B : collectNodes<BinaryOperator>(Body))
    if (B->isAssignmentOp() && referencedDecl(B->getLHS()) == V)
      return true;
  for (const UnaryOperator *U : collectNodes<UnaryOperator>(Body))
    if ((U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf) &&
        referencedDecl(U->getSubExpr()) == V)
      return true;
  return false;
}

/// Whether every mention of \p V in \p F's body is the value of a return,
/// a test against null (`p == NULL`, `!p`, `if (p)`) or inside `sizeof`.
static bool onlyReturned(const VarDecl *V, const FunctionDecl *F) {
  ASTContext &Context = F->getASTContext();
  std::set<const Expr *> Returned;
  for (const ReturnStmt *R : collectNodes<ReturnStmt>(F->getBody()))
    if (R->getRetValue())
      Returned.insert(stripCasts(R->getRetValue()));
  auto isNull = [&](const Expr *E) {
    return E->IgnoreParenCasts()->isNullPointerConstant(
               Context, Expr::NPC_ValueDependentIsNotNull) != Expr::NPCK_NotNull;
  };
  for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(F->getBody())) {
    if (Ref->getDecl() != V || Returned.count(Ref))
      continue;
    bool InSizeof = false;
    for (const Stmt *S = parentPastCasts(Ref, Context); S && !InSizeof;
         S = parentPastCasts(S, Context))
      if (const auto *Size = dyn_cast<UnaryExprOrTypeTraitExpr>(S))
        InSizeof = !Size->getTypeOfArgument()->isVariablyModifiedType();
    if (InSizeof)
      continue;
    const Stmt *Up = parentPastCasts(Ref, Context);
    if (const auto *Not = dyn_cast_or_null<UnaryOperator>(Up); Not && Not->getOpcode() == UO_LNot)
      continue;
    if (const auto *If = dyn_cast_or_null<IfStmt>(Up);
        If && If->getCond()->IgnoreParenImpCasts() == Ref)
      continue;
    if (const auto *Cmp = dyn_cast_or_null<BinaryOperator>(Up); Cmp && Cmp->isEqualityOp()) {
      const Expr *Other = Cmp->getLHS()->IgnoreParenImpCasts() == Ref ? Cmp->getRHS()
                                                                       : Cmp->getLHS();
      if (isNull(Other))
        continue;
    }
    return false;
  }
  return true;
}

Allocation wrappedAllocation(const FunctionDecl *F) {
  Allocation Result = Allocation::Unknown;
  for (const ReturnStmt *R : collectNodes<ReturnStmt>(F->getBody())) {
    if (!R->getRetValue())
      return Allocation::Unknown;
    const Expr *Value = stripCasts(R->getRetValue());
    Allocation This = Allocation::Unknown;
    if (const auto *Call = dyn_cast<CallExpr>(Value))
      This = allocationByName(libraryCallee(Call));
    else if (const auto *V = dyn_cast_or_null<VarDecl>(referencedDecl(Value)))
      // The returned variable holds its initializer only if nothing
      // assigns it again (review reproducer alloc_wrapper_reassigned:
      // `q = pool; return q;`).
      // It must be a local of its own (a static local hands every call the
      // same buffer) that only the returns name (`g = q;` keeps a second
      // name for the storage): review 32b, wrap_static_local, wrap_escape.
      if (V->hasInit() && V->hasLocalStorage() && !changedIn(V, F->getBody()) &&
          onlyReturned(V, F))
        if (const auto *Call = dyn_cast<CallExpr>(stripCasts(V->getInit())))
          This = allocationByName(libraryCallee(Call));
    if (This == Allocation::Unknown ||
        (Result != Allocation::Unknown && Result != This))
      return Allocation::Unknown;
    Result = This;
  }
  return Result;
}

namespace {

/// Whether \p E is the parameter \p P, or `*P` when \p ThroughAddress.
bool namesFreed(const Expr *E, const ParmVarDecl *P, bool ThroughAddress) {
  E = E->IgnoreParenImpCasts();
  if (ThroughAddress) {
    const auto *U = dyn_cast<UnaryOperator>(E);
    if (!U || U->getOpcode() != UO_Deref)
      return false;
    E = U->getSubExpr()->IgnoreParenImpCasts();
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  return Ref && Ref->getDecl() == P;
}

/// Whether the body of \p F, whose one parameter is \p P, only frees what
/// \p P holds (see freesOnly): every statement is a block, an if, an empty
/// statement or a `return;`, and every expression a `free` of it, an
/// assignment of null to it, a test of it against null, or part of them.
bool onlyFrees(const FunctionDecl *F, const ParmVarDecl *P, bool ThroughAddress) {
  ASTContext &Context = F->getASTContext();
  auto isNull = [&](const Expr *E) {
    return E->isNullPointerConstant(Context, Expr::NPC_ValueDependentIsNotNull) !=
           Expr::NPCK_NotNull;
  };
  bool Frees = false;
  // Each expression that is one of the allowed whole forms; their parts
  // are then allowed as well.
  std::set<const Stmt *> Allowed;
  auto allow = [&](const Stmt *Root) {
    for (const Stmt *S : collectNodes<Stmt>(Root))
      Allowed.insert(S);
    Allowed.insert(Root);
  };
  for (const Stmt *S : collectNodes<Stmt>(F->getBody())) {
    if (Allowed.count(S))
      continue;
    if (isa<CompoundStmt, NullStmt>(S))
      continue;
    if (const auto *R = dyn_cast<ReturnStmt>(S)) {
      if (R->getRetValue())
        return false;
      continue;
    }
    if (const auto *If = dyn_cast<IfStmt>(S)) {
      if (If->getInit() || If->getConditionVariable())
        return false;
      const Expr *Cond = If->getCond()->IgnoreParenImpCasts();
      bool Test = namesFreed(Cond, P, ThroughAddress);
      if (const auto *U = dyn_cast<UnaryOperator>(Cond); U && U->getOpcode() == UO_LNot)
        Test = namesFreed(U->getSubExpr(), P, ThroughAddress);
      if (const auto *B = dyn_cast<BinaryOperator>(Cond); B && B->isEqualityOp())
        Test = (namesFreed(B->getLHS(), P, ThroughAddress) && isNull(B->getRHS())) ||
               (namesFreed(B->getRHS(), P, ThroughAddress) && isNull(B->getLHS()));
      if (!Test)
        return false;
      allow(If->getCond());
      continue;
    }
    if (const auto *Call = dyn_cast<CallExpr>(S)) {
      if (libraryCallee(Call) != "free" || Call->getNumArgs() != 1 ||
          !namesFreed(Call->getArg(0), P, ThroughAddress))
        return false;
      Frees = true;
      allow(Call);
      continue;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(S);
        B && ThroughAddress && B->getOpcode() == BO_Assign &&
        namesFreed(B->getLHS(), P, true) && isNull(B->getRHS())) {
      allow(B);
      continue;
    }
    return false;
  }
  return Frees;
}

} // namespace

bool freesOnly(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || Call->getNumArgs() != 1 || !libraryCallee(Call).empty())
    return false;
  const FunctionDecl *Def = Callee->getDefinition();
  if (!Def || !Def->hasBody() || Def->getNumParams() != 1 || !Def->getReturnType()->isVoidType() ||
      !whyNotRunsItsOwnBody(Def).empty())
    return false;
  const ParmVarDecl *P = Def->getParamDecl(0);
  const Expr *Bare = Call->getArg(0)->IgnoreParenImpCasts();
  bool ThroughAddress = false;
  if (const auto *U = dyn_cast<UnaryOperator>(Bare); U && U->getOpcode() == UO_AddrOf) {
    ThroughAddress = true;
    Bare = U->getSubExpr()->IgnoreParenImpCasts();
  }
  if (!isa<DeclRefExpr>(Bare))
    return false;
  return P->getType()->isPointerType() &&
         (!ThroughAddress || P->getType()->getPointeeType()->isPointerType()) &&
         onlyFrees(Def, P, ThroughAddress);
}

bool isFreedThroughAddress(const UnaryOperator *AddrOf, ASTContext &Context) {
  const Stmt *Cur = AddrOf;
  while (true) {
    auto Parents = Context.getParents(*Cur);
    const Stmt *P = Parents.size() == 1 ? Parents[0].get<Stmt>() : nullptr;
    if (P && (isa<ParenExpr>(P) || isa<ImplicitCastExpr>(P))) {
      Cur = P;
      continue;
    }
    const auto *Call = dyn_cast_or_null<CallExpr>(P);
    return Call && Call->getNumArgs() == 1 && Call->getArg(0) == Cur && freesOnly(Call);
  }
}

void markAllocatedByAssignment(const ModelContext &M, FunctionModel &F) {
  for (auto &[Name, A] : F.Arrays) {
    const auto *V = dyn_cast_or_null<VarDecl>(A.Decl);
    // A static local pointer (`static double *z1;` in ParaCodex's interp)
    // keeps its value between calls, but only its function names it: when
    // each call assigns it first, no call sees another call's array.
    bool StaticLocal = V && V->isStaticLocal();
    if (A.Alloc != Allocation::Unknown || !V || isa<ParmVarDecl>(V) ||
        (V->hasGlobalStorage() && !StaticLocal) || !V->getType()->isPointerType() ||
        (V->hasInit() && !M.isNullPointer(V->getInit())))
      continue;
    const BinaryOperator *Assignment = nullptr;
    unsigned Assignments = 0;
    for (const HostUse &U : A.HostUses) {
      if (U.What == HostUse::Escape && U.Detail == "pointer reassigned")
        ++Assignments;
      if (U.What == HostUse::Allocate && U.Detail == "assignment") {
        ++Assignments;
        Assignment = dyn_cast_or_null<BinaryOperator>(U.Statement);
      }
    }
    if (Assignments != 1 || !Assignment)
      continue;
    // Assigned before any region uses it, in the function's own block.
    bool BeforeRegions = true;
    for (const TargetRegion &R : F.Regions)
      BeforeRegions &= M.offset(Assignment->getBeginLoc()) < R.Span.Begin;
    if (!BeforeRegions || !isa_and_nonnull<CompoundStmt>(M.parentStmt(Assignment)))
      continue;
    if (StaticLocal) {
      unsigned At = M.offset(Assignment->getBeginLoc());
      // The assignment is a statement of the function's own body (not of a
      // branch), every other use comes after it, and the pointer's address
      // is never taken.
      bool First = M.parentStmt(Assignment) == F.Decl->getBody();
      for (const HostUse &U : A.HostUses)
        First &= U.Statement == Assignment || U.Loc.Begin >= At;
      for (const UnaryOperator *U : collectNodes<UnaryOperator>(F.Decl->getBody()))
        if (U->getOpcode() == UO_AddrOf && referencedDecl(U->getSubExpr()) == V)
          First = false;
      for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(F.Decl->getBody()))
        First &= Ref->getDecl() != V || M.offset(Ref->getBeginLoc()) >= At;
      if (!First)
        continue;
    }
    A.Alloc = allocationOf(Assignment->getRHS());
    HostUse Declaration{HostUse::Allocate, "", "declaration", M.span(V->getSourceRange())};
    for (const DynTypedNode &P : M.Context.getParents(*V))
      if (const auto *DS = P.get<DeclStmt>())
        Declaration.Statement = DS;
    A.HostUses.push_back(Declaration);
  }
}

} // namespace paracodex
