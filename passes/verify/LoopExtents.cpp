//===- LoopExtents.cpp ----------------------------------------------------===//
#include "passes/verify/LoopExtents.h"

namespace paracodex {

/// The largest (\p Upper) or smallest value of \p Index over \p R's loops,
/// sizes taken as positive. A bound that depends on an outer loop
/// (`j <= i`) is bounded in turn over that loop.
std::optional<AffineExpr> boundOverLoops(const AffineExpr &Index, const TargetRegion &R,
                                         bool Upper, unsigned Depth) {
  if (Depth > R.Loops.size())
    return std::nullopt;
  AffineExpr Bound;
  for (const auto &[M, Coefficient] : Index.terms()) {
    const LoopInfo *Loop = nullptr;
    Monomial Rest;
    for (const std::string &S : M) {
      const LoopInfo *L = R.loop(S);
      if (L && Loop)
        return std::nullopt;
      if (L)
        Loop = L;
      else
        Rest.push_back(S);
    }
    AffineExpr Term;
    Term.addTerm(Rest, Coefficient);
    if (!Loop) {
      Bound = Bound + Term;
      continue;
    }
    if (!Loop->BoundsAffine)
      return std::nullopt;
    bool WantUpper = (Coefficient > 0) == Upper;
    auto Extreme = boundOverLoops(WantUpper ? Loop->Last : Loop->Lower, R, WantUpper, Depth + 1);
    if (!Extreme)
      return std::nullopt;
    Bound = Bound + Term * *Extreme;
  }
  return Bound;
}

/// The largest value \p Index takes over the region's loops, as a polynomial
/// in the function's own symbols. Sizes and extents are taken as
/// non-negative, so the sign of each integer coefficient picks the bound.
std::optional<AffineExpr> maxOverLoops(const AffineExpr &Index, const TargetRegion &R) {
  return boundOverLoops(Index, R, true, 0);
}

/// C text of a polynomial, every factor cast so that no int overflows.
std::string cText(const AffineExpr &E) {
  if (E.isZero())
    return "0";
  std::string S;
  for (const auto &[M, Coefficient] : E.terms()) {
    S += S.empty() ? "" : " + ";
    S += "(long long)" + std::to_string(Coefficient);
    for (const std::string &Factor : M)
      S += "*(long long)(" + AffineExpr::spelling(Factor) + ")";
  }
  return S;
}

} // namespace paracodex
