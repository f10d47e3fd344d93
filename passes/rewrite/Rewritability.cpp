//===- Rewritability.cpp --------------------------------------------------===//
#include "passes/rewrite/Rewritability.h"

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

llvm::Error buildFusion(const Candidate &C, Strategy S, const SourceText &Text,
                        FusionEdits &Edits) {
  FusionEdits One = Edits;
  if (!C.OverlapChecks.empty()) {
    // The fallback keeps the producer and its temporaries.
    if (S != Strategy::Inline)
      return rewriteFailure(C, std::string("a pair fused under a run-time overlap test is "
                                           "rewritten inline only, not ") +
                                   strategyName(S));
    if (llvm::Error E = addGuardedInlineFusion(C, Text, One))
      return E;
    Edits = std::move(One);
    return llvm::Error::success();
  }
  llvm::Error E = S == Strategy::Horizontal      ? addHorizontalFusion(C, Text, One)
                  : S == Strategy::SlidingWindow ? addSlidingWindowFusion(C, Text, One)
                                                 : addInlineFusion(C, Text, One);
  if (!E)
    E = removeTemporaries(*C.Function, C.Temporaries, Text, One);
  if (E)
    return E;
  Edits = std::move(One);
  return llvm::Error::success();
}

void refuseUnrewritable(std::vector<Candidate> &Candidates, const std::vector<FusionPlan> &Plans,
                        clang::ASTContext &Context) {
  SourceText Text(Context);
  for (size_t I = 0; I < Candidates.size(); ++I) {
    Candidate &C = Candidates[I];
    if (!C.Legal)
      continue;
    FusionEdits Scratch;
    Strategy S = rewriteStrategy(C, Plans[I], StrategyRequest::Auto);
    if (llvm::Error E = buildFusion(C, S, Text, Scratch)) {
      C.Refusals.push_back({"rewritable", llvm::toString(std::move(E))});
      C.Legal = false;
    }
  }
}

} // namespace paracodex
