//===- AffineExpr.cpp -----------------------------------------------------===//
#include "passes/model/AffineExpr.h"

#include <algorithm>
#include <sstream>

namespace paracodex {

AffineExpr AffineExpr::constant(int64_t Value) {
  AffineExpr E;
  E.addTerm({}, Value);
  return E;
}

AffineExpr AffineExpr::symbol(const std::string &Name) {
  AffineExpr E;
  E.addTerm({Name}, 1);
  return E;
}

void AffineExpr::addTerm(const Monomial &M, int64_t Coefficient) {
  Monomial Sorted = M;
  std::sort(Sorted.begin(), Sorted.end());
  int64_t &Slot = Terms[Sorted];
  Slot += Coefficient;
  if (Slot == 0)
    Terms.erase(Sorted);
}

AffineExpr AffineExpr::operator+(const AffineExpr &Other) const {
  AffineExpr R = *this;
  for (const auto &[M, C] : Other.Terms)
    R.addTerm(M, C);
  return R;
}

AffineExpr AffineExpr::operator-() const {
  AffineExpr R;
  for (const auto &[M, C] : Terms)
    R.addTerm(M, -C);
  return R;
}

AffineExpr AffineExpr::operator-(const AffineExpr &Other) const {
  return *this + (-Other);
}

AffineExpr AffineExpr::operator*(const AffineExpr &Other) const {
  AffineExpr R;
  for (const auto &[MA, CA] : Terms)
    for (const auto &[MB, CB] : Other.Terms) {
      Monomial M = MA;
      M.insert(M.end(), MB.begin(), MB.end());
      R.addTerm(M, CA * CB);
    }
  return R;
}

std::optional<int64_t> AffineExpr::asConstant() const {
  if (Terms.empty())
    return 0;
  if (Terms.size() == 1 && Terms.begin()->first.empty())
    return Terms.begin()->second;
  return std::nullopt;
}

int64_t AffineExpr::coefficientOf(const std::string &Name) const {
  auto It = Terms.find(Monomial{Name});
  return It == Terms.end() ? 0 : It->second;
}

bool AffineExpr::mentions(const std::string &Name) const {
  for (const auto &Entry : Terms)
    if (std::find(Entry.first.begin(), Entry.first.end(), Name) !=
        Entry.first.end())
      return true;
  return false;
}

std::set<std::string> AffineExpr::symbols() const {
  std::set<std::string> Result;
  for (const auto &Entry : Terms)
    Result.insert(Entry.first.begin(), Entry.first.end());
  return Result;
}

AffineExpr AffineExpr::substitute(const std::string &Name,
                                  const AffineExpr &Value) const {
  AffineExpr R;
  for (const auto &[M, C] : Terms) {
    AffineExpr Term = AffineExpr::constant(C);
    for (const std::string &S : M)
      Term = Term * (S == Name ? Value : AffineExpr::symbol(S));
    R = R + Term;
  }
  return R;
}

std::optional<AffineExpr> AffineExpr::exactDivide(int64_t Divisor) const {
  if (Divisor == 0)
    return std::nullopt;
  AffineExpr R;
  for (const auto &[M, C] : Terms) {
    if (C % Divisor != 0)
      return std::nullopt;
    R.addTerm(M, C / Divisor);
  }
  return R;
}

std::string AffineExpr::spelling(const std::string &Symbol) {
  return Symbol.substr(0, Symbol.find('#'));
}

AffineExpr AffineExpr::spelled() const {
  AffineExpr R;
  for (const auto &[M, C] : Terms) {
    Monomial Spelled;
    for (const std::string &S : M)
      Spelled.push_back(spelling(S));
    std::sort(Spelled.begin(), Spelled.end());
    R.addTerm(Spelled, C);
  }
  return R;
}

std::string AffineExpr::str() const {
  if (Terms.empty())
    return "0";
  // Higher-degree terms first, positive before negative, the constant
  // last: "2*j1 - d1 + 1".
  std::vector<std::pair<Monomial, int64_t>> Ordered(Terms.begin(), Terms.end());
  std::stable_sort(Ordered.begin(), Ordered.end(),
                   [](const auto &A, const auto &B) {
                     if (A.first.size() != B.first.size())
                       return A.first.size() > B.first.size();
                     return (A.second > 0) > (B.second > 0);
                   });
  std::ostringstream OS;
  bool First = true;
  for (const auto &[M, C] : Ordered) {
    int64_t Magnitude = C < 0 ? -C : C;
    if (First)
      OS << (C < 0 ? "-" : "");
    else
      OS << (C < 0 ? " - " : " + ");
    First = false;
    if (M.empty()) {
      OS << Magnitude;
      continue;
    }
    if (Magnitude != 1)
      OS << Magnitude << "*";
    for (size_t I = 0; I < M.size(); ++I)
      OS << (I ? "*" : "") << spelling(M[I]);
  }
  return OS.str();
}

} // namespace paracodex
