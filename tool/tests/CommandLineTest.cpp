//===- CommandLineTest.cpp - the command line a clang-tools user expects -===//
//
// One test (or a few) per point of a new user's first hour: compile
// databases found as clang-tidy finds them, the same file however its path
// is given, diagnostics in the compiler's form, the exit-code table, profile
// warnings, verify's failure reports, diff names, symbolic links, --input.
// The user's project is testdata/projects/grid (an index macro in include/,
// sizes as -D definitions, sources in src/), copied with a compile database
// like the one CMake exports.
//
//===----------------------------------------------------------------------===//
#include "RunTool.h"
#include "ScratchDir.h"
#include "Testdata.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

const fs::path Source = PARACODEX_SOURCE_DIR;
const fs::path Testdata = PARACODEX_TESTDATA_DIR;

size_t lineCount(const std::string &Text) {
  return std::count(Text.begin(), Text.end(), '\n');
}

bool contains(const std::string &Text, const std::string &Part) {
  return Text.find(Part) != std::string::npos;
}

/// The grid project in Dir, with build/compile_commands.json as CMake
/// writes it (absolute file, command run in build/).
class Project : public ScratchDirTest {
protected:
  void SetUp() override {
    ScratchDirTest::SetUp();
    fs::copy(Testdata / "projects" / "grid", Dir, fs::copy_options::recursive);
    fs::create_directories(Dir / "build");
    json Commands = json::array();
    for (const char *File : {"diff.c", "blur.c", "clean.c"}) {
      std::string Path = (Dir / "src" / File).string();
      Commands.push_back({{"directory", (Dir / "build").string()},
                          {"file", Path},
                          {"command", "/usr/bin/clang-19 -DNX=512 -DREAL=double -I" +
                                          (Dir / "include").string() +
                                          " -fopenmp -o CMakeFiles/grid.dir/" + File +
                                          ".o -c " + Path}});
    }
    std::ofstream(Dir / "build" / "compile_commands.json") << Commands.dump(2);
  }
  std::string src(const char *File) { return readFile(Dir / "src" / File); }
};

const char DiffWarning[] = "src/diff.c:9:1: warning: target regions at lines 9 and 13 can be "
                           "fused through 't' (inline) [paracodex-fusable]";

// ---- --help and --version ------------------------------------------------

TEST(CommandLine, HelpShowsParacodexOptionsOnly) {
  for (const char *Args : {"--help", "analyze --help", "fuse --help", "verify --help"}) {
    ToolRun Run = runTool(Source.string(), Args);
    EXPECT_EQ(Run.ExitCode, 0) << Args;
    EXPECT_LT(lineCount(Run.Output), 60u) << Args << "\n" << Run.Output;
    EXPECT_FALSE(contains(Run.Output, "amdgpu")) << Args;
    EXPECT_FALSE(contains(Run.Output, "--x86")) << Args;
  }
  EXPECT_TRUE(contains(runTool(Source.string(), "fuse --help").Output, "--extra-arg"));
  // verify says what the arguments after `--` are for.
  EXPECT_TRUE(contains(runTool(Source.string(), "verify --help").Output,
                       "The arguments after `--` go to the compile command of both"));
}

TEST(CommandLine, VersionNamesParacodexAndLlvm) {
  ToolRun Run = runTool(Source.string(), "--version");
  EXPECT_EQ(Run.ExitCode, 0);
  EXPECT_EQ(Run.Output.rfind("paracodex 0.", 0), 0u) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, "LLVM 19.")) << Run.Output;
}

// ---- the compile database, and one file however it is named -----------

TEST_F(Project, FromTheRootWithABuildDirectory) {
  ToolRun Run = runTool(Dir.string(), "fuse -p build --check src/diff.c");
  EXPECT_EQ(Run.ExitCode, 1) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, DiffWarning)) << Run.Output;
}

TEST_F(Project, FromASubdirectoryAndWithAbsolutePaths) {
  ToolRun Sub = runTool((Dir / "src").string(), "fuse -p ../build --check diff.c");
  EXPECT_EQ(Sub.ExitCode, 1) << Sub.Output;
  EXPECT_TRUE(contains(Sub.Output, "diff.c:9:1: warning:")) << Sub.Output;
  ToolRun Abs = runTool("/", "fuse -p '" + (Dir / "build").string() + "' --check '" +
                                 (Dir / "src" / "diff.c").string() + "'");
  EXPECT_EQ(Abs.ExitCode, 1) << Abs.Output;
}

