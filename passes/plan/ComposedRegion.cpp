//===- ComposedRegion.cpp -------------------------------------------------===//
#include "passes/plan/ComposedRegion.h"

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

llvm::Error notComposed(const std::string &Why) {
  return llvm::createStringError(std::errc::invalid_argument, "%s", Why.c_str());
}

template <typename T> void appendNew(std::vector<T> &To, const std::vector<T> &From) {
  for (const T &X : From)
    if (std::find(To.begin(), To.end(), X) == To.end())
      To.push_back(X);
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
    // iteration that wrote the element, in the order the producer has them
    // (a producer composed before holds its own producers' accesses, each
    // standing for one of its reads of a temporary: in the value when that
    // read is).
    const ProducerIteration *Origin = originOf(C, A);
    if (!Origin)
      return notComposed("a read of `" + A.Array.name() + "` has no producer iteration");
    for (ArrayAccess &Moved : valueAccessesFor(P, A, *Origin, C.Temporaries))
      Fused.Accesses.push_back(std::move(Moved));
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
