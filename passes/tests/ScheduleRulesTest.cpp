//===- ScheduleRulesTest.cpp - each schedule rule has a case that names it -===//
//
// The schedule rules (plan/ScheduleRules.h) are named as the legality
// rules are: every rule is named by some testdata/schedule case's
// `expect: KEPT [rule] reason` line (the CTest fuse.schedule_keeps.<case>
// checks that fuse's note gives that reason under that rule), no case
// names a rule that does not exist, and no two rules share a name.
//
//===----------------------------------------------------------------------===//
#include "passes/plan/ScheduleRules.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <string>

namespace fs = std::filesystem;

namespace paracodex {
namespace {

/// Rule name -> the cases whose `expect: KEPT [rule]` line names it.
std::map<std::string, std::set<std::string>> namedInCases() {
  std::map<std::string, std::set<std::string>> Named;
  const std::regex Kept(R"(expect: +KEPT +\[([a-z-]+)\])");
  for (const auto &E : fs::directory_iterator(fs::path(PARACODEX_TESTDATA_DIR) / "schedule")) {
    std::string Name = E.path().filename().string();
    if (E.path().extension() != ".c" || Name.find(".expected.") != std::string::npos)
      continue;
    std::ifstream In(E.path());
    std::string Line;
    std::smatch M;
    while (std::getline(In, Line))
      if (std::regex_search(Line, M, Kept))
        Named[M[1].str()].insert(Name);
  }
  return Named;
}

TEST(ScheduleRules, EveryRuleHasACaseThatNamesIt) {
  std::map<std::string, std::set<std::string>> Named = namedInCases();
  std::set<std::string> Rules;
  for (RuleId Rule : scheduleRules()) {
    EXPECT_TRUE(Rules.insert(Rule.name()).second) << "two schedule rules are named " << Rule.name();
    EXPECT_TRUE(Named.count(Rule.name()))
        << "no testdata/schedule case has `expect: KEPT [" << Rule.name() << "]`";
  }
  for (const auto &[Rule, Cases] : Named)
    EXPECT_TRUE(Rules.count(Rule)) << *Cases.begin() << " names `" << Rule
                                   << "`, which is no schedule rule";
}

TEST(ScheduleRules, RefusalCarriesItsRuleThroughAnError) {
  std::optional<RuleId> Rule;
  std::string Message = takeScheduleRefusal(
      llvm::make_error<ScheduleRefusal>(MarchReuseRule, "the region keeps its shape"), Rule);
  ASSERT_TRUE(Rule.has_value());
  EXPECT_STREQ(Rule->name(), "march-reuse");
  EXPECT_EQ(Message, "the region keeps its shape");
  std::optional<RuleId> None;
  EXPECT_EQ(takeScheduleRefusal(llvm::createStringError(std::errc::invalid_argument, "other"),
                                None),
            "other");
  EXPECT_FALSE(None.has_value());
}

} // namespace
} // namespace paracodex
