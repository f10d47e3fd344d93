//===- HorizontalEmitter.cpp - writes the horizontal strategy --------------===//
#include "passes/rewrite/HorizontalFusion.h"
#include "passes/rewrite/StrategyEmitter.h"
#include "passes/rewrite/TemporaryRemoval.h"

namespace paracodex {
namespace {

class HorizontalEmitter final : public StrategyEmitter {
public:
  const char *strategy() const override { return "horizontal"; }
  llvm::Error emit(const Candidate &C, const std::vector<const Candidate *> &,
                   const SourceText &Text, FusionEdits &Edits) const override {
    if (llvm::Error E = addHorizontalFusion(C, Text, Edits))
      return E;
    // What the pair retires goes, as for every strategy (independent
    // regions retire no temporary).
    return removeTemporaries(*C.Function, producerTemporaries(C), Text, Edits);
  }
};

} // namespace
} // namespace paracodex

PARACODEX_STRATEGY_EMITTER(HorizontalEmitter)