TEST_F(Project, InPlaceFromTheRootRewritesTheFile) {
  // The crash: the rewritten text was mapped under a name the parse did not
  // use, so the second round edited offsets of another text.
  ToolRun Fused = runTool(Dir.string(), "fuse -p build src/diff.c -o fused.c");
  ASSERT_EQ(Fused.ExitCode, 0) << Fused.Output;
  ToolRun Run = runTool(Dir.string(), "fuse -p build -i src/diff.c");
  ASSERT_EQ(Run.ExitCode, 0) << Run.Output;
  EXPECT_EQ(src("diff.c"), readFile(Dir / "fused.c"));
  EXPECT_FALSE(contains(src("diff.c"), "malloc"));
}

TEST_F(Project, PTakesTheCompileCommandsFileToo) {
  ToolRun Run = runTool(Dir.string(), "fuse -p build/compile_commands.json --check src/diff.c");
  EXPECT_EQ(Run.ExitCode, 1) << Run.Output;
}

TEST_F(Project, DatabaseIsFoundInAParentDirectory) {
  fs::copy(Dir / "build" / "compile_commands.json", Dir / "compile_commands.json");
  ToolRun Run = runTool((Dir / "src").string(), "fuse --check blur.c");
  EXPECT_EQ(Run.ExitCode, 1) << Run.Output;
}

TEST_F(Project, WithoutAnyDatabaseTheErrorSaysWhatWasTried) {
  ToolRun Run = runTool(Dir.string(), "analyze src/diff.c");
  EXPECT_EQ(Run.ExitCode, 2) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, "no compile_commands.json was found")) << Run.Output;
}

TEST_F(Project, ExtraArgsAddToTheCommand) {
  EXPECT_EQ(runTool(Dir.string(), "fuse --check --extra-arg=-DREAL=double src/diff.c").ExitCode,
            1);
  EXPECT_EQ(
      runTool(Dir.string(), "fuse --check --extra-arg-before=-DREAL=float src/diff.c").ExitCode,
      1);
  EXPECT_EQ(runTool(Dir.string(), "fuse --check -p build --extra-arg=-DNX=64 src/blur.c").ExitCode,
            1);
}

TEST_F(Project, DashDashWinsOverPAndSaysSo) {
  ToolRun Run = runTool(Dir.string(), "fuse --check -p build src/diff.c -- -fopenmp -DREAL=float");
  EXPECT_EQ(Run.ExitCode, 1) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, "-p build is ignored")) << Run.Output;
}

// ---- findings as diagnostics ---------------------------------------------

TEST_F(Project, MacroStridesFromDefinitionsDelinearize) {
  // tmp[IDX(i, j)] with IDX(i, j) ((i) * NX + (j)) and -DNX=512.
  ToolRun Run = runTool(Dir.string(), "fuse -p build --check src/blur.c");
  EXPECT_EQ(Run.ExitCode, 1) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, "src/blur.c:10:1: warning: target regions at lines 10 and "
                                   "14 can be fused through 'tmp' (inline) [paracodex-fusable]"))
      << Run.Output;
}

TEST_F(Project, AnalyzeTableOnStdoutDiagnosticsOnStderr) {
  ToolRun Out = runTool(Dir.string(), "analyze -p build src/diff.c", /*KeepStderr=*/false);
  EXPECT_EQ(Out.ExitCode, 0);
  EXPECT_TRUE(contains(Out.Output, "1 legal fusion candidate")) << Out.Output;
  EXPECT_FALSE(contains(Out.Output, "warning:")) << Out.Output;
  ToolRun All = runTool(Dir.string(), "analyze -p build src/diff.c");
  EXPECT_TRUE(contains(All.Output, DiffWarning)) << All.Output;
}

TEST(CommandLine, ExplainGivesOneNotePerRuleNamingIt) {
  ToolRun Run = runTool((Testdata / "analyze").string(), "analyze --explain refuse_nowait.c");
  EXPECT_EQ(Run.ExitCode, 0);
  EXPECT_TRUE(contains(Run.Output, "refuse_nowait.c:")) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, ": remark: target regions at lines ")) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, ": note: ")) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, "[paracodex-synchronous]")) << Run.Output;
}

