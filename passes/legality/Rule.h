//===- Rule.h - a rule's identity: its entry in the rule table --*- C++ -*-===//
//
// Every refusal and every fact names the rule it comes from by the address
// of that rule's table entry, not by spelling: two rules cannot share a
// name by accident, and a misspelt rule does not compile. The name is what
// tools, tests and diagnostics print (`[paracodex-no-alias]`).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_RULE_H
#define PARACODEX_PASSES_LEGALITY_RULE_H

namespace paracodex {

/// One entry of the rule table: a stable name and the sentence that says
/// what the rule requires (docs/legality.md explains each with its case).
struct RuleInfo {
  const char *Name;
  const char *Requires;
};

/// A rule, as refusals and facts name it.
class RuleId {
public:
  constexpr RuleId(const RuleInfo &Info) : Info(&Info) {}
  const char *name() const { return Info->Name; }
  const char *requires() const { return Info->Requires; }
  bool operator==(RuleId O) const { return Info == O.Info; }
  bool operator!=(RuleId O) const { return Info != O.Info; }

private:
  const RuleInfo *Info;
};

} // namespace paracodex

#endif
