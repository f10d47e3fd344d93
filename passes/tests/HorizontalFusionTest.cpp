//===- HorizontalFusionTest.cpp - the horizontal rewrite's shape and refusals ---===//
//
// What the rewrite writes (one directive with both regions' clauses, the
// second body renamed into the first's loop, inner loops left alone) and
// the sentence it refuses with when the text cannot be merged safely. That
// the fused code computes the same values is checked by running it
// (HorizontalFusionDiffTest.cpp).
//
//===----------------------------------------------------------------------===//
#include "FuseText.h"

#include <gtest/gtest.h>

using namespace paracodex;

namespace {

/// Two regions over 0..n-1, with the given directives and loop bodies;
/// the first loops over i, the second over j.
std::string twoRegions(const std::string &Directive1, const std::string &Body1,
                       const std::string &Directive2, const std::string &Body2,
                       const std::string &Between = "\n") {
  return "#define AT(x) w[x]\n#define NEXT_J (j + 1)\n"
         "struct P { int j; };\n"
         "void f(double *restrict a, double *restrict b, double *restrict w,\n"
         "       const struct P *restrict ps, int n, int big, double s) {\n"
         "#pragma omp target teams distribute parallel for" +
         Directive1 + "\n  for (int i = 0; i < n; i++)\n    " + Body1 + "\n" + Between +
         "#pragma omp target teams distribute parallel for" + Directive2 +
         "\n  for (int j = 0; j < n; j++)\n    " + Body2 + "\n}\n";
}

TEST(HorizontalFusion, SecondBodyJoinsTheFirstLoopRenamed) {
  std::string Code = twoRegions("", "a[i] = 1.0;", "", "b[j] = AT(j) + j;");
  FuseOutcome Out = fuseText(Code);
  ASSERT_EQ(Out.Applied.size(), 1u) << skippedText(Out);
  EXPECT_EQ(Out.Applied[0].Label, "f:6->10 (horizontal)");
  EXPECT_NE(Out.Code.find("  for (int i = 0; i < n; i++) {\n"
                          "    a[i] = 1.0;\n"
                          "    b[i] = AT(i) + i;\n"
                          "  }\n}\n"),
            std::string::npos)
      << Out.Code;
  EXPECT_EQ(fuseText(Out.Code).Code, Out.Code) << "fusing again changes nothing";
}

TEST(HorizontalFusion, InnerLoopsStayInTheirBody) {
  std::string Code = R"(void g(double *restrict a, double *restrict b, int n, int m) {
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      double t = 0.0;
      for (int k = 0; k < 4; k++)
        t += k;
      a[i * m + j] = t;
    }
  /* the second pass */
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: b[0:n*m])
  for (int p = 0; p < n; p++) {
    for (int q = 0; q < m; q++) {
      double u = 1.0;
      for (int k = 0; k < 3; k++)
        u *= 2.0;
      b[p * m + q] = u;
    }
  }
}
)";
  FuseOutcome Out = fuseText(Code);
  ASSERT_EQ(Out.Applied.size(), 1u) << skippedText(Out);
  EXPECT_EQ(Out.Code, R"(void g(double *restrict a, double *restrict b, int n, int m) {
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*m]) map(tofrom: b[0:n*m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      double t = 0.0;
      for (int k = 0; k < 4; k++)
        t += k;
      a[i * m + j] = t;
      double u = 1.0;
      for (int k = 0; k < 3; k++)
        u *= 2.0;
      b[i * m + j] = u;
    }
  /* the second pass */
}
)");
}

TEST(HorizontalFusion, NestedFormsMergeClausesLevelByLevel) {
  std::string Code = R"(void h(double *restrict a, double *restrict b, int n) {
#pragma omp target map(tofrom: a[0:n]) // the first
  {
#pragma omp teams distribute parallel for
    for (int i = 0; i < n; i++)
      a[i] += 1.0;
  }
#pragma omp target map(tofrom: b[0:n])
  {
#pragma omp teams distribute parallel for thread_limit(64)
    for (int i = 0; i < n; i++)
      b[i] *= 2.0;
  }
}
)";
  FuseOutcome Out = fuseText(Code);
  ASSERT_EQ(Out.Applied.size(), 1u) << skippedText(Out);
  EXPECT_EQ(Out.Code, R"(void h(double *restrict a, double *restrict b, int n) {
#pragma omp target map(tofrom: a[0:n]) map(tofrom: b[0:n]) // the first
  {
#pragma omp teams distribute parallel for thread_limit(64)
    for (int i = 0; i < n; i++) {
      a[i] += 1.0;
      b[i] *= 2.0;
    }
  }
}
)");
}

