//===- KeepStoreEmitter.cpp - writes the keep-store strategy ---------------===//
//
// The horizontal rewrite (HorizontalFusion.h): the first body, then the
// second, in one nest. No temporary goes: the pair retires nothing.
//
//===----------------------------------------------------------------------===//
#include "passes/rewrite/HorizontalFusion.h"
#include "passes/rewrite/StrategyEmitter.h"

namespace paracodex {
namespace {

class KeepStoreEmitter final : public StrategyEmitter {
public:
  const char *strategy() const override { return "keep-store"; }
  llvm::Error emit(const Candidate &C, const std::vector<const Candidate *> &,
                   const SourceText &Text, FusionEdits &Edits) const override {
    return addHorizontalFusion(C, Text, Edits);
  }
};

} // namespace
} // namespace paracodex

PARACODEX_STRATEGY_EMITTER(KeepStoreEmitter)
