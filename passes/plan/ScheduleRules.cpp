//===- ScheduleRules.cpp --------------------------------------------------===//
#include "passes/plan/ScheduleRules.h"

#include "llvm/Support/raw_ostream.h"

namespace paracodex {

const RuleInfo MarchFormRule = {
    "march-form", "a `target teams distribute parallel for` or `target teams loop` over a "
                  "collapse(3) nest of three perfectly nested unit-step loops, with only clauses "
                  "that mean the same whatever the shape of the iterations"};
const RuleInfo MarchBoundsRule = {
    "march-bounds", "the marched loop sets its own first value, with no side effect and from "
                    "nothing the region changes; its bounds use no name an inner loop declares; "
                    "the inner loops' bounds depend on neither outer loop"};
const RuleInfo MarchOneStoreRule = {
    "march-one-store", "the body is scalar declarations and then one store, which is the "
                       "region's only write: no call, reduction, increment, nested directive, "
                       "statement expression or control flow"};
const RuleInfo MarchUnconditionalReadsRule = {
    "march-unconditional-reads", "the body reads nothing under a condition (`?:`, `&&`, `||`) "
                                 "or in `sizeof`: a read moved ahead must be one the original "
                                 "makes"};
const RuleInfo MarchSignedRule = {
    "march-signed", "the marched loop's variable and bounds are signed integers, so that no "
                    "shifted or counted bound wraps"};
const RuleInfo MarchStrideRule = {
    "march-stride", "the marched loop indexes no array's unit-stride dimension, which the "
                    "threads must keep for coalesced access"};
const RuleInfo MarchReuseRule = {
    "march-reuse", "some value the body reads is read again at another step of the march, so "
                   "that registers save loads"};
const RuleInfo MarchTextRule = {
    "march-text", "the loops, the collapse clause, the body and the reads to cache are written "
                  "in the file (not partly inside a macro body), the loop headers are in order "
                  "with nothing between them, no preprocessor line lies inside the region, and "
                  "no two reads to cache overlap"};
const RuleInfo MarchRunsRule = {
    "march-runs", "for runs of planes: the marched loop's header can be split (integer first "
                  "value, affine bounds, its condition and increment in the file) and the name "
                  "`pcx_run` is free"};
const RuleInfo ReductionFormRule = {
    "reduction-form", "one `target teams distribute parallel for` over one unit-step loop with "
                      "affine bounds, one `+` reduction into an arithmetic scalar, and a body "
                      "that is one `sum += term;` whose term neither reads the sum nor stores; "
                      "the loop variable an integer the loop sets, signed like its bounds"};
const RuleInfo ReductionTextRule = {
    "reduction-text", "the loop and the term are written in the file (not partly inside a macro "
                      "body, the loop variable not used inside one), the names the schedule "
                      "declares are free, and the sum's type can be declared again"};
const RuleInfo ExpandFormRule = {
    "expand-form", "the collapsed loops are all recognised, every clause is one whose meaning "
                   "the expansion keeps, no directive is nested inside, and the directive and "
                   "its clauses are written in the file, not by a macro"};
const RuleInfo ExpandScalarsRule = {
    "expand-scalars", "each scalar the iterations write can be made private to a thread: a "
                      "plain local scalar, not mapped or global, not listed `firstprivate` or "
                      "`shared`, whose address is not taken, which each iteration writes "
                      "before it reads it"};
const RuleInfo ExpandMemoryRule = {
    "expand-memory", "the iterations write no memory they share: arrays at elements only one "
                     "iteration writes, no store through a pointer paracodex cannot trace, no "
                     "call that may write, and no written array that may share memory with "
                     "another the region uses"};
const RuleInfo ScheduleKeepRule = {
    "schedule-keep", "the region's `// paracodex: schedule(...)` comment does not say `keep`"};

const std::vector<RuleId> &scheduleRules() {
  static const std::vector<RuleId> Rules = {
      ScheduleKeepRule, MarchFormRule,   MarchBoundsRule, MarchOneStoreRule,
      MarchUnconditionalReadsRule, MarchSignedRule, MarchStrideRule, MarchReuseRule,
      MarchTextRule,    MarchRunsRule,   ReductionFormRule, ReductionTextRule, ExpandFormRule,
      ExpandScalarsRule, ExpandMemoryRule};
  return Rules;
}

char ScheduleRefusal::ID = 0;

void ScheduleRefusal::log(llvm::raw_ostream &OS) const { OS << Message; }

std::error_code ScheduleRefusal::convertToErrorCode() const {
  return std::make_error_code(std::errc::invalid_argument);
}

std::string takeScheduleRefusal(llvm::Error E, std::optional<RuleId> &Rule) {
  std::string Message;
  llvm::handleAllErrors(
      std::move(E),
      [&](const ScheduleRefusal &R) {
        Rule = R.Rule;
        Message = R.Message;
      },
      [&](const llvm::ErrorInfoBase &Other) { Message = Other.message(); });
  return Message;
}

} // namespace paracodex