TEST_F(Project, ExportFixesApplyWithClangApplyReplacements) {
  ToolRun Fused = runTool(Dir.string(), "fuse -p build src/diff.c -o expected.c");
  ASSERT_EQ(Fused.ExitCode, 0);
  fs::create_directories(Dir / "fixes");
  ToolRun Run =
      runTool(Dir.string(), "fuse -p build --check --export-fixes=fixes/diff.yaml src/diff.c");
  EXPECT_EQ(Run.ExitCode, 1) << Run.Output;
  std::string Yaml = readFile(Dir / "fixes" / "diff.yaml");
  EXPECT_TRUE(contains(Yaml, "DiagnosticName:  paracodex-fusable")) << Yaml;
  EXPECT_TRUE(contains(Yaml, "ReplacementText:")) << Yaml;
  EXPECT_EQ(src("diff.c"), readFile(Testdata / "projects" / "grid" / "src" / "diff.c"))
      << "--check changed the file";
  int Status = std::system(("cd '" + Dir.string() +
                            "' && clang-apply-replacements-19 fixes > apply.log 2>&1")
                               .c_str());
  EXPECT_EQ(Status, 0) << readFile(Dir / "apply.log");
  EXPECT_EQ(src("diff.c"), readFile(Dir / "expected.c"));
}

// ---- one exit-code table -------------------------------------------------

TEST_F(Project, ExitCodesMeanTheSameInEverySubcommand) {
  // 2: input errors.
  EXPECT_EQ(runTool(Dir.string(), "analyze no_such.c").ExitCode, 2);
  EXPECT_EQ(runTool(Dir.string(), "fuse --check no_such.c").ExitCode, 2);
  EXPECT_EQ(runTool(Dir.string(), "verify --reference=no_such.c --optimized=no_such.c").ExitCode,
            2);
  std::string Broken = (Testdata / "errors" / "syntax_error.c").string();
  EXPECT_EQ(runTool(Dir.string(), "analyze '" + Broken + "'").ExitCode, 2);
  EXPECT_EQ(runTool(Dir.string(), "fuse --check '" + Broken + "'").ExitCode, 2);
  EXPECT_EQ(runTool(Dir.string(), "fuse --bogus-option src/diff.c").ExitCode, 2);
  // 1: findings; 0: nothing to report.
  EXPECT_EQ(runTool(Dir.string(), "fuse -p build --check src/diff.c").ExitCode, 1);
  EXPECT_EQ(runTool(Dir.string(), "fuse -p build --check src/clean.c").ExitCode, 0);
  EXPECT_EQ(runTool(Dir.string(), "analyze -p build src/diff.c").ExitCode, 0);
  // 3: internal errors, whatever crashed.
  for (const char *How : {"segv", "abort"}) {
    ToolRun Run = runTool(Dir.string(), std::string("fuse -p build --check src/diff.c"),
                          true, std::string("PARACODEX_TEST_CRASH=") + How);
    EXPECT_EQ(Run.ExitCode, 3) << How << "\n" << Run.Output;
    EXPECT_TRUE(contains(Run.Output, "paracodex: internal error: the tool crashed")) << How;
  }
}

// ---- profiles that match nothing ------------------------------------------

TEST(CommandLine, AProfileOfAnotherProgramIsNamedWithTheCause) {
  ToolRun Run = runTool(Source.string(), "analyze nas_mg/mg.c "
                                         "--metrics=testdata/profiles/nsys_cuda_gpu_kern_sum.json");
  EXPECT_EQ(Run.ExitCode, 0);
  EXPECT_TRUE(contains(Run.Output, "nsys_cuda_gpu_kern_sum.json: warning: ")) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, "kernels matched no region of nas_mg/mg.c")) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, "another program")) << Run.Output;
}

TEST_F(ScratchDirTest, AProfileOfAnEditedFileIsNamedWithTheCause) {
  // mg.c with one comment line added on top: every directive moved a line.
  std::ofstream(Dir / "mg.c") << "/* edited */\n" << readFile(Source / "nas_mg" / "mg.c");
  fs::copy(Source / "nas_mg" / "randdp.h", Dir / "randdp.h");
  ToolRun Run = runTool(Dir.string(), "analyze mg.c --metrics='" +
                                          (Testdata / "profiles" / "ncu_mg_B_unfused_h200.csv")
                                              .string() +
                                          "'");
  EXPECT_EQ(Run.ExitCode, 0) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, "kernels matched no region of mg.c")) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, "was the file edited after the profile was taken?"))
      << Run.Output;
  ToolRun Clean = runTool(Source.string(), "analyze nas_mg/mg.c "
                                           "--metrics=testdata/profiles/ncu_mg_B_unfused_h200.csv");
  EXPECT_FALSE(contains(Clean.Output, "matched no region")) << Clean.Output;
}

