#include "passes/model/Delinearize.h"

#include <gtest/gtest.h>

using namespace paracodex;

namespace {

AffineExpr sym(const char *Name) { return AffineExpr::symbol(Name); }
AffineExpr num(int64_t V) { return AffineExpr::constant(V); }

const std::set<std::string> Loops = {"i1", "i2", "i3"};

std::vector<std::string> split(const AffineExpr &Index) {
  auto Strides = collectStrides(Index, Loops);
  EXPECT_TRUE(Strides.has_value());
  auto Chain = orderStrideChain(*Strides);
  EXPECT_TRUE(Chain.has_value());
  auto Subs = splitByStrides(Index, *Chain, Loops);
  EXPECT_TRUE(Subs.has_value());
  std::vector<std::string> Text;
  for (const AffineExpr &S : *Subs)
    Text.push_back(S.str());
  return Text;
}

TEST(Delinearize, SplitsI3DWithNeighbourOffsets) {
  AffineExpr E = (sym("i3") * sym("n2") + sym("i2") - num(1)) * sym("n1") +
                 sym("i1") + num(1);
  EXPECT_EQ(split(E), (std::vector<std::string>{"i3", "i2 - 1", "i1 + 1"}));
}

TEST(Delinearize, KeepsSymbolicOffsetsInTheUnitDimension) {
  // x1[(i3*m2 + i2)*m1 + 2*j - d]: the loop var of dim 0 is i1 here.
  AffineExpr E = (sym("i3") * sym("m2") + sym("i2")) * sym("m1") +
                 num(2) * sym("i1") - sym("d");
  EXPECT_EQ(split(E), (std::vector<std::string>{"i3", "i2", "2*i1 - d"}));
}

TEST(Delinearize, RefusesProductsOfLoopVariables) {
  AffineExpr E = sym("i1") * sym("i2");
  EXPECT_FALSE(collectStrides(E, Loops).has_value());
}

TEST(Delinearize, RefusesStridesThatDoNotNest) {
  // i2*a + i1*b: neither stride divides the other.
  std::set<Monomial> Strides = {{"a"}, {"b"}};
  EXPECT_FALSE(orderStrideChain(Strides).has_value());
}

} // namespace