TEST(HorizontalFusion, ThreeRegionsBecomeOne) {
  std::string Code =
      R"(void k(double *restrict a, double *restrict b, double *restrict c, int n) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    a[i] = 1.0;
#pragma omp target teams distribute parallel for
  for (int j = 0; j < n; j++)
    b[j] = 2.0;
#pragma omp target teams distribute parallel for
  for (int l = 0; l < n; l++)
    c[l] = 3.0;
}
)";
  FuseOutcome Out = fuseText(Code);
  EXPECT_EQ(Out.Applied.size(), 2u) << skippedText(Out);
  EXPECT_NE(Out.Code.find("    a[i] = 1.0;\n    b[i] = 2.0;\n    c[i] = 3.0;\n"),
            std::string::npos)
      << Out.Code;
}

TEST(HorizontalFusion, SameReductionOnBothIsKeptOnce) {
  std::string Code =
      R"(double r(const double *restrict a, const double *restrict b, int n) {
  double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
  for (int i = 0; i < n; i++)
    s += a[i];
#pragma omp target teams distribute parallel for reduction(+:s) map(tofrom: s)
  for (int i = 0; i < n; i++)
    s += b[i];
  return s;
}
)";
  FuseOutcome Out = fuseText(Code);
  ASSERT_EQ(Out.Applied.size(), 1u) << skippedText(Out);
  EXPECT_NE(Out.Code.find("for reduction(+: s) map(tofrom: s)\n"), std::string::npos)
      << Out.Code;
}

/// A pair the rewrite must leave alone, and the words of its reason.
struct RefusedPair {
  const char *Name;
  const char *Directive1, *Body1, *Directive2, *Body2;
  const char *Sentence;
  const char *Between = "\n";
};

class HorizontalRefusal : public ::testing::TestWithParam<RefusedPair> {};

TEST_P(HorizontalRefusal, LeavesTheTextAndSaysWhy) {
  const RefusedPair &P = GetParam();
  std::string Code = twoRegions(P.Directive1, P.Body1, P.Directive2, P.Body2, P.Between);
  FuseOutcome Out = fuseText(Code);
  EXPECT_TRUE(Out.Applied.empty());
  EXPECT_EQ(Out.Code, Code);
  EXPECT_NE(skippedText(Out).find(P.Sentence), std::string::npos) << skippedText(Out);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, HorizontalRefusal,
    ::testing::Values(
        RefusedPair{"Capture", "", "{ double s = i; a[i] = s; }", "", "b[j] = s;",
                    "the second body's `s` would refer to the first region's own `s`"},
        RefusedPair{"LoopVariableInMacroBody", "", "a[i] = 1.0;", "", "b[j] = NEXT_J;",
                    "uses its loop variable `j` inside a macro body"},
        RefusedPair{"TokenThatIsNotTheLoopVariable", "", "a[i] = 1.0;", "",
                    "b[j] = ps[j].j;", "is not its loop variable: renaming it to `i`"},
        // Different shapes fuse when the second body's iterations are
        // independent (session 35); here one reads what another writes.
        RefusedPair{"DifferentLaunchShapes", " num_threads(64)", "a[i] = 1.0;",
                    " num_threads(128)", "b[j] = b[j + 1] + 2.0;",
                    "the regions ask for different `num_threads`"},
        RefusedPair{"IfOnOneRegion", "", "a[i] = 1.0;", " if(big)", "b[j] = 2.0;",
                    "only the second region has `if(big)`"},
        RefusedPair{"PrivateOfAVariableTheOtherUses", "", "a[i] = s;", " private(s)",
                    "b[j] = j;",
                    "the second region's `private(s)` would also apply to the first "
                    "region's body, which uses `s`"},
        // The second region's `s` is its own (private): what refuses is
        // that its clause would make the first body's `s` private too.
        RefusedPair{"PrivateScalarAssignedAndUsedByTheOther", "", "a[i] = s;", " private(s)",
                    "{ s = j; b[j] = s; }",
                    "the second region's `private(s)` would also apply to the first "
                    "region's body, which uses `s`"},
        RefusedPair{"ScalarAssignedAndUsed", "", "a[i] = s;", "", "{ s = j; b[j] = s; }",
                    "the second body assigns `s`, which the first region uses"},
        RefusedPair{"ContinueInTheFirstBody", "", "{ if (i % 2) continue; a[i] = 1.0; }",
                    "", "b[j] = 2.0;", "the first body has a `continue`"},
        RefusedPair{"PreprocessorLineBetween", "", "a[i] = 1.0;", "", "b[j] = 2.0;",
                    "stands between the regions", "#ifdef NEVER\n#endif\n"}),
    [](const auto &Info) { return std::string(Info.param.Name); });

} // namespace
