//===- AnalyzeCliTest.cpp - `paracodex analyze` as a user meets it --------===//
#include "RunTool.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <regex>
#include <set>
#include <vector>

using nlohmann::json;

namespace {

const std::string Root = PARACODEX_SOURCE_DIR;

TEST(AnalyzeCli, NasMgHasExactlyTheFourRoutinePairsRankedByTheNcuProfile) {
  ToolRun Run = runTool(Root, "analyze nas_mg/mg.c --format=json "
                              "--metrics=testdata/profiles/ncu_mg_B_unfused_h200.csv");
  ASSERT_EQ(Run.ExitCode, 0) << Run.Output;
  json J = json::parse(Run.Output);
  std::map<unsigned, std::string> ByRank;
  for (const json &C : J["candidates"]) {
    if (!C["legal"].get<bool>())
      continue;
    EXPECT_EQ(C["kind"], "vertical") << C["name"];
    ASSERT_TRUE(C["rank"].is_number()) << C.dump(2);
    ByRank[C["rank"].get<unsigned>()] = C["function"].get<std::string>();
    EXPECT_GT(C["measured"]["time_ns"].get<double>(), 0);
  }
  // The order the H200 measured for class B (resid 27 ms, psinv 15 ms,
  // interp 8 ms, rprj3 5 ms): ranking must follow the profile.
  std::map<unsigned, std::string> Expected = {
      {1, "resid"}, {2, "psinv"}, {3, "interp"}, {4, "rprj3"}};
  EXPECT_EQ(ByRank, Expected);
}

TEST(AnalyzeCli, TextReportListsRefusedPairsOnlyWithExplain) {
  ToolRun Plain = runTool(Root, "analyze nas_mg/mg.c");
  ToolRun Explained = runTool(Root, "analyze nas_mg/mg.c --explain");
  ASSERT_EQ(Plain.ExitCode, 0);
  ASSERT_EQ(Explained.ExitCode, 0);
  EXPECT_NE(Plain.Output.find("4 legal fusion candidates"), std::string::npos);
  EXPECT_EQ(Plain.Output.find("[temporary]"), std::string::npos);
  EXPECT_NE(Explained.Output.find("[temporary] `u` is a parameter of `comm3`"),
            std::string::npos)
      << Explained.Output;
}

TEST(AnalyzeCli, ReadsTheCompileCommandFromABuildDirectory) {
  ToolRun Run = runTool(Root, "analyze nas_mg/mg.c -p '" PARACODEX_BUILD_DIR "'");
  EXPECT_EQ(Run.ExitCode, 0) << Run.Output;
  EXPECT_NE(Run.Output.find("4 legal fusion candidates"), std::string::npos);
}

TEST(AnalyzeCli, MissingFileIsAnError) {
  ToolRun Run = runTool(Root, "analyze testdata/no_such_file.c");
  EXPECT_EQ(Run.ExitCode, 2);
  EXPECT_NE(Run.Output.find("no_such_file.c: error: no such file"), std::string::npos)
      << Run.Output;
}

TEST(AnalyzeCli, CompileErrorsAreReportedAsCompilerDiagnostics) {
  ToolRun Run = runTool(Root, "analyze testdata/errors/syntax_error.c");
  EXPECT_EQ(Run.ExitCode, 2);
  EXPECT_NE(Run.Output.find("syntax_error.c:3:18: error:"), std::string::npos)
      << Run.Output;
}

TEST(AnalyzeCli, MalformedProfileNamesFileAndLine) {
  ToolRun Run = runTool(Root, "analyze nas_mg/mg.c "
                              "--metrics=testdata/profiles/ncu_truncated_row.csv");
  EXPECT_EQ(Run.ExitCode, 2);
  EXPECT_NE(Run.Output.find("ncu_truncated_row.csv:15:1: error:"), std::string::npos)
      << Run.Output;
}

TEST(AnalyzeCli, UnknownFormatIsAUsageError) {
  ToolRun Run = runTool(Root, "analyze nas_mg/mg.c --format=xml");
  EXPECT_EQ(Run.ExitCode, 2);
}

} // namespace

// Two functions of one name in different classes or namespaces are two
// pairs with two labels: a report names them with their scope.
TEST(AnalyzeCli, PairsInClassesAndNamespacesAreNamedWithTheirScope) {
  ToolRun Run = runTool(Root, "analyze testdata/cxx_fused/vertical_in_namespace_and_class.cpp "
                              "--format=json -- -fopenmp -xc++");
  ASSERT_EQ(Run.ExitCode, 0) << Run.Output;
  json J = json::parse(Run.Output);
  // A label is FUNCTION:PRODUCER_LINE->CONSUMER_LINE.
  static const std::regex Label("^(.*):[0-9]+->[0-9]+$");
  std::set<std::string> Labels;
  for (const json &C : J["candidates"]) {
    std::smatch M;
    std::string Name = C["name"].get<std::string>();
    ASSERT_TRUE(std::regex_match(Name, M, Label)) << Name;
    Labels.insert(M[1]);
  }
  EXPECT_TRUE(Labels.count("kernels::step")) << J["candidates"].dump(2);
  EXPECT_TRUE(Labels.count("Solver::run")) << J["candidates"].dump(2);
}

// A template's pair is judged in every instantiation the file makes, and
// reported once, under the template's name (issue 28 point 5).
TEST(AnalyzeCli, TemplatePairsAreJudgedInEveryInstantiation) {
  struct Expectation {
    const char *File;
    const char *Label;
    bool Legal;
    const char *Rule;   // for a refusal: the rule it names
    const char *Saying; // and words of its message
  };
  const Expectation Cases[] = {
      {"testdata/cxx_fused/vertical_function_template.cpp", "smooth", true, "", ""},
      {"testdata/cxx_fused/vertical_class_template_member.cpp", "Grid::relax", true, "", ""},
      {"testdata/cxx/refuse_template_impure_in_one.cpp", "scale", false, "pure-producer",
       "in `scale<double>`: "},
      {"testdata/cxx/refuse_template_value_argument.cpp", "blur", false, "every-instantiation",
       "takes a template argument as a value"},
      {"testdata/cxx/refuse_template_conversions_differ.cpp", "halve", false,
       "every-instantiation", "convert or type values unlike `halve<int>`'s"},
  };
  for (const Expectation &E : Cases) {
    ToolRun Run = runTool(Root, std::string("analyze ") + E.File +
                                    " --format=json -- -fopenmp -xc++");
    ASSERT_EQ(Run.ExitCode, 0) << E.File << "\n" << Run.Output;
    json J = json::parse(Run.Output);
    std::vector<json> Vertical;
    for (const json &C : J["candidates"])
      if (C["kind"] == "vertical")
        Vertical.push_back(C);
    // One pair, not one per instantiation.
    ASSERT_EQ(Vertical.size(), 1u) << E.File << "\n" << J["candidates"].dump(2);
    const json &C = Vertical.front();
    std::string Name = C["name"].get<std::string>();
    EXPECT_EQ(Name.substr(0, Name.rfind(':')), E.Label) << E.File;
    EXPECT_EQ(C["legal"].get<bool>(), E.Legal) << E.File << "\n" << C.dump(2);
    if (E.Legal)
      continue;
    bool Named = false;
    for (size_t I = 0; I < C["reasons"].size(); ++I)
      Named |= C["rules"][I] == E.Rule &&
               C["reasons"][I].get<std::string>().find(E.Saying) != std::string::npos;
    EXPECT_TRUE(Named) << E.File << "\n" << C.dump(2);
  }
}
