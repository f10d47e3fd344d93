//===- KeepStore.cpp - dependent regions share a launch, every store kept ---===//
//
// Two adjacent regions over one iteration space whose data flows only
// within an iteration (rules point-wise and one-device-copy): the second
// body moves into the first's loop nest after the first body, as a
// horizontal fusion does. Nothing is retired: the arrays that join them are
// program state, still written for their later readers; the fusion saves a
// launch, and the second body's reads of what the first just stored come
// from the cache rather than from memory. The only strategy for a
// keep-store pair.
//
//===----------------------------------------------------------------------===//
#include "passes/plan/FusionStrategy.h"
#include "passes/plan/HorizontalLayout.h"

namespace paracodex {
namespace {

class KeepStore final : public FusionStrategy {
public:
  const char *name() const override { return "keep-store"; }
  unsigned order() const override { return 15; }
  bool expresses(CandidateKind K) const override { return K == CandidateKind::KeepStore; }
  std::vector<std::string> check(const Candidate &C) const override {
    if (!expresses(C.Kind))
      return {"the keep-store rewrite joins dependent regions that keep their arrays; this pair "
              "is not one"};
    return {};
  }
  llvm::Error checkText(const Candidate &C, const std::vector<const Candidate *> &,
                        const SourceText &Text) const override {
    return HorizontalLayout::of(C, Text).takeError();
  }
  std::optional<std::string> prefer(const Candidate &C, const PairShape &) const override {
    std::string Recomputed;
    for (const ArrayId &A : C.Recomputed)
      Recomputed += (Recomputed.empty() ? "" : ", ") + ("`" + A.name() + "`");
    return std::string("the regions' data flows within one iteration: one launch, every store "
                       "kept") +
           (Recomputed.empty()
                ? ""
                : " (the second's reads of " + Recomputed +
                      " at other iterations recompute the first's value)") +
           (C.OverlapChecks.empty() ? "" : ", under a run-time overlap test");
  }
};

} // namespace
} // namespace paracodex

PARACODEX_FUSION_STRATEGY(KeepStore)
