//===- Inline.cpp - the producer's expression at each consumer read --------===//
//
// Every consumer read of a temporary becomes the producer's expression at
// that point: recomputation costs arithmetic, which a memory-bound stencil
// has to spare, and the consumer keeps `collapse(N)`. It expresses every
// producer-consumer pair, and is the only form built under a run-time
// overlap test and for the pairs of a shared producer; asked last, it is
// the cost model's default.
//
//===----------------------------------------------------------------------===//
#include "passes/plan/FusionStrategy.h"
#include "passes/plan/InlineLayout.h"

namespace paracodex {
namespace {

class Inline final : public FusionStrategy {
public:
  const char *name() const override { return "inline"; }
  unsigned order() const override { return 100; }
  bool expresses(CandidateKind K) const override { return retiresTemporaries(K); }
  std::vector<std::string> check(const Candidate &C) const override {
    if (!expresses(C.Kind))
      return {"independent regions have no producer to inline"};
    return {};
  }
  llvm::Error checkText(const Candidate &C, const std::vector<const Candidate *> &Members,
                        const SourceText &Text) const override {
    return checkInlineText(C, Members, Text);
  }
  std::optional<std::string> prefer(const Candidate &C, const PairShape &Shape) const override {
    if (sharesProducer(C))
      return std::string("the producer is fused into several consumers at once, which is "
                         "built around the inline rewrite");
    if (!C.OverlapChecks.empty())
      // The fallback keeps the producer: only the inline copy is built.
      return std::string("fused under a run-time overlap test, which is built around the "
                         "inline rewrite");
    if (Shape.ShiftedLoops.empty())
      return std::string("every read is at the consumer's own point: substitution costs no "
                         "extra arithmetic");
    return "shifted reads along an inner or unit-stride loop: a window there would serialize "
           "the coalesced dimension, so the producer is recomputed per read and collapse(" +
           std::to_string(C.Consumer->Collapse) + ") is kept";
  }
};

} // namespace
} // namespace paracodex

PARACODEX_FUSION_STRATEGY(Inline)
