//===- RecomputedReads.cpp ------------------------------------------------===//
#include "passes/legality/RecomputedReads.h"

#include "passes/legality/AccessSets.h"
#include "passes/legality/IterationIndependence.h"
#include "passes/legality/LegalityRule.h"
#include "passes/legality/PairCheck.h"
#include "passes/legality/ProducerValueAccesses.h"

#include "clang/AST/Decl.h"

#include <algorithm>
#include <set>
#include <string>

namespace paracodex {

namespace {

/// The vertical rules that say a producer's value can be recomputed where
/// it is read (the others are about retiring the array, which a keep-store
/// fusion does not; whether the second region saw the first's device copy
/// is one-device-copy's, which judges kept arrays whether read or
/// recomputed).
bool judgesRecomputation(const LegalityRule &Rule) {
  static const std::set<std::string> Names = {"affine-write", "covered-reads",
                                              "consumer-reads-only", "pure-producer",
                                              "affine-bounds"};
  return Names.count(Rule.info().Name) > 0;
}

std::string listed(const std::vector<ArrayId> &Arrays) {
  std::string Out;
  for (const ArrayId &A : Arrays)
    Out += (Out.empty() ? "" : ", ") + quoted(A);
  return Out;
}

} // namespace

Candidate recomputationOf(const Candidate &C) {
  Candidate V = C;
  V.Kind = CandidateKind::Vertical;
  V.Temporaries = C.Recomputed;
  V.Kept.clear();
  V.Recomputed.clear();
  V.OverlapChecks.clear();
  V.Refusals.clear();
  V.Facts.clear();
  return V;
}

std::optional<Candidate> judgeRecomputingPair(const FunctionModel &F, const TargetRegion &P,
                                              const TargetRegion &Q,
                                              const std::vector<ArrayId> &Kept) {
  unsigned Depth = parallelNestDepth(P);
  if (Depth == 0 || Depth != parallelNestDepth(Q) || !F.Decl)
    return std::nullopt;
  std::vector<ArrayId> Recomputed;
  for (const ArrayId &T : Kept) {
    bool Elsewhere = false;
    for (const ArrayAccess &X : P.Accesses)
      for (const ArrayAccess &Y : Q.Accesses)
        if (X.Array == T && Y.Array == T && X.isWrite() && !Y.isWrite() &&
            overlapAcrossIterations(P, X, Q, Y, Depth).Result !=
                IterationOverlap::SameIterationOnly)
          Elsewhere = true;
    if (Elsewhere)
      Recomputed.push_back(T);
  }
  if (Recomputed.empty())
    return std::nullopt;

  Candidate C;
  C.Kind = CandidateKind::KeepStore;
  C.Function = &F;
  C.Producer = &P;
  C.Consumer = &Q;
  C.Kept = Kept;
  C.Recomputed = Recomputed;
  const std::string Why = "to recompute " + listed(Recomputed) +
                          " where the second region reads it at other iterations: ";

  // The value can be recomputed: the producer rules of a vertical pair
  // joined by those arrays.
  Candidate V = recomputationOf(C);
  {
    PairCheck Pair(F, V);
    for (const auto &Rule : registeredRules())
      if (judgesRecomputation(*Rule))
        Rule->check(Pair);
  }
  for (const Refusal &R : V.Refusals)
    C.Refusals.push_back({R.Rule, Why + R.Message});
  if (!C.legal())
    return C;
  C.ReadOrigins = V.ReadOrigins;

  // The second region as it runs after fusion: each recomputed read is
  // the value's accesses at the iteration that stored the element.
  TargetRegion AsRun = Q;
  AsRun.Accesses.clear();
  for (const ArrayAccess &A : Q.Accesses) {
    if (std::find(Recomputed.begin(), Recomputed.end(), A.Array) == Recomputed.end()) {
      AsRun.Accesses.push_back(A);
      continue;
    }
    const ProducerIteration *Origin = originOf(C, A);
    if (!Origin) {
      C.Refusals.push_back({RecomputedValueRule, Why + "the read `" + A.Text + "` (line " +
                                                     std::to_string(A.Loc.Line) +
                                                     ") has no iteration of the first region"});
      return C;
    }
    for (ArrayAccess &Moved : valueAccessesFor(P, A, *Origin))
      AsRun.Accesses.push_back(std::move(Moved));
  }
  for (const clang::VarDecl *S : P.ScalarInputs)
    if (std::find(AsRun.ScalarInputs.begin(), AsRun.ScalarInputs.end(), S) ==
        AsRun.ScalarInputs.end())
      AsRun.ScalarInputs.push_back(S);
  PairCheck Pair(F, C, AsRun);
  for (const auto &Rule : registeredRules())
    if (Rule->judges(CandidateKind::KeepStore))
      Rule->check(Pair);
  if (C.legal())
    Pair.fact(RecomputedValueRule,
              "the second region reads " + listed(Recomputed) +
                  " at other iterations than the ones that store it: in one launch those "
                  "reads recompute the first region's value, which the first body still "
                  "stores for later readers");
  return C;
}

} // namespace paracodex
