//===- InlineEmitter.cpp - writes the inline strategy ----------------------===//
//
// Under a run-time overlap test the fused code goes in the test's `then`
// and the original regions, with their temporaries, stay in its `else`
// (GuardedFusion.h); otherwise the producer's expression replaces each
// read (InlineFusion.h) and the temporaries go.
//
//===----------------------------------------------------------------------===//
#include "passes/rewrite/GuardedFusion.h"
#include "passes/rewrite/InlineFusion.h"
#include "passes/rewrite/StrategyEmitter.h"
#include "passes/rewrite/TemporaryRemoval.h"

namespace paracodex {
namespace {

class InlineEmitter final : public StrategyEmitter {
public:
  const char *strategy() const override { return "inline"; }
  llvm::Error emit(const Candidate &C, const std::vector<const Candidate *> &Members,
                   const SourceText &Text, FusionEdits &Edits) const override {
    if (!C.OverlapChecks.empty())
      return addGuardedInlineFusion(Members, Text, Edits);
    if (llvm::Error E = addInlineFusion(Members, Text, Edits))
      return E;
    return removeTemporaries(*C.Function, producerTemporaries(C), Text, Edits);
  }
};

} // namespace
} // namespace paracodex

PARACODEX_STRATEGY_EMITTER(InlineEmitter)
