//===- SlidingWindowEmitter.cpp - writes the sliding-window strategy -------===//
#include "passes/rewrite/SlidingWindowFusion.h"
#include "passes/rewrite/StrategyEmitter.h"
#include "passes/rewrite/TemporaryRemoval.h"

namespace paracodex {
namespace {

class SlidingWindowEmitter final : public StrategyEmitter {
public:
  const char *strategy() const override { return "sliding-window"; }
  llvm::Error emit(const Candidate &C, const std::vector<const Candidate *> &,
                   const SourceText &Text, FusionEdits &Edits) const override {
    if (llvm::Error E = addSlidingWindowFusion(C, Text, Edits))
      return E;
    return removeTemporaries(*C.Function, producerTemporaries(C), Text, Edits);
  }
};

} // namespace
} // namespace paracodex

PARACODEX_STRATEGY_EMITTER(SlidingWindowEmitter)
