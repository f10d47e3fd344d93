//===- ProducerValueAccesses.cpp ------------------------------------------===//
#include "passes/legality/ProducerValueAccesses.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/Directives.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

#include <algorithm>
#include <map>
#include <set>

namespace paracodex {

namespace {

/// The values the producer's private scalars are set to: the right side of
/// the statement of its body that first assigns each (ProducerValues.h
/// copies a scalar the loop directive makes private as that value).
std::map<const clang::VarDecl *, const clang::Expr *> privateValues(const TargetRegion &P) {
  std::map<const clang::VarDecl *, const clang::Expr *> Values;
  const std::vector<const clang::OMPExecutableDirective *> Chain = nestedChain(P.Directive);
  const std::set<const clang::VarDecl *> Private =
      privateScalars(Chain.empty() ? nullptr : Chain.back());
  const auto *Body = llvm::dyn_cast_or_null<clang::CompoundStmt>(P.InnermostBody);
  if (Private.empty() || !Body)
    return Values;
  for (const clang::Stmt *S : Body->body())
    if (const auto *Assign = llvm::dyn_cast<clang::BinaryOperator>(S))
      if (Assign->getOpcode() == clang::BO_Assign)
        if (const auto *Ref =
                llvm::dyn_cast<clang::DeclRefExpr>(Assign->getLHS()->IgnoreParens()))
          if (const auto *V = llvm::dyn_cast<clang::VarDecl>(Ref->getDecl()))
            if (Private.count(V))
              Values.insert({V, Assign->getRHS()});
  return Values;
}

} // namespace

/// \p A, a producer access, at the producer iteration \p Origin: each
/// producer loop variable replaced by its value in the consumer's terms.
ArrayAccess accessAtOrigin(const ArrayAccess &A, const ProducerIteration &Origin) {
  ArrayAccess Moved = A;
  for (const auto &[Var, Value] : Origin.ProducerVarValues) {
    for (AffineExpr &S : Moved.Subscripts)
      S = S.substitute(Var, Value);
    if (Moved.FlatIndex)
      Moved.FlatIndex = Moved.FlatIndex->substitute(Var, Value);
  }
  return Moved;
}

/// The expressions that make the value the producer stores in \p T: its
/// assignment's right side, and the values of the producer's own locals
/// and private scalars that side uses (followed through those that use
/// others; for a local an if chooses, every value it may take and the
/// conditions that choose).
std::set<const clang::Expr *> producerValueOf(const TargetRegion &P, const ArrayId &T) {
  std::set<const clang::Expr *> Nodes;
  std::vector<const clang::Expr *> Work;
  for (const ArrayAccess &A : P.Accesses)
    if (A.Array == T && A.isWrite())
      if (const auto *Store = llvm::dyn_cast_or_null<clang::BinaryOperator>(A.Assignment))
        Work.push_back(storedValue(Store));
  std::set<const clang::VarDecl *> Own, Followed;
  const std::map<const clang::VarDecl *, const clang::Expr *> PrivateValue = privateValues(P);
  // A local an if chooses (LocalSelects.h) takes its value from every
  // assignment to it in the if's branches, under the if's condition.
  std::multimap<const clang::VarDecl *, const clang::Expr *> ChosenValue;
  for (const ControlStatement &S : P.ControlFlow) {
    const auto *If = llvm::dyn_cast_or_null<clang::IfStmt>(S.Statement);
    if (!S.LocalSelect || !If)
      continue;
    for (const clang::Stmt *Branch : {If->getThen(), If->getElse()})
      for (const clang::BinaryOperator *B : collectNodes<clang::BinaryOperator>(Branch))
        if (B->isAssignmentOp())
          if (const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(B->getLHS()->IgnoreParens()))
            if (const auto *V = llvm::dyn_cast<clang::VarDecl>(Ref->getDecl())) {
              ChosenValue.insert({V, B->getRHS()});
              ChosenValue.insert({V, If->getCond()});
            }
  }
  if (P.Directive)
    for (const clang::VarDecl *V : collectNodes<clang::VarDecl>(P.Directive))
      Own.insert(V);
  while (!Work.empty()) {
    const clang::Expr *E = Work.back();
    Work.pop_back();
    for (const clang::Expr *N : collectNodes<clang::Expr>(E)) {
      Nodes.insert(N);
      const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(N);
      const auto *V = Ref ? llvm::dyn_cast<clang::VarDecl>(Ref->getDecl()) : nullptr;
      if (V && Own.count(V) && (V->getInit() || ChosenValue.count(V)) &&
          Followed.insert(V).second) {
        if (V->getInit())
          Work.push_back(V->getInit());
        auto [Begin, End] = ChosenValue.equal_range(V);
        for (auto It = Begin; It != End; ++It)
          Work.push_back(It->second);
      }
      if (auto It = PrivateValue.find(V); It != PrivateValue.end() && Followed.insert(V).second)
        Work.push_back(It->second);

    }
  }
  return Nodes;
}

std::vector<const ArrayAccess *> producerValueAccesses(const TargetRegion &P, const ArrayId &T) {
  std::set<const clang::Expr *> Value = producerValueOf(P, T);
  std::vector<const ArrayAccess *> Accesses;
  for (const ArrayAccess &A : P.Accesses)
    if (Value.count(A.Expr) || (A.StandsFor && Value.count(A.StandsFor)))
      Accesses.push_back(&A);
  return Accesses;
}

const ProducerIteration *originOf(const Candidate &C, const ArrayAccess &Read) {
  auto It = C.ReadOrigins.find(Read.Array);
  if (It != C.ReadOrigins.end())
    for (const ProducerIteration &O : It->second)
      if (O.Read == &Read)
        return &O;
  return nullptr;
}

std::vector<ArrayAccess> valueAccessesFor(const TargetRegion &P, const ArrayAccess &Read,
                                          const ProducerIteration &Origin,
                                          const std::vector<ArrayId> &Skip) {
  std::vector<ArrayAccess> Accesses;
  for (const ArrayAccess *PA : producerValueAccesses(P, Read.Array))
    if (std::find(Skip.begin(), Skip.end(), PA->Array) == Skip.end()) {
      Accesses.push_back(accessAtOrigin(*PA, Origin));
      Accesses.back().StandsFor = Read.Expr;
      Accesses.back().Loc = Read.Loc;
    }
  return Accesses;
}

} // namespace paracodex