TEST_F(ScratchDirTest, NsysOutputAsAUserGetsIt) {
  // `nsys stats --format json` on stdout starts with its "Processing" line.
  std::ofstream(Dir / "report.json")
      << "Processing [report.sqlite] with [/opt/nvidia/nsys/reports/cuda_gpu_kern_sum.py]... \n\n"
      << readFile(Testdata / "profiles" / "nsys_cuda_gpu_kern_sum.json");
  ToolRun Json = runTool(Dir.string(), "analyze --input='" +
                                           (Testdata / "profiles" / "resid_sample_source.c")
                                               .string() +
                                           "' --metrics=report.json --format=json");
  EXPECT_EQ(Json.ExitCode, 0) << Json.Output;
  // The report itself, or its SQLite export: the command that makes a table.
  std::ofstream(Dir / "report.nsys-rep") << "binary";
  std::ofstream(Dir / "report.sqlite") << std::string("SQLite format 3\0rest", 20);
  std::ofstream(Dir / "export.json") << "{\"type\": \"ProcessEvent\"}\n{\"type\": \"CudaEvent\"}\n";
  for (const char *File : {"report.nsys-rep", "report.sqlite", "export.json"}) {
    ToolRun Run = runTool(Dir.string(), std::string("analyze --input='") +
                                            (Source / "nas_mg" / "mg.c").string() +
                                            "' --metrics=" + File);
    EXPECT_EQ(Run.ExitCode, 2) << File;
    EXPECT_TRUE(contains(Run.Output, "nsys stats --report cuda_gpu_kern_sum --format"))
        << Run.Output;
  }
}

TEST_F(ScratchDirTest, BytesThatAreNotUtf8DoNotCrashTheJsonReport) {
  // A kernel name, then a file name, with a 0xFF byte (issue 10, reproducer 7).
  std::string Source = (Testdata / "profiles" / "resid_sample_source.c").string();
  ToolRun Run = runTool(Dir.string(), "analyze '" + Source + "' --format=json --metrics='" +
                                          (Testdata / "profiles" / "ncu_non_utf8_kernel_name.csv")
                                              .string() + "'",
                        /*KeepStderr=*/false);
  EXPECT_EQ(Run.ExitCode, 0);
  EXPECT_FALSE(json::parse(Run.Output, nullptr, false).is_discarded()) << Run.Output;
  std::string Odd = "r\xff" "s.c";
  fs::copy(Source, Dir / Odd);
  ToolRun Named = runTool(Dir.string(), "analyze '" + Odd + "' --format=json", false);
  EXPECT_EQ(Named.ExitCode, 0);
  EXPECT_FALSE(json::parse(Named.Output, nullptr, false).is_discarded()) << Named.Output;
}

TEST_F(ScratchDirTest, OpenMP60MapSyntaxParsesWithoutExtraFlags) {
  // nvc++'s (and OpenMP 6.0's) `map(present: x)`: clang-19 needs
  // -fopenmp-version=60, which paracodex adds unless told a version.
  std::ofstream(Dir / "present.c")
      << "void f(double *x, int n) {\n"
         "#pragma omp target teams distribute parallel for map(present: x[0:n])\n"
         "  for (int i = 0; i < n; i++)\n    x[i] = 2 * x[i];\n}\n";
  EXPECT_EQ(runTool(Dir.string(), "analyze present.c").ExitCode, 0);
  EXPECT_EQ(runTool(Dir.string(), "analyze present.c -- -fopenmp").ExitCode, 0);
  EXPECT_EQ(runTool(Dir.string(), "analyze present.c -- -fopenmp -fopenmp-version=51").ExitCode, 2);
}

