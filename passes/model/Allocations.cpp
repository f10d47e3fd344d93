//===- Allocations.cpp ----------------------------------------------------===//
#include "passes/model/Allocations.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/ModelContext.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

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
  if (!Callee || !Callee->hasBody())
    return Allocation::Unknown;
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
      if (V->hasInit() && !changedIn(V, F->getBody()))
        if (const auto *Call = dyn_cast<CallExpr>(stripCasts(V->getInit())))
          This = allocationByName(libraryCallee(Call));
    if (This == Allocation::Unknown ||
        (Result != Allocation::Unknown && Result != This))
      return Allocation::Unknown;
    Result = This;
  }
  return Result;
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
