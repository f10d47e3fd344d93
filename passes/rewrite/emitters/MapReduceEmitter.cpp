//===- MapReduceEmitter.cpp - writes the map-reduce strategy ---------------===//
//
// The reduction's read of the temporary becomes the producer's expression
// (the inline rewrite, InlineFusion.h, applied to a reduction body); the
// temporaries go.
//
//===----------------------------------------------------------------------===//
#include "passes/rewrite/InlineFusion.h"
#include "passes/rewrite/StrategyEmitter.h"
#include "passes/rewrite/TemporaryRemoval.h"

namespace paracodex {
namespace {

class MapReduceEmitter final : public StrategyEmitter {
public:
  const char *strategy() const override { return "map-reduce"; }
  llvm::Error emit(const Candidate &C, const std::vector<const Candidate *> &Members,
                   const SourceText &Text, FusionEdits &Edits) const override {
    if (llvm::Error E = addInlineFusion(Members, Text, Edits))
      return E;
    return removeTemporaries(*C.Function, producerTemporaries(C), Text, Edits);
  }
};

} // namespace
} // namespace paracodex

PARACODEX_STRATEGY_EMITTER(MapReduceEmitter)
