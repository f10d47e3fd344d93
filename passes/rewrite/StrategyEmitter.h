//===- StrategyEmitter.h - a strategy's text half, and the registry -*- C++ -*-===//
//
// The plan chooses a strategy (passes/plan/FusionStrategy.h: check() and
// prefer()); its emitter, registered under the strategy's name, writes the
// fused region. One emitter per file of rewrite/emitters/, ending with
// PARACODEX_STRATEGY_EMITTER(Foo); CMake lists the folder into the
// registry, and every registered strategy must have one (the registry
// test says which does not).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_STRATEGYEMITTER_H
#define PARACODEX_PASSES_REWRITE_STRATEGYEMITTER_H

#include "passes/plan/FusionStrategy.h"
#include "passes/rewrite/FusionEdits.h"

#include <memory>
#include <vector>

namespace paracodex {

class StrategyEmitter {
public:
  virtual ~StrategyEmitter() = default;
  /// The name of the strategy it writes (FusionStrategy::name()).
  virtual const char *strategy() const = 0;
  /// Adds to \p Edits the fusion of \p C, with \p Members the pairs fused
  /// with it in one rewrite (C among them): the fused region, and the
  /// temporaries' allocations, maps and frees removed where they go.
  virtual llvm::Error emit(const Candidate &C, const std::vector<const Candidate *> &Members,
                           const SourceText &Text, FusionEdits &Edits) const = 0;
};

/// The emitter of strategy \p S, or null when none is registered.
const StrategyEmitter *emitterFor(const FusionStrategy &S);

/// Every emitter of rewrite/emitters/.
const std::vector<std::unique_ptr<StrategyEmitter>> &registeredEmitters();

} // namespace paracodex

/// Ends rewrite/emitters/NAME.cpp, outside any namespace.
#define PARACODEX_STRATEGY_EMITTER(NAME)                                                     \
  std::unique_ptr<::paracodex::StrategyEmitter> paracodexMake##NAME##Emitter();              \
  std::unique_ptr<::paracodex::StrategyEmitter> paracodexMake##NAME##Emitter() {             \
    return std::make_unique<::paracodex::NAME>();                                            \
  }

#endif
