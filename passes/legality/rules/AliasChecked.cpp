//===- AliasChecked.cpp - not the fallback of paracodex's overlap test ----===//
//
// The regions paracodex kept in the `else` branch of a run-time overlap
// test are the fallback of a fusion already made: fusing them again would
// nest the test in itself.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"


namespace paracodex {
namespace {

class AliasChecked final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "alias-checked", "the pair is not the original code kept as the fallback of a run-time "
                       "overlap test paracodex wrote"};
  const RuleInfo &info() const override { return Info; }
  /// Runs second, after main-file: whether the pair is paracodex's to judge at all.
  unsigned order() const override { return 2; }
  bool judges(CandidateKind) const override { return true; }
  void check(PairCheck &Pair) const override {
    if (std::optional<unsigned> Line = Pair.P.OverlapFallbackLine)
      Pair.refuse(Info, "the regions are the original code kept for when the run-time overlap "
                        "test at line " +
                            std::to_string(*Line) + " fails; the fused region is its `if` branch");
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(AliasChecked)
