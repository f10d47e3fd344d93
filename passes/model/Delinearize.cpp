//===- Delinearize.cpp ----------------------------------------------------===//
#include "passes/model/Delinearize.h"

#include <algorithm>

namespace paracodex {

namespace {

/// Splits a monomial into its loop variables and the rest.
struct SplitMonomial {
  std::vector<std::string> LoopVars;
  Monomial Rest;
};

SplitMonomial splitMonomial(const Monomial &M,
                            const std::set<std::string> &LoopVars) {
  SplitMonomial S;
  for (const std::string &Factor : M)
    (LoopVars.count(Factor) ? S.LoopVars : S.Rest).push_back(Factor);
  return S;
}

/// True when multiset \p Small is contained in multiset \p Big (both sorted).
bool divides(const Monomial &Small, const Monomial &Big) {
  return std::includes(Big.begin(), Big.end(), Small.begin(), Small.end());
}

Monomial quotient(const Monomial &Big, const Monomial &Small) {
  Monomial Result;
  std::set_difference(Big.begin(), Big.end(), Small.begin(), Small.end(),
                      std::back_inserter(Result));
  return Result;
}

} // namespace

std::optional<std::set<Monomial>>
collectStrides(const AffineExpr &Index, const std::set<std::string> &LoopVars) {
  std::set<Monomial> Strides;
  for (const auto &Entry : Index.terms()) {
    SplitMonomial S = splitMonomial(Entry.first, LoopVars);
    if (S.LoopVars.size() > 1)
      return std::nullopt;
    if (S.LoopVars.size() == 1)
      Strides.insert(S.Rest);
  }
  return Strides;
}

std::optional<std::vector<Monomial>>
orderStrideChain(const std::set<Monomial> &Strides) {
  std::vector<Monomial> Chain(Strides.begin(), Strides.end());
  if (std::find(Chain.begin(), Chain.end(), Monomial{}) == Chain.end())
    Chain.push_back({});
  std::sort(Chain.begin(), Chain.end(), [](const Monomial &A, const Monomial &B) {
    if (A.size() != B.size())
      return A.size() > B.size();
    return A < B;
  });
  for (size_t I = 0; I + 1 < Chain.size(); ++I)
    if (Chain[I].size() == Chain[I + 1].size() || !divides(Chain[I + 1], Chain[I]))
      return std::nullopt;
  return Chain;
}

std::optional<std::vector<AffineExpr>>
splitByStrides(const AffineExpr &Index, const std::vector<Monomial> &Chain,
               const std::set<std::string> &LoopVars) {
  std::vector<AffineExpr> Subscripts(Chain.size());
  for (const auto &[M, Coefficient] : Index.terms()) {
    SplitMonomial S = splitMonomial(M, LoopVars);
    if (S.LoopVars.size() > 1)
      return std::nullopt;
    // A term with a loop variable belongs to exactly its stride; any other
    // term to the largest stride that divides it (-n1 is "-1 in the n1
    // dimension", not "-n1 in the unit one").
    size_t Dim = Chain.size();
    for (size_t D = 0; D < Chain.size(); ++D) {
      bool Matches = S.LoopVars.empty() ? divides(Chain[D], S.Rest)
                                        : Chain[D] == S.Rest;
      if (Matches) {
        Dim = D;
        break;
      }
    }
    if (Dim == Chain.size())
      return std::nullopt;
    Monomial Local = quotient(S.Rest, Chain[Dim]);
    Local.insert(Local.end(), S.LoopVars.begin(), S.LoopVars.end());
    Subscripts[Dim].addTerm(Local, Coefficient);
  }
  return Subscripts;
}

} // namespace paracodex
