//===- HostScalarWrites.cpp -----------------------------------------------===//
#include "passes/model/HostScalarWrites.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/ModelContext.h"
#include "passes/model/PureFunctions.h"

#include "clang/AST/StmtOpenMP.h"

using namespace clang;

namespace paracodex {

void collectHostScalarWrites(const ModelContext &M, const FunctionDecl *FD, FunctionModel &F) {
  auto inRegionBody = [&](unsigned Off) {
    for (const TargetRegion &R : F.Regions)
      if (R.Span.contains(Off))
        return true;
    return false;
  };
  auto scalar = [](const Expr *E) -> const VarDecl * {
    const auto *V = dyn_cast_or_null<VarDecl>(referencedDecl(E));
    return V && !isArrayLike(V->getType()) ? V : nullptr;
  };
  auto add = [&](const VarDecl *V, const Stmt *At, const char *How) {
    F.HostScalarWrites.push_back({V, M.span(At->getSourceRange()), How});
  };
  // `p.c = 7.0` assigns (a member of) the struct variable `p` (review
  // reproducer struct_member_scalar).
  auto memberRoot = [&](const Expr *E) -> const VarDecl * {
    E = E->IgnoreParenImpCasts();
    bool Member = false;
    while (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (ME->isArrow())
        return nullptr;
      Member = true;
      E = ME->getBase()->IgnoreParenImpCasts();
    }
    return Member ? scalar(E) : nullptr;
  };
  for (const BinaryOperator *B : collectNodes<BinaryOperator>(FD->getBody()))
    if (B->isAssignmentOp() && !inRegionBody(M.offset(B->getBeginLoc()))) {
      if (const VarDecl *V = scalar(B->getLHS()))
        add(V, B, "assigned");
      else if (const VarDecl *Root = memberRoot(B->getLHS()))
        add(Root, B, "assigned");
    }
  // A C++ reference bound to a scalar, or the scalar passed by reference:
  // it may be changed through that name (review reproducer
  // cxx_scalar_reference).
  for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(FD->getBody()))
    if (const VarDecl *V = scalar(Ref))
      if (!M.lvalueStaysPut(Ref)) {
        const Stmt *Up = M.parentStmt(Ref);
        const auto *Addr = dyn_cast_or_null<UnaryOperator>(Up);
        if (!Addr || Addr->getOpcode() != UO_AddrOf) // `&x` is counted below
          add(V, Ref, "has its address taken");
      }
  for (const UnaryOperator *U : collectNodes<UnaryOperator>(FD->getBody())) {
    if (!(U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
      continue;
    const VarDecl *V = scalar(U->getSubExpr());
    if (!V)
      V = memberRoot(U->getSubExpr());
    if (!V)
      continue;
    // `&x` inside a region still lets host code store through it later.
    if (U->getOpcode() == UO_AddrOf)
      add(V, U, "has its address taken");
    else if (!inRegionBody(M.offset(U->getBeginLoc())))
      add(V, U, "incremented or decremented");
  }
  // Stores through a pointer that leads to no array the model knows.
  auto unknownStore = [&](const Expr *Target, const Stmt *At) {
    const Expr *Stripped = stripCasts(Target);
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Stripped)) {
      // A variable itself: a scalar write, or a pointer moved; but a C++
      // reference stores where it was bound (review reproducer
      // cxx_host_reference).
      if (!Ref->getDecl()->getType()->isReferenceType())
        return;
      F.HostUnknownStores.push_back(
          {M.text(Target->getSourceRange()), M.span(At->getSourceRange())});
      return;
    }
    const ValueDecl *Base = nullptr;
    if (const auto *U = dyn_cast<UnaryOperator>(Stripped); U && U->getOpcode() == UO_Deref)
      Base = pointerBase(U->getSubExpr());
    else if (isa<ArraySubscriptExpr>(Stripped) || isa<MemberExpr>(Stripped)) {
      const Expr *E = Stripped;
      while (true) {
        if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
          E = stripCasts(Sub->getBase());
          continue;
        }
        if (const auto *Member = dyn_cast<MemberExpr>(E); Member && !Member->isArrow()) {
          E = stripCasts(Member->getBase());
          continue;
        }
        break;
      }
      Base = isa<MemberExpr>(E) ? nullptr : pointerBase(E);
    }
    if (Base && F.Arrays.count(ArrayId(M.canonical(Base))))
      return; // a host use of a known array
    F.HostUnknownStores.push_back({M.text(Target->getSourceRange()), M.span(At->getSourceRange())});
  };
  for (const BinaryOperator *B : collectNodes<BinaryOperator>(FD->getBody()))
    if (B->isAssignmentOp() && !inRegionBody(M.offset(B->getBeginLoc())))
      unknownStore(B->getLHS(), B);
  for (const UnaryOperator *U : collectNodes<UnaryOperator>(FD->getBody()))
    if (U->isIncrementDecrementOp() && !inRegionBody(M.offset(U->getBeginLoc())))
      unknownStore(U->getSubExpr(), U);
  for (const CallExpr *Call : collectNodes<CallExpr>(FD->getBody())) {
    std::string Name = calleeName(Call), Library = libraryCallee(Call);
    if (!inRegionBody(M.offset(Call->getBeginLoc())) && !hasNoEffects(Call) &&
        Library != "malloc" && Library != "free" && Library != "calloc")
      F.HostCalls.push_back({Name, M.span(Call->getSourceRange())});
  }
  // Clauses that copy values back into a host scalar.
  for (const OMPExecutableDirective *D : collectNodes<OMPExecutableDirective>(FD->getBody())) {
    for (const auto *Map : D->getClausesOfKind<OMPMapClause>()) {
      OpenMPMapClauseKind K = Map->getMapType();
      if (K != OMPC_MAP_from && K != OMPC_MAP_tofrom)
        continue;
      for (const Expr *Item : Map->varlists())
        if (const VarDecl *V = scalar(Item))
          add(V, D, "copied back by a map clause");
    }
    for (const auto *Red : D->getClausesOfKind<OMPReductionClause>())
      for (const Expr *Item : Red->varlists())
        if (const VarDecl *V = scalar(Item))
          add(V, D, "the result of a reduction");
    for (const auto *From : D->getClausesOfKind<OMPFromClause>())
      for (const Expr *Item : From->varlists())
        if (const VarDecl *V = scalar(Item))
          add(V, D, "updated from the device");
  }
}

} // namespace paracodex
