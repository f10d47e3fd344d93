//===- RuleRegistry.cpp - every rule of rules/ ----------------------------===//
//
// RuleList.inc is written by CMake (passes/CMakeLists.txt): one
// PARACODEX_RULE_FILE(NAME) per file rules/NAME.cpp, so that adding a rule
// touches no list. Each factory is referenced here, so no rule's object
// file can be left out of a link.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include <algorithm>
#include <cassert>
#include <set>
#include <string>

#define PARACODEX_RULE_FILE(NAME) std::unique_ptr<::paracodex::LegalityRule> paracodexMake##NAME##Rule();
#include "RuleList.inc"
#undef PARACODEX_RULE_FILE

namespace paracodex {

const std::vector<std::unique_ptr<LegalityRule>> &registeredRules() {
  static const std::vector<std::unique_ptr<LegalityRule>> Rules = [] {
    std::vector<std::unique_ptr<LegalityRule>> R;
#define PARACODEX_RULE_FILE(NAME) R.push_back(paracodexMake##NAME##Rule());
#include "RuleList.inc"
#undef PARACODEX_RULE_FILE
    std::stable_sort(R.begin(), R.end(), [](const auto &A, const auto &B) {
      return A->order() < B->order();
    });
    std::set<std::string> Names;
    for (const auto &Rule : R) {
      bool Fresh = Names.insert(Rule->info().Name).second;
      assert(Fresh && "two rules of one name");
      (void)Fresh;
    }
    return R;
  }();
  return Rules;
}

} // namespace paracodex