TEST(CommandLine, NvhpcKernelsMatchTheirRegionsByLoopLine) {
  // nvc++ names a static function's kernels `_INTERNAL_..::resid` and
  // numbers them by the loop's line, one below the pragma.
  ToolRun Run = runTool(Source.string(), "analyze testdata/analyze/vertical_resid_i3d.c "
                                         "--metrics=testdata/profiles/nsys_nvhpc_internal_linkage.txt");
  EXPECT_EQ(Run.ExitCode, 0);
  EXPECT_TRUE(contains(Run.Output, "1        4.222 ms  100.0%  #1   vertical    resid:31->43"))
      << Run.Output;
  EXPECT_FALSE(contains(Run.Output, "matched no region")) << Run.Output;
}

TEST_F(ScratchDirTest, ParaCodexMgProfileRanksItsRoutines) {
  fs::path Input = Source.parent_path() / "shared" / "inputs" / "paracodex-mg";
  if (!fs::exists(Input / "mg.c"))
    GTEST_SKIP() << Input << " is absent (a user's clone has no ../shared)";
  fs::copy(Input, Dir / "mg", fs::copy_options::recursive);
  fs::copy(Dir / "mg" / "params" / "npbparams_B.h", Dir / "mg" / "npbparams.h");
  ToolRun Run = runTool((Dir / "mg").string(),
                        "analyze mg.c --metrics=nsys_output.txt --format=json -- -fopenmp -I. -Icommon",
                        /*KeepStderr=*/false);
  ASSERT_EQ(Run.ExitCode, 0) << Run.Output;
  json J = json::parse(Run.Output);
  EXPECT_EQ(J["profiles"][0]["kernels"], 16);
  EXPECT_EQ(J["unmatched_kernels"].size(), 0u) << J["unmatched_kernels"].dump(2);
  std::map<std::string, double> Time;
  for (const json &C : J["candidates"])
    if (C.contains("measured") && C["measured"].is_object())
      Time[C["function"].get<std::string>()] =
          std::max(Time[C["function"].get<std::string>()], C["measured"]["time_ns"].get<double>());
  // What nsys measured for class B on the H200: resid 217 ms, psinv 111 ms,
  // rprj3 46 ms.
  EXPECT_GT(Time["resid"], Time["psinv"]);
  EXPECT_GT(Time["psinv"], Time["rprj3"]);
  EXPECT_NEAR(Time["resid"] * 1e-6, 217.5, 0.5);
}

TEST_F(ScratchDirTest, AHugeMalformedProfileIsAnErrorNotACrash) {
  // Found by fuzz/mutate.py: 50000 '[' then a bad literal. The parser's
  // message quoted all of it, and a regex over that message overflowed the
  // stack (exit 139).
  std::ofstream(Dir / "deep.json") << std::string(50000, '[') << "x";
  ToolRun Run = runTool(Dir.string(), "analyze '" +
                                          (Testdata / "profiles" / "resid_sample_source.c").string() +
                                          "' --metrics=deep.json --format=json");
  EXPECT_EQ(Run.ExitCode, 2) << Run.Output.substr(0, 300);
  EXPECT_TRUE(contains(Run.Output, "deep.json:1:1: error: malformed JSON")) << Run.Output.substr(0, 300);
  EXPECT_LT(Run.Output.size(), 1000u);
}

TEST(CommandLine, RegionsInATemplateNeverInstantiatedAreSaidToBeNotAnalysed) {
  // Issue 11: regions inside a C++ function template were ignored without
  // a word (0 regions reported). Issue 28: a template is analysed in each
  // instantiation the file makes; one it never instantiates has no types
  // to analyse, and analyze and fuse say so, once each.
  std::string File = (Testdata / "templates" / "template_regions.cpp").string();
  for (const char *Command : {"analyze", "fuse --check"}) {
    ToolRun Run = runTool(Source.string(), std::string(Command) + " '" + File + "' -- -fopenmp");
    EXPECT_EQ(Run.ExitCode, 0) << Command << "\n" << Run.Output;
    std::string Warning = "template_regions.cpp:11:1: warning: the target regions of template "
                          "'scale_then_shift' are not analysed: the file never instantiates it";
    size_t First = Run.Output.find(Warning);
    EXPECT_NE(First, std::string::npos) << Run.Output;
    EXPECT_EQ(Run.Output.find(Warning, First + 1), std::string::npos) << Run.Output;
    EXPECT_TRUE(contains(Run.Output, "[paracodex-not-analysed]")) << Run.Output;
  }
}

