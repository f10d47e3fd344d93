//===- MovableBetween.cpp - side by side: host code between can run first ===//
//
// A horizontal or keep-store fusion runs the second body where the first
// region stood: the host statements between the two then run before the
// first region (MovableStatements.h says which may).
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/legality/MovableStatements.h"

namespace paracodex {
namespace {

class MovableBetween final : public LegalityRule {
public:
  const RuleInfo &info() const override { return MovableBetweenRule; }
  unsigned order() const override { return 192; }
  bool judges(CandidateKind K) const override { return sideBySide(K); }
  void check(PairCheck &Pair) const override {
    if (!Pair.P.Block || Pair.P.Block != Pair.Q.Block)
      return; // same-iteration-space's subject: side by side means one block
    for (const clang::Stmt *S : statementsBetween(Pair.P, Pair.Q))
      if (std::string Why = whyNotMovable(Pair.F, Pair.P, S); !Why.empty())
        Pair.refuse(MovableBetweenRule, Why);
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(MovableBetween)
