//===- HorizontalFusionDiffTest.cpp - the horizontal rewrite, run ---------===//
//
// The horizontal cases' original functions and their fused forms (the
// golden .expected.c files, symbols renamed with -D<name>=<name>_fused) are
// compiled by clang-19 -fopenmp into this test; target regions run on the
// host. Both versions get the same random inputs at several sizes (empty,
// one element, odd, larger than a team), with NaN, infinities and
// denormals injected in some runs, and every output element is compared.
//
//===----------------------------------------------------------------------===//
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <limits>
#include <random>
#include <regex>
#include <sstream>
#include <vector>

extern "C" {
void kick(double *vx, double *vy, const double *fx, const double *fy,
          const double *inv_mass, int n, double dt);
void kick_fused(double *vx, double *vy, const double *fx, const double *fy,
                const double *inv_mass, int n, double dt);
void sum_and_max(const double *a, const double *b, int n, double *sum_out,
                 double *max_out);
void sum_and_max_fused(const double *a, const double *b, int n, double *sum_out,
                       double *max_out);
}

namespace {

struct Inputs {
  int N;
  unsigned Seed;
  bool Specials; ///< inject NaN, +-Inf and denormals
};

void PrintTo(const Inputs &I, std::ostream *OS) {
  *OS << "n=" << I.N << " seed=" << I.Seed << (I.Specials ? " with specials" : "");
}

std::string name(const ::testing::TestParamInfo<Inputs> &Info) {
  return "n" + std::to_string(Info.param.N) + "_seed" + std::to_string(Info.param.Seed) +
         (Info.param.Specials ? "_specials" : "");
}

std::vector<double> randomValues(const Inputs &R, unsigned Salt) {
  std::mt19937_64 Engine(R.Seed * 7919u + Salt);
  std::uniform_real_distribution<double> Uniform(-1.0, 1.0);
  std::vector<double> V(R.N);
  for (double &X : V)
    X = Uniform(Engine);
  if (R.Specials && R.N > 0) {
    const double Special[] = {std::numeric_limits<double>::quiet_NaN(),
                              std::numeric_limits<double>::infinity(),
                              -std::numeric_limits<double>::infinity(),
                              std::numeric_limits<double>::denorm_min()};
    std::uniform_int_distribution<int> Index(0, R.N - 1);
    for (double S : Special)
      V[Index(Engine)] = S;
  }
  return V;
}

/// Equal, or both NaN: each version computes every element with the same
/// operations in the same order.
bool same(double A, double B) { return A == B || (std::isnan(A) && std::isnan(B)); }

class HorizontalFusionRun : public ::testing::TestWithParam<Inputs> {};

TEST_P(HorizontalFusionRun, KickGivesEveryElementTheSameValue) {
  const Inputs &R = GetParam();
  std::vector<double> Fx = randomValues(R, 1), Fy = randomValues(R, 2),
                      InvMass = randomValues(R, 3);
  std::vector<double> Vx = randomValues(R, 4), Vy = randomValues(R, 5);
  std::vector<double> FusedVx = Vx, FusedVy = Vy;
  kick(Vx.data(), Vy.data(), Fx.data(), Fy.data(), InvMass.data(), R.N, 0.01);
  kick_fused(FusedVx.data(), FusedVy.data(), Fx.data(), Fy.data(), InvMass.data(), R.N,
             0.01);
  for (int K = 0; K < R.N; ++K) {
    EXPECT_PRED2(same, Vx[K], FusedVx[K]) << "vx[" << K << "]";
    EXPECT_PRED2(same, Vy[K], FusedVy[K]) << "vy[" << K << "]";
  }
}

TEST_P(HorizontalFusionRun, SumAndMaxGiveTheSameResults) {
  const Inputs &R = GetParam();
  std::vector<double> A = randomValues(R, 6), B = randomValues(R, 7);
  // Poisoned, so that a result one version does not write shows.
  double Sum = std::nan(""), Max = std::nan(""), FusedSum = std::nan(""),
         FusedMax = std::nan("");
  sum_and_max(A.data(), B.data(), R.N, &Sum, &Max);
  sum_and_max_fused(A.data(), B.data(), R.N, &FusedSum, &FusedMax);
  EXPECT_PRED2(same, Max, FusedMax);
  // Threads combine partial sums in an order that may change from run to
  // run: the sums agree up to rounding.
  double Magnitude = 0.0;
  for (double X : A)
    Magnitude += std::fabs(X);
  if (std::isfinite(Sum) || std::isfinite(FusedSum))
    EXPECT_NEAR(Sum, FusedSum, 1e-13 * Magnitude);
  else
    EXPECT_PRED2(same, Sum, FusedSum);
}

INSTANTIATE_TEST_SUITE_P(Sizes, HorizontalFusionRun,
                         ::testing::Values(Inputs{0, 1, false}, Inputs{1, 1, false},
                                           Inputs{2, 2, false}, Inputs{7, 3, false},
                                           Inputs{255, 4, false}, Inputs{1000, 5, false},
                                           Inputs{4099, 6, false}, Inputs{1, 7, true},
                                           Inputs{64, 8, true}, Inputs{1001, 9, true}),
                         name);

std::string readCase(const std::string &File) {
  std::ifstream In(std::string(PARACODEX_TESTDATA_DIR) + "/analyze/" + File);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

size_t regionCount(const std::string &Code) {
  std::regex Target(R"(#pragma omp target teams)");
  return std::distance(std::sregex_iterator(Code.begin(), Code.end(), Target),
                       std::sregex_iterator());
}

// A refused fusion would leave the text as it was and make the comparisons
// above trivially equal.
TEST(HorizontalFusionText, FusedFormsHaveOneRegion) {
  for (const char *Case : {"horizontal_independent", "horizontal_two_reductions"}) {
    EXPECT_EQ(regionCount(readCase(std::string(Case) + ".c")), 2u) << Case;
    EXPECT_EQ(regionCount(readCase(std::string(Case) + ".expected.c")), 1u) << Case;
  }
}

} // namespace