TEST(CommandLine, ClangCrashingOnErrorsInTheInputIsAnInputError) {
  // Found by fuzz/mutate.py (seed 11, mutant 5360): clang-19 reports the
  // file's errors, then crashes in its `omp atomic` diagnostics
  // (`clang-19 -fsyntax-only` too). The user has errors to fix, not a bug
  // to report: exit 2, the errors, and no stack dump.
  std::string Broken = (Testdata / "errors" / "clang_crashes_after_errors.c").string();
  for (const char *Command : {"analyze", "fuse --check"}) {
    ToolRun Run = runTool(Source.string(), std::string(Command) + " '" + Broken + "'");
    EXPECT_EQ(Run.ExitCode, 2) << Command << "\n" << Run.Output;
    EXPECT_TRUE(contains(Run.Output, "error: the statement for 'atomic update'")) << Run.Output;
    EXPECT_TRUE(contains(Run.Output, "clang crashed while recovering from them; nothing was "
                                     "written"))
        << Run.Output;
    EXPECT_FALSE(contains(Run.Output, "Stack dump")) << Run.Output;
    EXPECT_FALSE(contains(Run.Output, "internal error")) << Run.Output;
  }
}

TEST_F(ScratchDirTest, DeeplyNestedCodeIsAnErrorNotACrash) {
  // Found by fuzz/mutate.py: clang's parser recurses once per level of
  // `x = x = ...`; 60000 levels overflowed the main thread's stack (clang-19
  // itself crashes on the file). paracodex parses on a larger stack.
  std::string Chain;
  for (int I = 0; I < 60000; ++I)
    Chain += "x = ";
  std::ofstream(Dir / "deep.c") << "void f(double *a) {\n  double x;\n  " << Chain << "1;\n"
                                << "  a[0] = x;\n}\n";
  ToolRun Run = runTool(Dir.string(), "analyze deep.c", false);
  EXPECT_TRUE(Run.ExitCode == 0 || Run.ExitCode == 2) << Run.ExitCode;
}

// ---- verify's reports ------------------------------------------------------

TEST(CommandLine, VerifyNamesAHarnessThatDiedAndKeepsItsDirectory) {
  fs::path Case = Testdata / "verify" / "harness_abort";
  std::string Args = "verify --device=host --reference='" + (Case / "reference.c").string() +
                     "' --optimized='" + (Case / "optimized.c").string() + "'";
  ToolRun Run = runTool(Source.string(), Args);
  EXPECT_EQ(Run.ExitCode, 2) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, "ended abnormally (Aborted)")) << Run.Output;
  EXPECT_TRUE(contains(Run.Output, "| scale: giving up on purpose")) << Run.Output;
  size_t Kept = Run.Output.find("are kept in ");
  ASSERT_NE(Kept, std::string::npos) << Run.Output;
  std::string KeptDir = Run.Output.substr(Kept + 12, Run.Output.find('\n', Kept) - Kept - 12);
  EXPECT_TRUE(fs::exists(fs::path(KeptDir) / "harness.c")) << KeptDir;
  // Not a terminal: one summary line on stderr.
  EXPECT_TRUE(contains(Run.Output, "paracodex verify: error (")) << Run.Output;
  // JSON: one document, with the error.
  ToolRun Json = runTool(Source.string(), Args + " --format=json", /*KeepStderr=*/false);
  json J = json::parse(Json.Output, nullptr, false);
  ASSERT_FALSE(J.is_discarded()) << Json.Output;
  EXPECT_EQ(J["status"], "error");
  EXPECT_TRUE(J["runs"][0].contains("stderr_tail"));
  fs::remove_all(KeptDir);
  if (J.contains("work_directory"))
    fs::remove_all(J["work_directory"].get<std::string>());
}

TEST_F(ScratchDirTest, VerifyShowsProgressOnATerminal) {
  // `script` (bsdutils, part of every Debian) gives the tool a terminal.
  fs::path Case = Testdata / "analyze" / "chain_three_regions";
  std::string Command = std::string("'") + PARACODEX_BINARY +
                        "' verify --device=host --seeds=1 --reference='" +
                        Case.string() + ".c' --optimized='" + Case.string() + ".expected.c'";
  int Status = std::system(("cd '" + Dir.string() + "' && script -qec \"" + Command +
                            "\" /dev/null > tty.log 2>&1")
                               .c_str());
  EXPECT_EQ(Status, 0);
  std::string Log = readFile(Dir / "tty.log");
  EXPECT_TRUE(contains(Log, " s] host: building the harness")) << Log;
  EXPECT_TRUE(contains(Log, " s] host: damped_d2, sizes n=")) << Log;
  EXPECT_TRUE(contains(Log, "EQUAL")) << Log;
}

