//===- FusionStrategy.h - one way to fuse a legal pair, and the registry -*- C++ -*-===//
//
// A strategy is one way to write a legal pair as one region (inline,
// sliding window, map-reduce, horizontal). Each is a class in
// passes/plan/strategies/: check() says, for a pair, every reason the
// strategy cannot express it (its preconditions, each a sentence),
// checkText() whether the input's text can take it (its layout: where each
// piece goes, found on the input before anything is written), and
// prefer() says whether the cost model picks it for the pair, and why.
// Its text half, emit(), is the rewrite's emitter registered under the
// same name (passes/rewrite/StrategyEmitter.h): the plan never includes
// the rewrite (docs/architecture.md).
//
// Adding a strategy is adding plan/strategies/Foo.cpp (ending with
// PARACODEX_FUSION_STRATEGY(Foo)) and rewrite/emitters/FooEmitter.cpp,
// with their cases; CMake lists both folders into their registries.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_FUSIONSTRATEGY_H
#define PARACODEX_PASSES_PLAN_FUSIONSTRATEGY_H

#include "passes/legality/Candidate.h"
#include "passes/model/SourceText.h"

#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace paracodex {

/// What the cost model measures of a pair before any strategy is asked.
struct PairShape {
  /// Producer expressions evaluated per consumer iteration after fusion.
  unsigned RecomputedReads = 0;
  /// Consumer loop variables along which some read is shifted.
  std::set<std::string> ShiftedLoops;
  /// Bytes per consumer iteration that no longer go through memory (one
  /// write and at least one read of each temporary element).
  unsigned TemporaryBytesSaved = 0;
};

class FusionStrategy {
public:
  virtual ~FusionStrategy() = default;
  /// The name tools, reports and `--strategy` use ("sliding-window").
  virtual const char *name() const = 0;
  /// The cost model asks the strategies in increasing order; the first
  /// whose check passes and that prefers the pair is chosen.
  virtual unsigned order() const = 0;
  /// Whether the strategy is a way to fuse pairs of kind \p K at all;
  /// check() then says whether it can fuse a given one.
  virtual bool expresses(CandidateKind K) const = 0;
  /// Why this strategy cannot express \p C: empty when it can.
  virtual std::vector<std::string> check(const Candidate &C) const = 0;
  /// Whether the input's text can take the fusion of \p C, which check()
  /// passed, with \p Members the pairs fused with it in one rewrite (C
  /// among them): success, or the sentence why not (TextRefusal.h). The
  /// strategy's emitter writes what this found, so a pair that passes is
  /// one fuse rewrites.
  virtual llvm::Error checkText(const Candidate &C, const std::vector<const Candidate *> &Members,
                                const SourceText &Text) const = 0;
  /// For a pair it can express: whether the cost model picks it, with the
  /// rationale; nullopt leaves the choice to a later strategy.
  virtual std::optional<std::string> prefer(const Candidate &C, const PairShape &Shape) const = 0;
};

/// Every strategy of plan/strategies/, in order.
const std::vector<std::unique_ptr<FusionStrategy>> &registeredStrategies();

/// The strategy called \p Name, or null.
const FusionStrategy *strategyNamed(llvm::StringRef Name);

/// "horizontal, keep-store, map-reduce, sliding-window, inline": every registered
/// name, in order.
std::string strategyNames();

/// A pair fused under a run-time overlap test, or with the other pairs of
/// its producer, is built around the inline rewrite only: the sentence
/// saying so for \p Strategy, or empty when \p C is neither.
std::vector<std::string> onlyInlineFor(const Candidate &C, const char *Strategy);

/// "none" for null.
const char *strategyName(const FusionStrategy *S);

} // namespace paracodex

/// Ends plan/strategies/NAME.cpp, outside any namespace: the registry's
/// factory for the strategy class paracodex::NAME.
#define PARACODEX_FUSION_STRATEGY(NAME)                                                      \
  std::unique_ptr<::paracodex::FusionStrategy> paracodexMake##NAME##Strategy();              \
  std::unique_ptr<::paracodex::FusionStrategy> paracodexMake##NAME##Strategy() {             \
    return std::make_unique<::paracodex::NAME>();                                            \
  }

#endif
