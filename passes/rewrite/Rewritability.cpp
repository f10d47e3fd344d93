//===- Rewritability.cpp --------------------------------------------------===//
#include "passes/rewrite/Rewritability.h"

#include "passes/legality/DecisionRules.h"
#include "passes/rewrite/GuardedFusion.h"
#include "passes/rewrite/HorizontalFusion.h"
#include "passes/rewrite/InlineFusion.h"
#include "passes/rewrite/ProducerCopy.h"
#include "passes/rewrite/SlidingWindowFusion.h"
#include "passes/rewrite/TemporaryRemoval.h"

namespace paracodex {

Strategy rewriteStrategy(const Candidate &C, const FusionPlan &Plan, StrategyRequest Request) {
  // Independent regions have one rewrite, whatever is asked.
  if (C.Kind == CandidateKind::Horizontal)
    return Strategy::Horizontal;
  if (Request == StrategyRequest::Inline)
    return C.Kind == CandidateKind::MapReduce ? Strategy::MapReduce : Strategy::Inline;
  if (Request == StrategyRequest::SlidingWindow && C.Kind == CandidateKind::Vertical)
    return Strategy::SlidingWindow;
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

llvm::Error buildFusion(const Candidate &C, Strategy S, const SourceText &Text,
                        FusionEdits &Edits, const std::vector<Candidate> &Candidates) {
  FusionEdits One = Edits;
  std::vector<const Candidate *> Members = fusedTogether(C, Candidates);
  if (!C.OverlapChecks.empty() || Members.size() > 1) {
    if (S != Strategy::Inline)
      return rewriteFailure(C, std::string("a pair fused under a run-time overlap test, or "
                                           "with the other pairs of its producer, is "
                                           "rewritten inline only, not ") +
                                   strategyName(S));
  }
  auto Build = [&]() -> llvm::Error {
    // Under a test, the fallback keeps the producer and its temporaries.
    if (!C.OverlapChecks.empty())
      return addGuardedInlineFusion(Members, Text, One);
    llvm::Error E = S == Strategy::Horizontal      ? addHorizontalFusion(C, Text, One)
                    : S == Strategy::SlidingWindow ? addSlidingWindowFusion(C, Text, One)
                                                   : addInlineFusion(Members, Text, One);
    if (E)
      return E;
    return removeTemporaries(*C.Function, producerTemporaries(C), Text, One);
  };
  if (llvm::Error E = Build())
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
    Strategy S = rewriteStrategy(C, Plans[I], StrategyRequest::Auto);
    if (llvm::Error E = buildFusion(C, S, Text, Scratch, Candidates)) {
      C.Refusals.push_back({RewritableRule, llvm::toString(std::move(E))});
    }
  }
}

} // namespace paracodex