TEST(CommandLine, VerifyJsonErrorsAreJson) {
  ToolRun Run = runTool(Source.string(),
                        "verify --reference=no_such.c --optimized=no_such.c --format=json",
                        /*KeepStderr=*/false);
  EXPECT_EQ(Run.ExitCode, 2);
  json J = json::parse(Run.Output, nullptr, false);
  ASSERT_FALSE(J.is_discarded()) << Run.Output;
  EXPECT_EQ(J["status"], "error");
  EXPECT_TRUE(contains(J["error"].get<std::string>(), "no such file"));
}

// ---- diffs, symbolic links, --input ----------------------------------------

TEST_F(ScratchDirTest, DiffNamesAreOnesGitApplyTakes) {
  fs::create_directories(Dir / "src");
  fs::create_directories(Dir / "build");
  fs::copy(Testdata / "analyze" / "vertical_resid_i3d.c", Dir / "src" / "x.c");
  ASSERT_EQ(std::system(("cd '" + Dir.string() + "' && git init -q").c_str()), 0);
  // Under the current directory a name is relative to it; outside it, to
  // the checkout's root, where `git apply` then runs.
  struct Way {
    fs::path From;
    std::string File;
    fs::path ApplyIn;
  } Ways[] = {{Dir / "build", "../src/x.c", Dir},
              {Dir, (Dir / "src" / "x.c").string(), Dir},
              {Dir / "src", "x.c", Dir / "src"}};
  for (const Way &W : Ways) {
    ToolRun Run = runTool(W.From.string(), "fuse --diff '" + W.File + "'", false);
    ASSERT_EQ(Run.ExitCode, 0) << W.File;
    EXPECT_EQ(Run.Output.find("--- a/"), 0u) << Run.Output.substr(0, 80);
    EXPECT_FALSE(contains(Run.Output.substr(0, Run.Output.find('\n')), "..")) << W.File;
    EXPECT_FALSE(contains(Run.Output.substr(0, Run.Output.find('\n')), "a//")) << W.File;
    std::ofstream(Dir / "p.diff") << Run.Output;
    int Status = std::system(("cd '" + W.ApplyIn.string() + "' && git apply --check '" +
                              (Dir / "p.diff").string() + "'")
                                 .c_str());
    EXPECT_EQ(Status, 0) << W.File << "\n" << Run.Output.substr(0, 200);
  }
}

TEST_F(ScratchDirTest, InPlaceWritesThroughASymbolicLink) {
  fs::create_directories(Dir / "real");
  fs::copy(Testdata / "analyze" / "vertical_resid_i3d.c", Dir / "real" / "x.c");
  fs::create_symlink("real/x.c", Dir / "link.c");
  ToolRun Run = runTool(Dir.string(), "fuse -i link.c");
  ASSERT_EQ(Run.ExitCode, 0) << Run.Output;
  EXPECT_TRUE(fs::is_symlink(Dir / "link.c"));
  EXPECT_EQ(readFile(Dir / "real" / "x.c"),
            readFile(Testdata / "analyze" / "vertical_resid_i3d.expected.c"));
}

TEST_F(ScratchDirTest, InputIsTheSameAsThePositionalFile) {
  std::string Case = (Testdata / "analyze" / "vertical_resid_i3d.c").string();
  ToolRun Positional = runTool(Dir.string(), "analyze '" + Case + "' --format=json", false);
  ToolRun Input = runTool(Dir.string(), "analyze --input='" + Case + "' --format=json", false);
  EXPECT_EQ(Input.ExitCode, 0);
  EXPECT_EQ(Input.Output, Positional.Output);
  EXPECT_EQ(runTool(Dir.string(), "analyze '" + Case + "' --input='" + Case + "'").ExitCode, 2);
  EXPECT_EQ(runTool(Dir.string(), "fuse --input='" + Case + "' -o out.c").ExitCode, 0);
  EXPECT_EQ(readFile(Dir / "out.c"),
            readFile(Testdata / "analyze" / "vertical_resid_i3d.expected.c"));
}

} // namespace
