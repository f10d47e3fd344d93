//===- ScheduleRules.h - why a region keeps its loop shape, by name -*- C++ -*-===//
//
// A schedule (the plane march, the two-level reduction, the expansion of a
// `teams loop`) changes how a
// region's iterations are shaped, never what they compute, and only where
// its preconditions hold. Each precondition is a rule with a stable name,
// as the legality rules are (Rule.h): a region left in its shape says
// which rule it failed (`[paracodex-march-one-store]`), and each rule has a
// testdata/schedule case whose `expect: KEPT [rule] ...` line names it
// (ScheduleRules.EveryRuleHasACaseThatNamesIt).
//
// A schedule that cannot take a region fails with a ScheduleRefusal, an
// llvm::Error that carries the rule and the sentence.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_SCHEDULERULES_H
#define PARACODEX_PASSES_PLAN_SCHEDULERULES_H

#include "passes/legality/Rule.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace paracodex {

// The plane march (rewrite/PlaneMarch.h).
extern const RuleInfo MarchFormRule;
extern const RuleInfo MarchBoundsRule;
extern const RuleInfo MarchOneStoreRule;
extern const RuleInfo MarchUnconditionalReadsRule;
extern const RuleInfo MarchSignedRule;
extern const RuleInfo MarchStrideRule;
extern const RuleInfo MarchReuseRule;
extern const RuleInfo MarchTextRule;
extern const RuleInfo MarchRunsRule;
// The two-level reduction (rewrite/TwoLevelReduction.h).
extern const RuleInfo ReductionFormRule;
extern const RuleInfo ReductionTextRule;
// The expansion of a `teams loop` clang runs one thread per team
// (rewrite/TeamsLoopExpansion.h).
extern const RuleInfo ExpandFormRule;
extern const RuleInfo ExpandScalarsRule;
extern const RuleInfo ExpandMemoryRule;
// Any: the region's own comment asks to keep it.
extern const RuleInfo ScheduleKeepRule;

/// Every schedule rule, in the order a region is checked.
const std::vector<RuleId> &scheduleRules();

/// A region a schedule cannot take: the rule it fails and why, in a
/// sentence that starts with the region ("the region at line 12 keeps its
/// shape: ...").
class ScheduleRefusal : public llvm::ErrorInfo<ScheduleRefusal> {
public:
  static char ID;
  ScheduleRefusal(RuleId Rule, std::string Message)
      : Rule(Rule), Message(std::move(Message)) {}
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;
  RuleId Rule;
  std::string Message;
};

/// The sentence of \p E, and its rule when it is a ScheduleRefusal (any
/// other error is a sentence alone); consumes \p E.
std::string takeScheduleRefusal(llvm::Error E, std::optional<RuleId> &Rule);

} // namespace paracodex

#endif
