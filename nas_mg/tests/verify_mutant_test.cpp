// `paracodex verify` must catch the bugs a wrong fusion really makes. Each
// testdata/verify/mutants/NAME.mutant names one fused MG routine and one
// textual change to it (see testdata/verify/mutants/README.md); this test
// applies the change to the build's mg_fused.c, writes the mutant to
// BUILD/nas_mg/mutants/NAME.c (where bench/verify_gpu.sh picks it up), runs
// verify on the host, and expects exit 1 with every `host:` line of the
// spec in the report; then it reports on the H200 run committed in
// H200_RESULTS (--results-from) and expects every `gpu:` line.
#include "tool/tests/RunTool.h"
#include "tool/tests/Testdata.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace {

struct Mutant {
  std::string Name, Function, Replace, With;
  std::vector<std::string> HostExpect, GpuExpect;
};

Mutant readMutant(const fs::path &P) {
  Mutant M;
  M.Name = P.stem().string();
  std::istringstream In(readFile(P));
  std::string Line;
  auto Value = [&](const std::string &Key, std::string &Out) {
    if (Line.rfind(Key + ": ", 0) != 0)
      return false;
    Out = Line.substr(Key.size() + 2);
    return true;
  };
  while (std::getline(In, Line)) {
    std::string V;
    if (Value("function", M.Function) || Value("replace", M.Replace) || Value("with", M.With))
      continue;
    if (Value("host", V))
      M.HostExpect.push_back(V);
    if (Value("gpu", V))
      M.GpuExpect.push_back(V);
  }
  return M;
}

std::vector<std::string> mutantNames() {
  std::vector<std::string> Names;
  for (const auto &E : fs::directory_iterator(fs::path(PARACODEX_TESTDATA_DIR) / "verify" / "mutants"))
    if (E.path().extension() == ".mutant")
      Names.push_back(E.path().stem().string());
  std::sort(Names.begin(), Names.end());
  return Names;
}

class VerifyMutant : public testing::TestWithParam<std::string> {
protected:
  void SetUp() override {
    M = readMutant(fs::path(PARACODEX_TESTDATA_DIR) / "verify" / "mutants" /
                   (GetParam() + ".mutant"));
    ASSERT_FALSE(M.Function.empty() || M.Replace.empty() || M.With.empty())
        << "the spec needs function:, replace: and with:";
    std::string Fused = readFile(MG_FUSED_C);
    // The change applies inside the named function only, to every copy of
    // the text there: a marched region holds its march twice (the bare
    // launch and the standard form, BareLaunch.h), and a fusion bug would
    // be in both.
    size_t Start = Fused.find("static void " + M.Function + "(");
    ASSERT_NE(Start, std::string::npos) << M.Function << " is not in " << MG_FUSED_C;
    size_t End = Fused.find("\n}\n", Start);
    size_t At = Fused.find(M.Replace, Start);
    ASSERT_TRUE(At != std::string::npos && At < End)
        << "`" << M.Replace << "` is not in " << M.Function
        << " of the fused MG any more: update the mutant";
    while (At != std::string::npos && At < End) {
      Fused.replace(At, M.Replace.size(), M.With);
      End = Fused.find("\n}\n", Start);
      At = Fused.find(M.Replace, At + M.With.size());
    }
    fs::path Dir = fs::path(PARACODEX_BUILD_DIR) / "nas_mg" / "mutants";
    fs::create_directories(Dir);
    // One file per test: ctest runs the host and the H200 test of one
    // mutant at once, and a shared file was read half written (session 37:
    // wrong_shift failed once under `ctest -j2`).
    const testing::TestInfo *Test = testing::UnitTest::GetInstance()->current_test_info();
    std::string Which = Test ? std::string(Test->test_suite_name()) + "." + Test->name() : "";
    for (char &Ch : Which)
      if (!std::isalnum(static_cast<unsigned char>(Ch)))
        Ch = '_';
    File = Dir / (M.Name + "." + Which + ".c");
    std::ofstream(File) << Fused;
  }

  /// `paracodex verify` of the mutant against mg.c with \p Flags.
  ToolRun verify(const std::string &Flags) {
    std::string NasMg = std::string(PARACODEX_SOURCE_DIR) + "/nas_mg";
    return runTool(PARACODEX_SOURCE_DIR,
                   "verify --reference=nas_mg/mg.c --optimized='" + File.string() +
                       "' --function=" + M.Function + " --seeds=1 " + Flags +
                       " --extent 'm1k=2*m1j-2,m2k=2*m2j-2,m3k=2*m3j-2,n1=2*mm1-2,n2=2*mm2-2,"
                       "n3=2*mm3-2' -- -I" + NasMg + " " + NasMg + "/randdp.c");
  }

  Mutant M;
  fs::path File;
};

TEST_P(VerifyMutant, IsCaughtOnTheHost) {
  ASSERT_FALSE(M.HostExpect.empty()) << "the spec needs at least one host: line";
  ToolRun Run = verify("--device=host");
  EXPECT_EQ(Run.ExitCode, 1) << Run.Output;
  for (const std::string &E : M.HostExpect)
    EXPECT_NE(Run.Output.find(E), std::string::npos)
        << "expected `" << E << "` in the report:\n" << Run.Output;
}

// The run on the H200 (bench/verify_gpu.sh), reported again from its
// committed results, so that the GPU claims are checked on every build.
TEST_P(VerifyMutant, WasCaughtOnTheH200) {
  ASSERT_FALSE(M.GpuExpect.empty()) << "the spec needs at least one gpu: line";
  fs::path Results = fs::path(H200_RESULTS) / "mutants" / M.Name;
  ASSERT_TRUE(fs::exists(Results / "harness_gpu.exit"))
      << Results << ": no H200 results for this mutant; run bench/verify_gpu.sh";
  ToolRun Run = verify("--device=gpu --sanitize --results-from='" + Results.string() + "'");
  EXPECT_EQ(Run.ExitCode, 1) << Run.Output;
  for (const std::string &E : M.GpuExpect)
    EXPECT_NE(Run.Output.find(E), std::string::npos)
        << "expected `" << E << "` in the report:\n" << Run.Output;
}

INSTANTIATE_TEST_SUITE_P(Mutants, VerifyMutant, testing::ValuesIn(mutantNames()),
                         [](const testing::TestParamInfo<std::string> &I) { return I.param; });

} // namespace
