//===- SlidingWindow.cpp - each value once, rotated along the outer loop ---===//
//
// The producer's values are computed once per thread and rotated through
// registers along a sequential loop. On a GPU that loop must walk the
// slowest dimension with the unit-stride one kept across threads, and at
// least two loops must stay parallel: with one parallel loop left a
// 8192^2 blur ran 27x slower than inline on the H200, while a 512^3
// stencil ran 1.63x faster than inline (docs/strategies.md).
//
//===----------------------------------------------------------------------===//
#include "passes/plan/FusionStrategy.h"
#include "passes/plan/InlineLayout.h"
#include "passes/plan/TemporaryRetirement.h"
#include "passes/plan/WindowLayout.h"

namespace paracodex {
namespace {

class SlidingWindow final : public FusionStrategy {
public:
  const char *name() const override { return "sliding-window"; }
  unsigned order() const override { return 30; }
  bool expresses(CandidateKind K) const override { return K == CandidateKind::Vertical; }
  std::vector<std::string> check(const Candidate &C) const override {
    std::vector<std::string> Why;
    if (!expresses(C.Kind))
      Why.push_back("a sliding window carries a producer's values to a consumer's loop; "
                    "this pair is not a producer and an element-wise consumer");
    for (std::string &Limit : onlyInlineFor(C, name()))
      Why.push_back(std::move(Limit));
    return Why;
  }
  llvm::Error checkText(const Candidate &C, const std::vector<const Candidate *> &,
                        const SourceText &Text) const override {
    auto Layout = WindowLayout::of(C, Text);
    if (!Layout)
      return Layout.takeError();
    std::vector<ByteRange> Replaced{producerLines(*C.Producer, Text)};
    for (const auto &[Range, Scalar] : Layout->Reads)
      Replaced.push_back(Range);
    return Retirement::of(*C.Function, producerTemporaries(C), Text, Replaced).takeError();
  }
  std::optional<std::string> prefer(const Candidate &C, const PairShape &Shape) const override {
    const TargetRegion &Q = *C.Consumer;
    std::string Outermost;
    for (const LoopInfo &L : Q.Loops)
      if (L.Perfect) {
        Outermost = L.Var;
        break;
      }
    bool OnlyOutermost =
        Shape.ShiftedLoops.size() == 1 && *Shape.ShiftedLoops.begin() == Outermost;
    bool ReusesValues = Shape.RecomputedReads > C.ReadOrigins.size();
    if (!OnlyOutermost || !ReusesValues || Q.Collapse < 3)
      return std::nullopt;
    return "every shifted read moves along the outermost loop `" +
           AffineExpr::spelling(Outermost) +
           "`: a window rotated along it keeps the inner loops parallel and coalesced, and "
           "computes each value once";
  }
};

} // namespace
} // namespace paracodex

PARACODEX_FUSION_STRATEGY(SlidingWindow)
