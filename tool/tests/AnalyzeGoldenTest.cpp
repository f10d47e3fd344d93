//===- AnalyzeGoldenTest.cpp - `paracodex analyze` on testdata/analyze ----===//
//
// Two checks per case testdata/analyze/<case>.c:
//  * Verdicts: the case's header comment states, in words a person wrote
//    before the tool existed, which pairs must be fused and which refused
//    (`expect: R1 -> R2 via t: LEGAL`). The tool must agree, and must not
//    find any other legal pair.
//  * Golden JSON: the whole report equals <case>.analysis.json, so any change
//    in regions, accesses, reasons or plans shows up in review. Set
//    PARACODEX_UPDATE_GOLDEN=1 to rewrite the expected files after checking
//    the differences by hand.
//
//===----------------------------------------------------------------------===//
#include "RunTool.h"
#include "Testdata.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

const fs::path CaseDir = caseDir();

std::string runAnalyze(const std::string &Case, int &Status) {
  ToolRun Run = runTool(CaseDir.string(), "analyze " + Case + ".c --format=json");
  Status = Run.ExitCode;
  return Run.Output;
}

struct ExpectedPair {
  unsigned Producer, Consumer;
  /// "vertical" (also map-reduce), "horizontal" or "keep-store".
  std::string Kind;
  bool Legal;
  std::string Line;
  /// `REFUSED [rule]`: the rule that must be among the refusals.
  std::string Rule;
};

std::vector<ExpectedPair> expectedPairs(const std::string &Source) {
  std::vector<ExpectedPair> Pairs;
  std::regex Vertical(R"(R(\d+) -> R(\d+) via [^:]+: (LEGAL|REFUSED)(?: \[([a-z-]+)\])?)");
  std::regex SideBySide(
      R"(R(\d+) \+ R(\d+) (horizontal|keep-store): (LEGAL|REFUSED)(?: \[([a-z-]+)\])?)");
  std::istringstream Lines(Source);
  std::string L;
  bool InExpect = false;
  while (std::getline(Lines, L)) {
    if (L.find("expect:") != std::string::npos)
      InExpect = true;
    else if (L.find(":") != std::string::npos &&
             std::regex_search(L, std::regex(R"(^\s*\*\s+[a-z]+:)")))
      InExpect = false;
    if (!InExpect)
      continue;
    std::smatch M;
    if (std::regex_search(L, M, Vertical))
      Pairs.push_back({unsigned(std::stoul(M[1])), unsigned(std::stoul(M[2])),
                       "vertical", M[3] == "LEGAL", L, M[4]});
    else if (std::regex_search(L, M, SideBySide))
      Pairs.push_back({unsigned(std::stoul(M[1])), unsigned(std::stoul(M[2])), M[3],
                       M[4] == "LEGAL", L, M[5]});
  }
  return Pairs;
}

class AnalyzeCase : public ::testing::TestWithParam<std::string> {
protected:
  json report() {
    int Status = 0;
    std::string Out = runAnalyze(GetParam(), Status);
    EXPECT_EQ(Status, 0) << Out;
    json J = json::parse(Out, nullptr, false);
    EXPECT_FALSE(J.is_discarded()) << "not JSON:\n" << Out;
    return J;
  }
};

TEST_P(AnalyzeCase, VerdictsMatchTheCaseComment) {
  json J = report();
  if (J.is_discarded())
    return;
  std::string Source = readFile(CaseDir / (GetParam() + ".c"));
  std::vector<ExpectedPair> Expected = expectedPairs(Source);
  std::set<unsigned> Seen;
  for (const ExpectedPair &E : Expected) {
    const json *Found = nullptr;
    for (const json &C : J["candidates"]) {
      std::string Kind = C["kind"] == "map-reduce" ? "vertical" : C["kind"].get<std::string>();
      if (C["producer"]["region"] == E.Producer &&
          C["consumer"]["region"] == E.Consumer && Kind == E.Kind)
        Found = &C;
    }
    if (!Found) {
      // A refused pair may also be one the tool never forms (e.g. regions in
      // different functions): it is not fused either way.
      EXPECT_FALSE(E.Legal) << "no candidate for: " << E.Line;
      continue;
    }
    Seen.insert((*Found)["id"].get<unsigned>());
    EXPECT_EQ((*Found)["legal"].get<bool>(), E.Legal)
        << E.Line << "\nreasons: " << (*Found)["reasons"].dump(2);
    if (!E.Rule.empty()) {
      std::vector<std::string> Rules = (*Found)["rules"].get<std::vector<std::string>>();
      EXPECT_NE(std::find(Rules.begin(), Rules.end(), E.Rule), Rules.end())
          << E.Line << " names rule " << E.Rule << "; refused by "
          << (*Found)["rules"].dump();
    }
  }
  for (const json &C : J["candidates"])
    if (C["legal"].get<bool>() && !Seen.count(C["id"].get<unsigned>()))
      ADD_FAILURE() << "unexpected legal candidate " << C["name"] << " ("
                    << C["kind"] << ")";
}

TEST_P(AnalyzeCase, ReportMatchesGoldenJson) {
  json J = report();
  if (J.is_discarded())
    return;
  fs::path Golden = CaseDir / (GetParam() + ".analysis.json");
  if (std::getenv("PARACODEX_UPDATE_GOLDEN")) {
    bool Changed = !fs::exists(Golden) || json::parse(readFile(Golden), nullptr, false) != J;
    std::ofstream(Golden) << J.dump(2) << "\n";
    // Update mode never passes a changed case: read the diff, then rerun.
    if (Changed)
      FAIL() << Golden << " rewritten; review `git diff` and run the tests again";
    return;
  }
  ASSERT_TRUE(fs::exists(Golden)) << Golden << " is missing";
  json Expected = json::parse(readFile(Golden), nullptr, false);
  ASSERT_FALSE(Expected.is_discarded()) << Golden << " is not JSON";
  EXPECT_EQ(J, Expected) << "differences (RFC 6902 patch from expected to actual):\n"
                         << json::diff(Expected, J).dump(2);
}

INSTANTIATE_TEST_SUITE_P(Testdata, AnalyzeCase, ::testing::ValuesIn(allCases()),
                         [](const auto &Info) { return Info.param; });

} // namespace
