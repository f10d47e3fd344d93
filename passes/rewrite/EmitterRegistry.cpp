//===- EmitterRegistry.cpp - every emitter of rewrite/emitters/ ------------===//
//
// EmitterList.inc is written by CMake (passes/CMakeLists.txt): one
// PARACODEX_REGISTERED(NAME) per file emitters/NAME.cpp.
//
//===----------------------------------------------------------------------===//
#include "passes/rewrite/StrategyEmitter.h"

#define PARACODEX_REGISTERED(NAME)                                                           \
  std::unique_ptr<::paracodex::StrategyEmitter> paracodexMake##NAME##Emitter();
#include "EmitterList.inc"
#undef PARACODEX_REGISTERED

namespace paracodex {

const std::vector<std::unique_ptr<StrategyEmitter>> &registeredEmitters() {
  static const std::vector<std::unique_ptr<StrategyEmitter>> Emitters = [] {
    std::vector<std::unique_ptr<StrategyEmitter>> E;
#define PARACODEX_REGISTERED(NAME) E.push_back(paracodexMake##NAME##Emitter());
#include "EmitterList.inc"
#undef PARACODEX_REGISTERED
    return E;
  }();
  return Emitters;
}

const StrategyEmitter *emitterFor(const FusionStrategy &S) {
  for (const auto &E : registeredEmitters())
    if (llvm::StringRef(E->strategy()) == S.name())
      return E.get();
  return nullptr;
}

} // namespace paracodex
