//===- KeepStoreEmitter.cpp - writes the keep-store strategy ---------------===//
//
// The horizontal rewrite (HorizontalFusion.h): the first body, then the
// second, in one nest. No temporary goes: the pair retires nothing. Under
// a run-time overlap test (rule point-wise) when arrays may share memory:
// the regions as written stay in its `else` branch (GuardedFusion.h).
//
//===----------------------------------------------------------------------===//
#include "passes/rewrite/GuardedFusion.h"
#include "passes/rewrite/HorizontalFusion.h"
#include "passes/rewrite/StrategyEmitter.h"

namespace paracodex {
namespace {

class KeepStoreEmitter final : public StrategyEmitter {
public:
  const char *strategy() const override { return "keep-store"; }
  llvm::Error emit(const Candidate &C, const std::vector<const Candidate *> &,
                   const SourceText &Text, FusionEdits &Edits) const override {
    if (!C.OverlapChecks.empty())
      return addGuardedHorizontalFusion(C, Text, Edits);
    return addHorizontalFusion(C, Text, Edits);
  }
};

} // namespace
} // namespace paracodex

PARACODEX_STRATEGY_EMITTER(KeepStoreEmitter)
