//===- SlidingWindowTest.cpp - the sliding-window rewrite's shape and refusals ---===//
//
// What the rewrite writes (loop order, collapse depth, names that cannot
// clash) and the sentence it refuses with. That the fused code computes
// the same values is checked by running it (sliding_window/window_check.c).
//
//===----------------------------------------------------------------------===//
#include "passes/rewrite/FuseDriver.h"

#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

using namespace paracodex;

namespace {

const char *Prelude = "void *malloc(unsigned long);\nvoid free(void *);\n";

FuseOutcome fuse(const std::string &Body, const char *Strategy) {
  std::string Code = std::string(Prelude) + Body;
  SourceParser Parse = [](const std::string &Text, ParsePurpose)
      -> llvm::Expected<std::unique_ptr<clang::ASTUnit>> {
    auto Unit = clang::tooling::buildASTFromCodeWithArgs(Text, {"-fopenmp", "-std=c11"},
                                                         "window_test.c");
    if (!Unit || Unit->getDiagnostics().hasErrorOccurred())
      return llvm::createStringError(std::errc::invalid_argument, "does not parse");
    return std::move(Unit);
  };
  FuseOptions Options;
  Options.Strategy = strategyNamed(Strategy);
  auto Outcome = fuseSource(Code, "window_test.c", Options, Parse);
  EXPECT_TRUE(static_cast<bool>(Outcome)) << llvm::toString(Outcome.takeError());
  return Outcome ? *Outcome : FuseOutcome();
}

std::string skipped(const FuseOutcome &Outcome) {
  std::string All;
  for (const FusionRecord &S : Outcome.Skipped)
    All += describe(S) + "\n";
  return All;
}

/// A 3-D producer and a consumer that reads `t` at the shifts \p Reads,
/// given as three subscripts each ("k-1", "j", "i").
std::string threeD(const std::vector<std::vector<std::string>> &Reads,
                   const std::string &ConsumerExtra = "") {
  std::string Sum;
  for (const auto &R : Reads)
    Sum += std::string(Sum.empty() ? "" : " + ") + "t[((" + R[0] + ") * ny + (" + R[1] +
           ")) * nx + (" + R[2] + ")]";
  return R"(
void f(const double *restrict a, double *restrict b, int nx, int ny, int nz) {
  unsigned long n = (unsigned long)nx * ny * nz;
  double *t = malloc(n * sizeof(double));
#pragma omp target data map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for collapse(3)
    for (int k = 0; k < nz; k++)
      for (int j = 0; j < ny; j++)
        for (int i = 0; i < nx; i++)
          t[(k * ny + j) * nx + i] = 2.0 * a[(k * ny + j) * nx + i];

#pragma omp target teams distribute parallel for collapse(3)
    for (int k = 1; k < nz - 1; k++)
      for (int j = 1; j < ny - 1; j++)
        for (int i = 1; i < nx - 1; i++) {
)" + ConsumerExtra +
         "          b[(k * ny + j) * nx + i] = " + Sum + R"(;
        }
  }
  free(t);
}
)";
}

TEST(SlidingWindow, WindowAlongTheOutermostLoopKeepsTheOthersCollapsed) {
  FuseOutcome Out = fuse(threeD({{"k-1", "j", "i"}, {"k+1", "j", "i"}}),
                         "sliding-window");
  ASSERT_EQ(Out.Applied.size(), 1u) << skipped(Out);
  EXPECT_NE(Out.Code.find("collapse(2)"), std::string::npos) << Out.Code;
  EXPECT_EQ(Out.Code.find("malloc(n"), std::string::npos) << Out.Code;
  // j and i outside, k inside, in that order.
  size_t J = Out.Code.find("for (int j"), I = Out.Code.find("for (int i"),
         K = Out.Code.find("for (int k");
  EXPECT_TRUE(J < I && I < K) << Out.Code;
  // Shifts -1..1: two values before the loop, the third in it, a gap kept.
  EXPECT_NE(Out.Code.find("double t_m1 ="), std::string::npos) << Out.Code;
  EXPECT_NE(Out.Code.find("double t_0 ="), std::string::npos) << Out.Code;
  EXPECT_NE(Out.Code.find("double t_p1 ="), std::string::npos) << Out.Code;
  EXPECT_NE(Out.Code.find("t_m1 = t_0;"), std::string::npos) << Out.Code;
  EXPECT_NE(Out.Code.find("t_0 = t_p1;"), std::string::npos) << Out.Code;
  EXPECT_NE(Out.Code.find("if (1 < nz - 1)"), std::string::npos) << Out.Code;
}

