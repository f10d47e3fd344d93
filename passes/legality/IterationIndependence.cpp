//===- IterationIndependence.cpp ------------------------------------------===//
#include "passes/legality/IterationIndependence.h"

#include "passes/legality/AccessSets.h"
#include "passes/legality/CallSiteAliasing.h"
#include "passes/legality/Legality.h"
#include "passes/legality/PairCheck.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/DelinearizeAccesses.h"
#include "passes/model/SymbolKey.h"

#include "clang/AST/Decl.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"

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
    for (const clang::OMPExecutableDirective *D :
         collectNodes<clang::OMPExecutableDirective>(R->Directive))
      for (const clang::OMPClause *C : D->clauses()) {
        // clang's implicit firstprivate of a scalar a region only reads
        // gives every iteration the same value.
        if (!C || C->isImplicit())
          continue;
        addItems<clang::OMPPrivateClause>(C, Keys);
        addItems<clang::OMPFirstprivateClause>(C, Keys);
        addItems<clang::OMPLastprivateClause>(C, Keys);
        addItems<clang::OMPLinearClause>(C, Keys);
      }
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

std::string dependenceAcrossIterations(const FunctionModel &F, const TargetRegion &R) {
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
      return "it binds the reference `" + V->getName().str() + "`";
  unsigned Depth = parallelNestDepth(R);
  if (Depth == 0)
    return "it has no parallel loop nest";
  std::set<std::string> Owned = ownedSymbols({&R});
  for (size_t I = 0; I < R.Accesses.size(); ++I)
    for (size_t J = I; J < R.Accesses.size(); ++J) {
      const ArrayAccess &X = R.Accesses[I], &Y = R.Accesses[J];
      if (!X.isWrite() && !Y.isWrite())
        continue;
      if (X.Array != Y.Array) {
        const ArrayVariable *AX = F.array(X.Array), *AY = F.array(Y.Array);
        if (AX && AY && provablyDistinct(*AX, *AY))
          continue;
        if (AX && AY && AX->Decl && AY->Decl && knownStorage(*AX) && knownStorage(*AY) &&
            distinctAtEveryCall(AX->Decl, AY->Decl).Distinct)
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
