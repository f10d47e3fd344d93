//===- LegalityRule.h - one legality rule, and the registry ------*- C++ -*-===//
//
// One rule, one class, one file in passes/legality/rules/, as clang-tidy
// has one check per class. A rule says which pairs it judges and checks
// one pair: each way the pair fails it is a Refusal naming the rule (and a
// fact it proved beyond the pair's function is a Fact). A rule refuses
// only in its own name, and reads no other rule's verdict: what several
// rules need to know about a pair is a query of PairCheck.
//
// Adding a rule is adding a file: rules/Foo.cpp defines the class and ends
// with PARACODEX_LEGALITY_RULE(Foo); CMake lists every file of rules/ into
// the registry (RuleRegistry.cpp), and the rule's testdata case names it.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_LEGALITYRULE_H
#define PARACODEX_PASSES_LEGALITY_LEGALITYRULE_H

#include "passes/legality/Candidate.h"
#include "passes/legality/PairCheck.h"

#include <memory>
#include <vector>

namespace paracodex {

class LegalityRule {
public:
  virtual ~LegalityRule() = default;
  /// The rule's entry in the rule table.
  virtual const RuleInfo &info() const = 0;
  /// Rules run, and the table lists them, in increasing order.
  virtual unsigned order() const = 0;
  /// Whether the rule judges pairs of kind \p K (default: the pairs that
  /// retire temporaries, vertical and map-reduce).
  virtual bool judges(CandidateKind K) const { return retiresTemporaries(K); }
  virtual void check(PairCheck &Pair) const = 0;
};

/// Every rule of rules/, in order.
const std::vector<std::unique_ptr<LegalityRule>> &registeredRules();

} // namespace paracodex

/// Ends rules/NAME.cpp, outside any namespace: the registry's factory for
/// the rule class paracodex::NAME.
#define PARACODEX_LEGALITY_RULE(NAME)                                                        \
  std::unique_ptr<::paracodex::LegalityRule> paracodexMake##NAME##Rule();                    \
  std::unique_ptr<::paracodex::LegalityRule> paracodexMake##NAME##Rule() {                   \
    return std::make_unique<::paracodex::NAME>();                                            \
  }

#endif
