//===- FuseGoldenTest.cpp - `paracodex fuse` on testdata/analyze ----------===//
//
// For every case: the fused text equals <case>.expected.c when the case has
// a legal pair, and is byte-identical to the input when it has none (every
// must-not-fuse case); fusing the fused text changes nothing. Set
// PARACODEX_UPDATE_GOLDEN=1 to rewrite the expected files after reviewing
// the differences.
//
//===----------------------------------------------------------------------===//
#include "RunTool.h"
#include "Testdata.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace {

const fs::path CaseDir = caseDir();

/// stdout of `paracodex fuse FILE` (stderr, the report, goes elsewhere).
std::string fuse(const std::string &File, int &ExitCode) {
  ToolRun Run = runTool(CaseDir.string(), "fuse " + File, /*KeepStderr=*/false);
  ExitCode = Run.ExitCode;
  return Run.Output;
}

class FuseCase : public ::testing::TestWithParam<std::string> {};

TEST_P(FuseCase, OutputMatchesExpectedOrInput) {
  std::string Input = readFile(CaseDir / (GetParam() + ".c"));
  fs::path Expected = CaseDir / (GetParam() + ".expected.c");
  int Exit = 0;
  std::string Fused = fuse(GetParam() + ".c", Exit);
  ASSERT_EQ(Exit, 0);
  if (std::getenv("PARACODEX_UPDATE_GOLDEN")) {
    bool Changed = !fs::exists(Expected) ? Fused != Input : readFile(Expected) != Fused;
    if (Fused != Input)
      std::ofstream(Expected) << Fused;
    else
      fs::remove(Expected);
    // Update mode never passes a changed case: read the diff, then rerun.
    if (Changed)
      FAIL() << Expected << " rewritten; review `git diff` and run the tests again";
    return;
  }
  if (!fs::exists(Expected)) {
    EXPECT_EQ(Fused, Input) << "a case with no legal pair must come out byte-identical";
    return;
  }
  EXPECT_EQ(Fused, readFile(Expected));
}

/// Only the cases with a fused form: a refused case's output is its input,
/// which OutputMatchesExpectedOrInput already checks.
std::vector<std::string> fusedCases() {
  std::vector<std::string> Cases;
  for (const std::string &C : allCases())
    if (fs::exists(CaseDir / (C + ".expected.c")))
      Cases.push_back(C);
  return Cases;
}

class FusedCase : public ::testing::TestWithParam<std::string> {};

TEST_P(FusedCase, FusingTheOutputChangesNothing) {
  fs::path Expected = CaseDir / (GetParam() + ".expected.c");
  int Exit = 0;
  std::string Again = fuse(Expected.filename().string(), Exit);
  ASSERT_EQ(Exit, 0);
  EXPECT_EQ(Again, readFile(Expected));
}

INSTANTIATE_TEST_SUITE_P(Testdata, FuseCase, ::testing::ValuesIn(allCases()),
                         [](const auto &Info) { return Info.param; });
INSTANTIATE_TEST_SUITE_P(Testdata, FusedCase, ::testing::ValuesIn(fusedCases()),
                         [](const auto &Info) { return Info.param; });

} // namespace
