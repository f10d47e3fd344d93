//===- Rewritability.cpp --------------------------------------------------===//
#include "passes/rewrite/Rewritability.h"

#include "passes/legality/DecisionRules.h"
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

void refuseUnrewritable(std::vector<Candidate> &Candidates, const std::vector<FusionPlan> &Plans,
                        clang::ASTContext &Context) {
  SourceText Text(Context);
  for (size_t I = 0; I < Candidates.size(); ++I) {
    Candidate &C = Candidates[I];
    if (!C.legal())
      continue;
    FusionEdits Scratch;
    const FusionStrategy *S = rewriteStrategy(C, Plans[I], nullptr);
    if (!S)
      continue;
    if (llvm::Error E = buildFusion(C, *S, Text, Scratch, Candidates)) {
      C.Refusals.push_back({RewritableRule, llvm::toString(std::move(E))});
    }
  }
}

} // namespace paracodex
