//===- AffineExpr.h - integer polynomials over named symbols ----*- C++ -*-===//
//
// Index arithmetic in C offload code is a polynomial in loop variables and
// run-time sizes: I3D(u, n1, n2, i3, i2 - 1, i1) is
// i3*n1*n2 + i2*n1 - n1 + i1. Keeping it as a polynomial with integer
// coefficients lets us delinearize flat indexing and compare index ranges
// symbolically ("n1 - 2 + 1 <= n1 - 1") without knowing the sizes.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_AFFINEEXPR_H
#define PARACODEX_PASSES_MODEL_AFFINEEXPR_H

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace paracodex {

/// A product of symbols, kept sorted; the empty monomial is the constant 1.
using Monomial = std::vector<std::string>;

class AffineExpr {
public:
  AffineExpr() = default;
  static AffineExpr constant(int64_t Value);
  static AffineExpr symbol(const std::string &Name);

  AffineExpr operator+(const AffineExpr &Other) const;
  AffineExpr operator-(const AffineExpr &Other) const;
  AffineExpr operator*(const AffineExpr &Other) const;
  AffineExpr operator-() const;
  bool operator==(const AffineExpr &Other) const { return Terms == Other.Terms; }
  bool operator!=(const AffineExpr &Other) const { return !(*this == Other); }

  /// The value when no symbol occurs.
  std::optional<int64_t> asConstant() const;
  bool isZero() const { return Terms.empty(); }
  /// Coefficient of the monomial that is exactly \p Name (degree 1).
  int64_t coefficientOf(const std::string &Name) const;
  /// True when some monomial contains \p Name.
  bool mentions(const std::string &Name) const;
  /// Every symbol that occurs.
  std::set<std::string> symbols() const;
  /// Replaces \p Name by \p Value everywhere.
  AffineExpr substitute(const std::string &Name, const AffineExpr &Value) const;
  /// Divides every coefficient by \p Divisor when all are multiples of it.
  std::optional<AffineExpr> exactDivide(int64_t Divisor) const;

  const std::map<Monomial, int64_t> &terms() const { return Terms; }
  void addTerm(const Monomial &M, int64_t Coefficient);

  /// C-like text with symbols in a stable order, e.g. "2*j1 - d1 + 1";
  /// each symbol printed by its spelling.
  std::string str() const;

  /// The name a symbol key prints as: a key carries its declaration's
  /// identity after a `#` (SymbolKey.h), which is dropped.
  static std::string spelling(const std::string &Symbol);
  /// The same polynomial over spellings: for code that works with the
  /// program's text (the verify harness), never for deciding anything.
  AffineExpr spelled() const;

private:
  std::map<Monomial, int64_t> Terms; // no zero coefficients stored
};

} // namespace paracodex

#endif
