//===- AccessSetsTest.cpp - read coverage as isl set inclusion ------------===//
//
// Regions built by hand (loops and one access each), so that every case
// says exactly which iteration space and subscript it asks about.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/AccessSets.h"

#include <gtest/gtest.h>

using namespace paracodex;

namespace {

AffineExpr sym(const std::string &S) { return AffineExpr::symbol(S); }
AffineExpr num(int64_t V) { return AffineExpr::constant(V); }

/// A loop over \p Var from \p Lower to \p Last, spanning bytes 0..1000.
LoopInfo loop(const std::string &Var, AffineExpr Lower, AffineExpr Last, int64_t Step = 1) {
  LoopInfo L;
  L.Var = Var;
  L.Name = AffineExpr::spelling(Var);
  L.Lower = std::move(Lower);
  L.Last = std::move(Last);
  L.Step = Step;
  L.Span.Begin = 0;
  L.Span.End = 1000;
  return L;
}

ArrayAccess access(std::vector<AffineExpr> Subscripts, AccessKind Kind) {
  ArrayAccess A;
  A.Array = ArrayId::named("t");
  A.Kind = Kind;
  A.Subscripts = std::move(Subscripts);
  A.Loc.Begin = 10;
  A.Loc.End = 20;
  A.Text = "t[...]";
  return A;
}

SetInclusion::Verdict check(std::vector<LoopInfo> PLoops, std::vector<AffineExpr> W,
                            std::vector<LoopInfo> QLoops, std::vector<AffineExpr> R) {
  TargetRegion P, Q;
  P.Loops = std::move(PLoops);
  Q.Loops = std::move(QLoops);
  ArrayAccess Write = access(std::move(W), AccessKind::Write);
  ArrayAccess Read = access(std::move(R), AccessKind::Read);
  return readWithinWrites(P, Write, Q, Read).Result;
}

const AffineExpr N = sym("n");
const AffineExpr I = sym("i#1"), K = sym("k#2"), J = sym("j#3"), L = sym("j#4");

TEST(AccessSets, ShiftedReadInsideInterior) {
  // write t[i], 0 <= i <= n-1; read t[k+1], 0 <= k <= n-2
  EXPECT_EQ(check({loop("i#1", num(0), N - num(1))}, {I}, {loop("k#2", num(0), N - num(2))},
                  {K + num(1)}),
            SetInclusion::Included);
  EXPECT_EQ(check({loop("i#1", num(0), N - num(1))}, {I}, {loop("k#2", num(0), N - num(1))},
                  {K + num(1)}),
            SetInclusion::NotIncluded);
}

TEST(AccessSets, OddElementsFromAStridedWrite) {
  // write t[2i+1], 0 <= i <= n-1: the odd elements 1..2n-1
  auto P = loop("i#1", num(0), N - num(1));
  EXPECT_EQ(check({P}, {num(2) * I + num(1)}, {loop("k#2", num(0), N - num(1))},
                  {num(2) * K + num(1)}),
            SetInclusion::Included);
  // t[k] for every k reaches the even ones.
  EXPECT_EQ(check({P}, {num(2) * I + num(1)}, {loop("k#2", num(1), num(2) * N - num(1))}, {K}),
            SetInclusion::NotIncluded);
  // ... unless k itself steps by 2 from 1.
  EXPECT_EQ(
      check({P}, {num(2) * I + num(1)}, {loop("k#2", num(1), num(2) * N - num(1), 2)}, {K}),
      SetInclusion::Included);
}

TEST(AccessSets, TriangularBoundsOnBothSides) {
  // write t[i][j] for 0 <= j <= i <= n-1; read t[k][l] for 0 <= l <= k.
  std::vector<LoopInfo> P = {loop("i#1", num(0), N - num(1)), loop("j#3", num(0), I)};
  std::vector<LoopInfo> Q = {loop("k#2", num(0), N - num(1)), loop("j#4", num(0), K)};
  EXPECT_EQ(check(P, {I, J}, Q, {K, L}), SetInclusion::Included);
  // The transposed read t[l][k] is the upper triangle.
  EXPECT_EQ(check(P, {I, J}, Q, {L, K}), SetInclusion::NotIncluded);
}

TEST(AccessSets, SameSpellingDifferentVariables) {
  // The producer's i and the consumer's i are two keys: write t[i + k0]
  // (k0 a parameter), read t[i'] over the producer's own range is not
  // covered unless k0 = 0, so for all k0 it is not.
  AffineExpr K0 = sym("k#9"), I2 = sym("i#5");
  EXPECT_EQ(check({loop("i#1", num(0), N - num(1))}, {I + K0}, {loop("i#5", num(0), N - num(1))},
                  {I2}),
            SetInclusion::NotIncluded);
}

TEST(AccessSets, ProductOfParametersIsOneMoreParameter) {
  // write t[i], 0 <= i <= n1*n2 - 1; read t[k], 0 <= k <= n1*n2 - 1.
  AffineExpr Size = sym("n1") * sym("n2");
  EXPECT_EQ(check({loop("i#1", num(0), Size - num(1))}, {I}, {loop("k#2", num(0), Size - num(1))},
                  {K}),
            SetInclusion::Included);
}

TEST(AccessSets, LoopVariableTimesSizeIsRefused) {
  SetInclusion R;
  TargetRegion P, Q;
  P.Loops = {loop("i#1", num(0), N - num(1))};
  Q.Loops = {loop("k#2", num(0), N - num(1))};
  R = readWithinWrites(P, access({I}, AccessKind::Write), Q,
                       access({K * N}, AccessKind::Read));
  EXPECT_EQ(R.Result, SetInclusion::Unrepresentable);
  EXPECT_NE(R.Detail.find("multiplies a loop variable"), std::string::npos) << R.Detail;
}

} // namespace
