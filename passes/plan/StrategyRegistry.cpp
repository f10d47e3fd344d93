//===- StrategyRegistry.cpp - every strategy of plan/strategies/ -----------===//
//
// StrategyList.inc is written by CMake (passes/CMakeLists.txt): one
// PARACODEX_REGISTERED(NAME) per file strategies/NAME.cpp.
//
//===----------------------------------------------------------------------===//
#include "passes/plan/FusionStrategy.h"

#include <algorithm>
#include <cassert>

#define PARACODEX_REGISTERED(NAME)                                                           \
  std::unique_ptr<::paracodex::FusionStrategy> paracodexMake##NAME##Strategy();
#include "StrategyList.inc"
#undef PARACODEX_REGISTERED

namespace paracodex {

const std::vector<std::unique_ptr<FusionStrategy>> &registeredStrategies() {
  static const std::vector<std::unique_ptr<FusionStrategy>> Strategies = [] {
    std::vector<std::unique_ptr<FusionStrategy>> S;
#define PARACODEX_REGISTERED(NAME) S.push_back(paracodexMake##NAME##Strategy());
#include "StrategyList.inc"
#undef PARACODEX_REGISTERED
    std::stable_sort(S.begin(), S.end(),
                     [](const auto &A, const auto &B) { return A->order() < B->order(); });
    return S;
  }();
  return Strategies;
}

const FusionStrategy *strategyNamed(llvm::StringRef Name) {
  for (const auto &S : registeredStrategies())
    if (Name == S->name())
      return S.get();
  return nullptr;
}

std::string strategyNames() {
  std::string Names;
  for (const auto &S : registeredStrategies())
    Names += (Names.empty() ? "" : ", ") + std::string(S->name());
  return Names;
}

std::vector<std::string> onlyInlineFor(const Candidate &C, const char *Strategy) {
  if (C.OverlapChecks.empty() && !sharesProducer(C))
    return {};
  return {std::string("a pair fused under a run-time overlap test, or with the other pairs of "
                      "its producer, is rewritten inline only, not ") +
          Strategy};
}

const char *strategyName(const FusionStrategy *S) { return S ? S->name() : "none"; }

} // namespace paracodex