TEST(SlidingWindow, WindowAlongAMiddleLoopMovesItInside) {
  FuseOutcome Out = fuse(threeD({{"k", "j+1", "i"}, {"k", "j-1", "i"}}),
                         "sliding-window");
  ASSERT_EQ(Out.Applied.size(), 1u) << skipped(Out);
  size_t J = Out.Code.rfind("for (int j"), I = Out.Code.rfind("for (int i"),
         K = Out.Code.rfind("for (int k");
  EXPECT_TRUE(K < I && I < J) << Out.Code;
  EXPECT_NE(Out.Code.find("collapse(2)"), std::string::npos) << Out.Code;
  EXPECT_NE(Out.Code.find("double t_p1 ="), std::string::npos) << Out.Code;
  EXPECT_NE(Out.Code.find("t_0 = t_p1;"), std::string::npos) << Out.Code;
}

TEST(SlidingWindow, NamesThatExistAlreadyAreNotReused) {
  std::string Code = threeD({{"k-1", "j", "i"}, {"k", "j", "i"}}, "          double t_0 = 1.0;\n");
  Code.replace(Code.find("= " "t["), 2, "= t_0 + ");
  FuseOutcome Out = fuse(Code, "sliding-window");
  ASSERT_EQ(Out.Applied.size(), 1u) << skipped(Out);
  EXPECT_NE(Out.Code.find("double t_w_m1 ="), std::string::npos) << Out.Code;
  EXPECT_NE(Out.Code.find("double t_w_0 ="), std::string::npos) << Out.Code;
}

TEST(SlidingWindow, RefusesAWindowAlongTheUnitStrideLoop) {
  std::string Code = threeD({{"k", "j", "i-1"}, {"k", "j", "i+1"}});
  FuseOutcome Out = fuse(Code, "sliding-window");
  EXPECT_TRUE(Out.Applied.empty());
  EXPECT_EQ(Out.Code, Prelude + Code);
  EXPECT_NE(skipped(Out).find("the innermost (unit-stride) loop"), std::string::npos)
      << skipped(Out);
  EXPECT_NE(skipped(Out).find("0.51x"), std::string::npos) << skipped(Out);
}

TEST(SlidingWindow, RefusesShiftsAlongTwoLoops) {
  FuseOutcome Out = fuse(threeD({{"k-1", "j", "i"}, {"k", "j+1", "i"}}),
                         "sliding-window");
  EXPECT_TRUE(Out.Applied.empty());
  EXPECT_NE(skipped(Out).find("shifts along several loops (`j`, `k`)"), std::string::npos)
      << skipped(Out);
}

TEST(SlidingWindow, RefusesReadsAtOnePoint) {
  FuseOutcome Out = fuse(threeD({{"k", "j", "i"}}), "sliding-window");
  EXPECT_TRUE(Out.Applied.empty());
  EXPECT_NE(skipped(Out).find("no window to slide"), std::string::npos) << skipped(Out);
}

TEST(SlidingWindow, RefusesABodyThatSkipsTheRotation) {
  FuseOutcome Out = fuse(threeD({{"k-1", "j", "i"}, {"k+1", "j", "i"}},
                                "          if (i == 2) continue;\n"),
                         "sliding-window");
  EXPECT_TRUE(Out.Applied.empty());
  EXPECT_NE(skipped(Out).find("would skip the rotation"), std::string::npos) << skipped(Out);
}

TEST(SlidingWindow, RefusesAPerfectNestDeeperThanTheCollapse) {
  std::string Code = threeD({{"k-1", "j", "i"}, {"k+1", "j", "i"}});
  size_t Consumer = Code.rfind("collapse(3)");
  Code.replace(Consumer, 11, "collapse(2)");
  FuseOutcome Out = fuse(Code, "sliding-window");
  EXPECT_TRUE(Out.Applied.empty());
  EXPECT_NE(skipped(Out).find("perfect nest is deeper"), std::string::npos) << skipped(Out);
}

} // namespace
