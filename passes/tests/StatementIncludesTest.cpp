//===- StatementIncludesTest.cpp - splicing kernel files into a function --===//
//
// Which #include lines are spliced, what the spliced text says about
// lines, and that putting the text back gives the user's file byte for
// byte wherever the rewrite left a block alone.
//
//===----------------------------------------------------------------------===//
#include "passes/model/StatementIncludes.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace paracodex {
namespace {

/// A directory with a main file and kernel files, removed afterwards.
class Project : public ::testing::Test {
protected:
  void SetUp() override {
    Dir = fs::temp_directory_path() /
          ("paracodex-splice-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
           "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(Dir);
  }
  void TearDown() override { fs::remove_all(Dir); }
  void write(const std::string &Name, const std::string &Text) {
    std::ofstream(Dir / Name) << Text;
  }
  std::string main() const { return (Dir / "main.c").string(); }
  fs::path Dir;
};

const char *Kernel = "#pragma omp target teams distribute parallel for\n"
                     "for (int i = 0; i < n; i++)\n"
                     "  t[i] = 2 * a[i];\n";

TEST_F(Project, SplicesAnIncludeInsideAFunctionBody) {
  write("k.inc", Kernel);
  std::string Original = "#include <stdio.h>\n"
                         "void f(double *t, const double *a, int n) {\n"
                         "  #include \"k.inc\"\n"
                         "}\n";
  SplicedSource S = SplicedSource::splice(Original, main());
  ASSERT_TRUE(S.spliced());
  std::string Expected = "#include <stdio.h>\n"
                         "void f(double *t, const double *a, int n) {\n"
                         "#line 1 \"" + (Dir / "k.inc").string() + "\"\n" + Kernel +
                         "#line 4 \"" + main() + "\"\n"
                         "}\n";
  EXPECT_EQ(S.text(), Expected);
  // Untouched, the text goes back as it was.
  EXPECT_EQ(S.restore(S.text()), Original);
}

TEST_F(Project, LeavesFileScopeAndUnspliceableIncludes) {
  write("k.inc", Kernel);
  write("once.inc", std::string("#pragma once\n") + Kernel);
  write("nested.inc", std::string("#include \"k.inc\"\n"));
  write("plain.inc", "t[0] = 1;\n"); // no target region: not worth it
  std::string Original = "#include \"k.inc\"\n" // file scope
                         "void f(double *t, const double *a, int n) {\n"
                         "#include \"once.inc\"\n"
                         "#include \"nested.inc\"\n"
                         "#include \"plain.inc\"\n"
                         "#include \"missing.inc\"\n"
                         "  /* #include \"k.inc\" */\n"
                         "}\n";
  SplicedSource S = SplicedSource::splice(Original, main());
  EXPECT_FALSE(S.spliced());
  EXPECT_EQ(S.text(), Original);
}

TEST_F(Project, AFileWithLineMarkersIsLeftAlone) {
  write("k.inc", Kernel);
  std::string Original = "#line 10 \"gen.c\"\n"
                         "void f(double *t, const double *a, int n) {\n"
                         "#include \"k.inc\"\n"
                         "}\n";
  EXPECT_FALSE(SplicedSource::splice(Original, main()).spliced());
}

TEST_F(Project, PlacesAndOffsetsAreTheUsersFiles) {
  write("k.inc", Kernel);
  std::string Original = "void f(double *t, const double *a, int n) {\n"
                         "#include \"k.inc\"\n"
                         "  t[0] = 0;\n"
                         "}\n";
  SplicedSource S = SplicedSource::splice(Original, main());
  ASSERT_TRUE(S.spliced());
  const std::string &T = S.text();
  // The pragma: line 1 of the kernel file.
  SplicedSource::Place Pragma = S.place(T.find("#pragma"));
  EXPECT_EQ(Pragma.File, (Dir / "k.inc").string());
  EXPECT_EQ(Pragma.Line, 1u);
  // `t[i]`: line 3, column 3 of the kernel file.
  SplicedSource::Place Store = S.place(T.find("t[i]"));
  EXPECT_EQ(Store.Line, 3u);
  EXPECT_EQ(Store.Column, 3u);
  // `t[0] = 0`: line 3 of the main file, at its own offset there.
  SplicedSource::Place After = S.place(T.find("t[0]"));
  EXPECT_EQ(After.File, "");
  EXPECT_EQ(After.Line, 3u);
  EXPECT_EQ(S.originalOffset(T.find("t[0]")), Original.find("t[0]"));
  // Inside the block: the #include line.
  EXPECT_EQ(S.originalOffset(T.find("t[i]")), Original.find("#include"));
}

TEST_F(Project, AChangedBlockStaysAndAnEmptiedOneGoes) {
  write("a.inc", Kernel);
  write("b.inc", std::string(Kernel) + "// second\n");
  std::string Original = "void f(double *t, const double *a, int n) {\n"
                         "#include \"a.inc\"\n"
                         "#include \"b.inc\"\n"
                         "}\n";
  SplicedSource S = SplicedSource::splice(Original, main());
  ASSERT_TRUE(S.spliced());
  std::string Fused = S.text();
  // As a fusion does: the first region becomes the fused one, the second
  // region goes (its comment stays).
  Fused.replace(Fused.find("2 * a[i];"), 9, "2 * a[i] + 1;");
  size_t Second = Fused.find("#pragma", Fused.find("b.inc"));
  Fused.erase(Second, std::string(Kernel).size());
  EXPECT_EQ(S.restore(Fused), "void f(double *t, const double *a, int n) {\n"
                              "#pragma omp target teams distribute parallel for\n"
                              "for (int i = 0; i < n; i++)\n"
                              "  t[i] = 2 * a[i] + 1;\n"
                              "// second\n"
                              "}\n");
  // With nothing left of the second file, its line goes too.
  std::string Emptied = S.text();
  size_t B = Emptied.find("#pragma", Emptied.find("b.inc"));
  Emptied.erase(B, std::string(Kernel).size() + std::string("// second\n").size());
  EXPECT_EQ(S.restore(Emptied), "void f(double *t, const double *a, int n) {\n"
                                "#include \"a.inc\"\n"
                                "}\n");
}


// Each of these would change what the compiler sees if the file were
// pasted in: its own #include, a guard against a second inclusion, the
// file's own name, a line continued into the next, a second inclusion
// (two copies of one block cannot go back as one line), an #if around
// the #include line, or an #include that is a pragma's operand.
TEST_F(Project, FilesThatDependOnBeingFilesAreLeftAlone) {
  struct Case {
    const char *Why;
    std::string Header;
    std::string Body; // the function body around `#include "k.inc"`
  };
  const std::string Include = "#include \"k.inc\"\n";
  std::vector<Case> Cases = {
      {"hidden once", std::string("#pragma /* guard */ once\n") + Kernel, Include},
      {"_Pragma", std::string("_Pragma(\"once\")\n") + Kernel, Include},
      {"__FILE__", std::string(Kernel) + "puts(__FILE__);\n", Include},
      {"__INCLUDE_LEVEL__", std::string(Kernel) + "n = __INCLUDE_LEVEL__;\n", Include},
      {"__has_include", std::string("#if __has_include(\"x.h\")\n#endif\n") + Kernel, Include},
      {"trailing backslash", std::string(Kernel) + "// note \\", Include},
      {"included twice", Kernel, Include + Include},
      {"under #if", Kernel, "#if 1\n" + Include + "#endif\n"},
      {"after a pragma", Kernel, "#pragma omp parallel\n" + Include},
  };
  for (const Case &C : Cases) {
    write("k.inc", C.Header);
    std::string Original = "void f(double *t, const double *a, int n) {\n" + C.Body + "}\n";
    SplicedSource S = SplicedSource::splice(Original, main());
    EXPECT_FALSE(S.spliced()) << C.Why;
    EXPECT_EQ(S.text(), Original) << C.Why;
  }
}

// A byte order mark opens the file, not its first line: the spliced text
// has none, and the kernel's lines keep their numbers.
TEST_F(Project, AByteOrderMarkIsNotSpliced) {
  write("k.inc", std::string("\xEF\xBB\xBF") + Kernel);
  std::string Original = "void f(double *t, const double *a, int n) {\n"
                         "#include \"k.inc\"\n"
                         "}\n";
  SplicedSource S = SplicedSource::splice(Original, main());
  ASSERT_TRUE(S.spliced());
  EXPECT_EQ(S.text().find("\xEF\xBB\xBF"), std::string::npos);
  EXPECT_EQ(S.place(S.text().find("#pragma")).Line, 1u);
  EXPECT_EQ(S.restore(S.text()), Original);
}

} // namespace
} // namespace paracodex
