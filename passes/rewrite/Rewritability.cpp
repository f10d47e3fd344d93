//===- Rewritability.cpp --------------------------------------------------===//
#include "passes/rewrite/Rewritability.h"

#include "passes/legality/DecisionRules.h"
#include "passes/rewrite/ProducerCopy.h"
#include "passes/rewrite/StrategyEmitter.h"

namespace paracodex {

const FusionStrategy *rewriteStrategy(const Candidate &C, const FusionPlan &Plan,
                                      StrategyRequest Request) {
  // Independent regions have one rewrite, whatever is asked.
  if (C.Kind == CandidateKind::Horizontal)
    return strategyNamed("horizontal");
  if (Request == StrategyRequest::Inline)
    return strategyNamed(C.Kind == CandidateKind::MapReduce ? "map-reduce" : "inline");
  if (Request == StrategyRequest::SlidingWindow && C.Kind == CandidateKind::Vertical)
    return strategyNamed("sliding-window");
  return Plan.Chosen;
}

std::vector<const Candidate *> fusedTogether(const Candidate &C,
                                             const std::vector<Candidate> &Candidates) {
  if (!sharesProducer(C))
    return {&C};
  std::vector<const Candidate *> Members;
  for (const Candidate &O : Candidates)
    if (O.Producer == C.Producer && sharesProducer(O))
      Members.push_back(&O);
  return Members;
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
    const FusionStrategy *S = rewriteStrategy(C, Plans[I], StrategyRequest::Auto);
    if (!S)
      continue;
    if (llvm::Error E = buildFusion(C, *S, Text, Scratch, Candidates)) {
      C.Refusals.push_back({RewritableRule, llvm::toString(std::move(E))});
    }
  }
}

} // namespace paracodex
