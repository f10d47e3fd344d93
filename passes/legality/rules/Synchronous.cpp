//===- Synchronous.cpp - neither region has `nowait` or `depend` ----------===//
#include "passes/legality/LegalityRule.h"

namespace paracodex {
namespace {

class Synchronous final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {"synchronous", "neither region has `nowait` or `depend`"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 20; }
  bool judges(CandidateKind) const override { return true; }
  void check(PairCheck &Pair) const override {
    for (const TargetRegion *R : {&Pair.P, &Pair.Q}) {
      if (sideBySide(Pair.C.Kind)) {
        if (R->NoWait || R->HasDepend)
          Pair.refuse(Info, "the region at line " + lineOf(R->Span) +
                                " has `nowait` or `depend`");
        continue;
      }
      const char *Who = R == &Pair.P ? "the producer" : "the consumer";
      if (R->NoWait)
        Pair.refuse(Info, std::string(Who) + " (line " + lineOf(R->Span) +
                              ") has `nowait`: it runs asynchronously");
      if (R->HasDepend)
        Pair.refuse(Info, std::string(Who) + " (line " + lineOf(R->Span) +
                              ") has `depend`: its ordering with other tasks would be lost");
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(Synchronous)
