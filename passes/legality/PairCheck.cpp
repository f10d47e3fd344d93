//===- PairCheck.cpp ------------------------------------------------------===//
#include "passes/legality/PairCheck.h"

#include "passes/legality/Legality.h"
#include "passes/legality/ReadCoverage.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/SymbolKey.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>

namespace paracodex {

bool isLocalAllocation(Allocation A) {
  return A == Allocation::Malloc || A == Allocation::Calloc ||
         A == Allocation::OmpTargetAlloc || A == Allocation::LocalArray;
}

bool PairCheck::isTemporaryOfPair(const ArrayId &Array) const {
  return std::find(C.Temporaries.begin(), C.Temporaries.end(), Array) != C.Temporaries.end();
}

std::vector<const ArrayVariable *> PairCheck::temporaryArrays() const {
  std::vector<const ArrayVariable *> Arrays;
  for (const ArrayId &T : C.Temporaries)
    if (const ArrayVariable *A = F.array(T))
      Arrays.push_back(A);
  return Arrays;
}

std::set<ArrayId> PairCheck::producerInputs() const {
  std::set<ArrayId> Inputs;
  for (const ArrayAccess &A : P.Accesses)
    if (A.isRead() && !isTemporaryOfPair(A.Array))
      Inputs.insert(A.Array);
  return Inputs;
}

std::vector<const TargetRegion *> PairCheck::regionsBetween() const {
  std::vector<const TargetRegion *> Between;
  if (!P.Block || P.Block != Q.Block)
    return Between;
  for (const TargetRegion &R : F.Regions)
    if (startsWithin(R.Span, P.Span.End, Q.Span.Begin))
      Between.push_back(&R);
  return Between;
}

bool PairCheck::reachableElsewhere(const ArrayId &X) const {
  const ArrayVariable *AX = F.array(X);
  return !(AX && isLocalAllocation(AX->Alloc) && knownStorage(*AX) &&
           std::none_of(AX->HostUses.begin(), AX->HostUses.end(),
                        [](const HostUse &U) { return U.What == HostUse::Escape; }));
}

const CallerStorageProof &PairCheck::callerProof(const ArrayVariable &A) {
  auto It = CallerProofs.find(&A);
  if (It != CallerProofs.end())
    return It->second;
  CallerStorageProof Proof;
  if (A.Alloc == Allocation::Parameter)
    if (const auto *Parm = llvm::dyn_cast_or_null<clang::ParmVarDecl>(A.Decl))
      Proof = deadAfterEveryCall(Parm);
  return CallerProofs.emplace(&A, std::move(Proof)).first->second;
}

std::string PairCheck::nonAffineBound() const {
  for (const TargetRegion *R : {&P, &Q})
    for (const LoopInfo &L : R->Loops)
      for (const AffineExpr *Bound : {&L.Lower, &L.Last})
        for (const auto &[M, Coefficient] : Bound->terms()) {
          (void)Coefficient;
          if (M.size() < 2)
            continue;
          for (const std::string &S : M)
            if (R->loop(S))
              return std::string(R == &P ? "the producer" : "the consumer") +
                     "'s loop over `" + L.Name + "` (line " + lineOf(L.Span) +
                     ") has a bound, `" + Bound->str() + "`, that multiplies `" +
                     AffineExpr::spelling(S) +
                     "` by another variable: its iterations are not an integer set "
                     "paracodex can compare";
        }
  return "";
}

/// The producer's index and bounds are keyed by declaration, but the values
/// the rewrite substitutes are printed by spelling inside the consumer: a
/// name the consumer declares (a loop variable `k` where the producer's `k`
/// is a parameter) would capture the producer's variable.
std::string PairCheck::nameCapturedByConsumer(const ArrayId &T) const {
  if (!Q.Directive || !describeProducerWriteProblem(P, T).empty())
    return "";
  std::set<std::string> ProducerFree;
  const ArrayAccess *W = producerWrite(P, T);
  for (const AffineExpr &S : W->Subscripts)
    for (const std::string &Sym : S.symbols())
      if (!P.loop(Sym))
        ProducerFree.insert(AffineExpr::spelling(Sym));
  for (const LoopInfo &L : P.Loops)
    for (const AffineExpr *E : {&L.Lower, &L.Last})
      for (const std::string &Sym : E->symbols())
        if (!P.loop(Sym))
          ProducerFree.insert(AffineExpr::spelling(Sym));
  for (const clang::VarDecl *V : collectNodes<clang::VarDecl>(Q.Directive)) {
    std::string Name = V->getName().str();
    if (!ProducerFree.count(Name))
      continue;
    const LoopInfo *L = Q.loop(symbolKey(V));
    return "the producer's index or bounds use `" + Name + "`, and the consumer declares " +
           (L ? "a loop variable" : "a local") + " of that name (line " +
           std::to_string(
               presumedLine(V->getASTContext().getSourceManager(), V->getLocation())) +
           "): they are different variables, and the fused code would name both `" + Name +
           "`";
  }
  return "";
}

} // namespace paracodex
