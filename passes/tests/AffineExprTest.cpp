#include "passes/model/AffineExpr.h"

#include <gtest/gtest.h>

using paracodex::AffineExpr;

namespace {

AffineExpr sym(const char *Name) { return AffineExpr::symbol(Name); }
AffineExpr num(int64_t V) { return AffineExpr::constant(V); }

TEST(AffineExpr, ExpandsFlatIndexOfI3DMacro) {
  // ((i3)*(n2) + (i2 - 1))*(n1) + (i1)
  AffineExpr E = (sym("i3") * sym("n2") + sym("i2") - num(1)) * sym("n1") + sym("i1");
  EXPECT_EQ(E.str(), "i3*n1*n2 + i2*n1 + i1 - n1");
}

TEST(AffineExpr, CancelsTermsAndKnowsConstants) {
  AffineExpr E = (sym("n") - num(2)) - (sym("n") - num(5));
  ASSERT_TRUE(E.asConstant().has_value());
  EXPECT_EQ(*E.asConstant(), 3);
  EXPECT_FALSE((sym("n") + num(1)).asConstant().has_value());
  EXPECT_TRUE((sym("x") - sym("x")).isZero());
}

TEST(AffineExpr, SubstitutesAndDivides) {
  AffineExpr I1 = num(2) * sym("j1") - sym("d1");
  AffineExpr Read = sym("i1") + num(2);
  AffineExpr Expanded = Read.substitute("i1", I1);
  EXPECT_EQ(Expanded.str(), "2*j1 - d1 + 2");
  auto Producer = (Expanded + sym("d1")).exactDivide(2);
  ASSERT_TRUE(Producer.has_value());
  EXPECT_EQ(Producer->str(), "j1 + 1");
  EXPECT_FALSE((Expanded + sym("d1") + num(1)).exactDivide(2).has_value());
}

TEST(AffineExpr, ReportsCoefficientsAndSymbols) {
  AffineExpr E = num(3) * sym("i") + sym("i") * sym("n") - num(4);
  EXPECT_EQ(E.coefficientOf("i"), 3);
  EXPECT_TRUE(E.mentions("n"));
  EXPECT_FALSE(E.mentions("j"));
  EXPECT_EQ(E.symbols().size(), 2u);
}

} // namespace
