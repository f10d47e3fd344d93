//===- MapReduce.cpp - an element-wise producer folded into a reduction ----===//
//
// The consumer is a reduction over the temporary: the producer's value is
// computed where the reduction reads it. Not under a run-time overlap test
// or with the other pairs of a shared producer: those are built around the
// inline rewrite (Inline.cpp).
//
//===----------------------------------------------------------------------===//
#include "passes/plan/FusionStrategy.h"
#include "passes/plan/InlineLayout.h"

namespace paracodex {
namespace {

class MapReduce final : public FusionStrategy {
public:
  const char *name() const override { return "map-reduce"; }
  unsigned order() const override { return 20; }
  bool expresses(CandidateKind K) const override { return K == CandidateKind::MapReduce; }
  std::vector<std::string> check(const Candidate &C) const override {
    std::vector<std::string> Why;
    if (!expresses(C.Kind))
      Why.push_back("map-reduce folds a producer into a reduction; this pair's consumer is "
                    "not one");
    for (std::string &Limit : onlyInlineFor(C, name()))
      Why.push_back(std::move(Limit));
    return Why;
  }
  llvm::Error checkText(const Candidate &C, const std::vector<const Candidate *> &Members,
                        const SourceText &Text) const override {
    // The inline rewrite applied to a reduction body.
    return checkInlineText(C, Members, Text);
  }
  std::optional<std::string> prefer(const Candidate &, const PairShape &) const override {
    return "the element-wise producer folds into the reduction's body";
  }
};

} // namespace
} // namespace paracodex

PARACODEX_FUSION_STRATEGY(MapReduce)
