//===- BuildFusion.cpp ----------------------------------------------------===//
#include "passes/rewrite/BuildFusion.h"

#include "passes/rewrite/ProducerCopy.h"
#include "passes/rewrite/StrategyEmitter.h"

namespace paracodex {

const FusionStrategy *rewriteStrategy(const Candidate &C, const FusionPlan &Plan,
                                      const FusionStrategy *Requested) {
  // A request that is no way to fuse this kind of pair leaves it to the
  // plan; one that is, but cannot fuse this pair, fails with its reason.
  if (!Requested || Requested == Plan.Chosen || !Requested->expresses(C.Kind))
    return Plan.Chosen;
  if (Requested == strategyNamed("inline") && Plan.Chosen == strategyNamed("map-reduce"))
    return Plan.Chosen;
  return Requested;
}

llvm::Error buildFusion(const Candidate &C, const FusionStrategy &S, const SourceText &Text,
                        FusionEdits &Edits, const std::vector<Candidate> &Candidates) {
  std::vector<std::string> Unmet = S.check(C);
  if (!Unmet.empty())
    return rewriteFailure(C, Unmet.front());
  const StrategyEmitter *Emitter = emitterFor(S);
  if (!Emitter)
    return rewriteFailure(C, std::string("internal error: no emitter writes the strategy ") +
                                 S.name());
  // Each fusion is built on a copy, so that a failure leaves no partial edit.
  FusionEdits One = Edits;
  if (llvm::Error E = Emitter->emit(C, fusedTogether(C, Candidates), Text, One))
    return E;
  Edits = std::move(One);
  return llvm::Error::success();
}

} // namespace paracodex
