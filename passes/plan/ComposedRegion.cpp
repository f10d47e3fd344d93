//===- ComposedRegion.cpp -------------------------------------------------===//
#include "passes/plan/ComposedRegion.h"

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

llvm::Error notComposed(const std::string &Why) {
  return llvm::createStringError(std::errc::invalid_argument, "%s", Why.c_str());
}

template <typename T> void appendNew(std::vector<T> &To, const std::vector<T> &From) {
  for (const T &X : From)
    if (std::find(To.begin(), To.end(), X) == To.end())
      To.push_back(X);
}

/// \p A, a producer access, at the producer iteration \p Origin: each
/// producer loop variable replaced by its value in the consumer's terms.
ArrayAccess atOrigin(const ArrayAccess &A, const ProducerIteration &Origin) {
  ArrayAccess Moved = A;
  for (const auto &[Var, Value] : Origin.ProducerVarValues) {
    for (AffineExpr &S : Moved.Subscripts)
      S = S.substitute(Var, Value);
    if (Moved.FlatIndex)
      Moved.FlatIndex = Moved.FlatIndex->substitute(Var, Value);
  }
  return Moved;
}

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

/// The expressions that make the value the producer stores in \p T: its
/// assignment's right side, and the values of the producer's own locals
/// and private scalars that side uses (followed through those that use
/// others; for a local an if chooses, every value it may take and the
/// conditions that choose).
std::set<const clang::Expr *> valueOf(const TargetRegion &P, const ArrayId &T) {
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

} // namespace

llvm::Expected<FunctionModel> composeFusion(const FunctionModel &F, const Candidate &C,
                                            const FusionPlan &Plan, ComposeAs As) {
  if (!C.legal())
    return notComposed("the pair is refused");
  // A map-reduce fusion is the inline one applied to a reduction's body.
  const std::string Strategy = Plan.Chosen ? Plan.Chosen->name() : "";
  if (C.Kind != CandidateKind::Vertical && C.Kind != CandidateKind::MapReduce)
    return notComposed(std::string("a ") + candidateKindName(C.Kind) +
                       " fusion is not composed yet");
  if (Strategy != (C.Kind == CandidateKind::Vertical ? "inline" : "map-reduce"))
    return notComposed(std::string("a ") + strategyName(Plan.Chosen) +
                       " fusion changes the loop nest, and is not composed yet");
  if (!C.OverlapChecks.empty() && As != ComposeAs::RegionAlone)
    return notComposed("a fusion under a run-time overlap test moves the region into the "
                       "test's branch, and is not composed yet");
  if ((sharesProducer(C) || !C.OtherProducerWrites.empty()) && As != ComposeAs::RegionAlone)
    return notComposed("a producer fused into several consumers is not composed yet");
  const TargetRegion &P = *C.Producer, &Q = *C.Consumer;
  std::set<ArrayId> Temporaries(C.Temporaries.begin(), C.Temporaries.end());

  TargetRegion Fused = Q;
  Fused.Accesses.clear();
  // Under an overlap test the fused region is the test's branch, where the
  // producer was.
  if (!C.OverlapChecks.empty())
    Fused.GuardTestOffset = P.Span.Begin;
  for (const ArrayAccess &A : Q.Accesses) {
    if (!Temporaries.count(A.Array)) {
      Fused.Accesses.push_back(A);
      continue;
    }
    // A read of a temporary: the producer's other accesses at the
    // iteration that wrote the element, in the order the producer has them.
    const ProducerIteration *Origin = nullptr;
    auto It = C.ReadOrigins.find(A.Array);
    if (It != C.ReadOrigins.end())
      for (const ProducerIteration &O : It->second)
        if (O.Read == &A)
          Origin = &O;
    if (!Origin)
      return notComposed("a read of `" + A.Array.name() + "` has no producer iteration");
    // A producer composed before holds its own producers' accesses, each
    // standing for one of its reads of a temporary: in the value when
    // that read is.
    std::set<const clang::Expr *> Value = valueOf(P, A.Array);
    for (const ArrayAccess &PA : P.Accesses)
      if (!Temporaries.count(PA.Array) &&
          (Value.count(PA.Expr) || (PA.StandsFor && Value.count(PA.StandsFor)))) {
        Fused.Accesses.push_back(atOrigin(PA, *Origin));
        // It stands where the read it replaces stood, inside the
        // consumer's loops (the fused text spells it there).
        Fused.Accesses.back().StandsFor = A.Expr;
        Fused.Accesses.back().Loc = A.Loc;
      }
  }
  appendNew(Fused.ScalarInputs, P.ScalarInputs);
  appendNew(Fused.ScalarWrites, P.ScalarWrites);
  appendNew(Fused.Calls, P.Calls);
  appendNew(Fused.SideEffects, P.SideEffects);
  appendNew(Fused.ControlFlow, P.ControlFlow);
  appendNew(Fused.UnknownWrites, P.UnknownWrites);
  appendNew(Fused.IsDevicePtr, P.IsDevicePtr);
  for (const auto &E : P.Escapes)
    if (!Temporaries.count(E.first) &&
        std::find(Fused.Escapes.begin(), Fused.Escapes.end(), E) == Fused.Escapes.end())
      Fused.Escapes.push_back(E);
  for (const MapEntry &M : P.Maps)
    if (!Temporaries.count(M.Array))
      Fused.Maps.push_back(M);
  auto Gone = [&](const ArrayId &X) { return Temporaries.count(X) > 0; };
  // is_device_ptr items are names in the one scope of the fused region.
  std::vector<std::string> GoneNames = namesOf(C.Temporaries);
  Fused.IsDevicePtr.erase(std::remove_if(Fused.IsDevicePtr.begin(), Fused.IsDevicePtr.end(),
                                         [&](const std::string &Name) {
                                           return std::find(GoneNames.begin(), GoneNames.end(),
                                                            Name) != GoneNames.end();
                                         }),
                          Fused.IsDevicePtr.end());
  Fused.Maps.erase(std::remove_if(Fused.Maps.begin(), Fused.Maps.end(),
                                  [&](const MapEntry &M) { return Gone(M.Array); }),
                   Fused.Maps.end());
  if (P.Directive)
    Fused.InlinedFrom.push_back(P.Directive);
  appendNew(Fused.InlinedFrom, P.InlinedFrom);
  if (P.InnermostBody)
    Fused.InlinedBodies.push_back(P.InnermostBody);
  appendNew(Fused.InlinedBodies, P.InlinedBodies);

  FunctionModel Composed = F;
  Composed.Regions.clear();
  for (const TargetRegion &R : F.Regions)
    if (&R == &Q)
      Composed.Regions.push_back(Fused);
    else if (&R != &P)
      Composed.Regions.push_back(R);
  for (const ArrayId &T : C.Temporaries)
    Composed.Arrays.erase(T);
  for (DataDirective &D : Composed.DataDirectives)
    D.Maps.erase(std::remove_if(D.Maps.begin(), D.Maps.end(),
                                [&](const MapEntry &M) { return Gone(M.Array); }),
                 D.Maps.end());
  return Composed;
}

} // namespace paracodex
