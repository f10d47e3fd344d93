//===- Horizontal.cpp - independent regions share one launch ---------------===//
//
// Two regions over one iteration space with nothing flowing between them:
// the second body moves into the first's loop nest. The only strategy for
// a horizontal pair, and for nothing else.
//
//===----------------------------------------------------------------------===//
#include "passes/plan/FusionStrategy.h"
#include "passes/plan/HorizontalLayout.h"
#include "passes/plan/TemporaryRetirement.h"

namespace paracodex {
namespace {

class Horizontal final : public FusionStrategy {
public:
  const char *name() const override { return "horizontal"; }
  unsigned order() const override { return 10; }
  bool expresses(CandidateKind K) const override { return K == CandidateKind::Horizontal; }
  std::vector<std::string> check(const Candidate &C) const override {
    if (!expresses(C.Kind))
      return {"the horizontal rewrite joins independent regions; this pair has a producer "
              "and a consumer"};
    return {};
  }
  llvm::Error checkText(const Candidate &C, const std::vector<const Candidate *> &,
                        const SourceText &Text) const override {
    if (auto Layout = HorizontalLayout::of(C, Text); !Layout)
      return Layout.takeError();
    // Independent regions retire no temporary; asked as the emitter does.
    return Retirement::of(*C.Function, producerTemporaries(C), Text, {}).takeError();
  }
  std::optional<std::string> prefer(const Candidate &, const PairShape &) const override {
    return "independent regions over one iteration space share a launch";
  }
};

} // namespace
} // namespace paracodex

PARACODEX_FUSION_STRATEGY(Horizontal)
