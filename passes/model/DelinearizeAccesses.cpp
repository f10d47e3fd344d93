//===- DelinearizeAccesses.cpp --------------------------------------------===//
#include "passes/model/DelinearizeAccesses.h"

#include "passes/model/Delinearize.h"

#include <set>

namespace paracodex {

void delinearizeAccesses(FunctionModel &F) {
  std::map<ArrayId, std::set<Monomial>> Strides;
  std::set<ArrayId> Broken;
  auto loopVarsOf = [](const TargetRegion &R) {
    std::set<std::string> Vars;
    for (const LoopInfo &L : R.Loops)
      Vars.insert(L.Var);
    return Vars;
  };
  for (const TargetRegion &R : F.Regions) {
    std::set<std::string> Vars = loopVarsOf(R);
    for (const ArrayAccess &A : R.Accesses) {
      if (A.Subscripts.size() != 1 || !A.Affine)
        continue;
      auto S = collectStrides(A.Subscripts[0], Vars);
      if (!S) {
        Broken.insert(A.Array);
        continue;
      }
      Strides[A.Array].insert(S->begin(), S->end());
    }
  }
  for (TargetRegion &R : F.Regions) {
    std::set<std::string> Vars = loopVarsOf(R);
    for (ArrayAccess &A : R.Accesses) {
      if (A.Subscripts.size() != 1 || !A.Affine || Broken.count(A.Array))
        continue;
      A.FlatIndex = A.Subscripts[0];
      auto Chain = orderStrideChain(Strides[A.Array]);
      if (!Chain || Chain->size() < 2)
        continue;
      if (auto Split = splitByStrides(A.Subscripts[0], *Chain, Vars))
        A.Subscripts = *Split;
    }
  }
}

std::optional<std::vector<Monomial>> splitRowSizes(const FunctionModel &F, const ArrayId &Array) {
  std::set<Monomial> Strides;
  for (const TargetRegion &R : F.Regions) {
    std::set<std::string> Vars;
    for (const LoopInfo &L : R.Loops)
      Vars.insert(L.Var);
    for (const ArrayAccess &A : R.Accesses)
      if (A.Array == Array && A.FlatIndex) {
        auto S = collectStrides(*A.FlatIndex, Vars);
        if (!S)
          return std::nullopt;
        Strides.insert(S->begin(), S->end());
      }
  }
  auto Chain = orderStrideChain(Strides);
  if (!Chain)
    return std::nullopt;
  std::vector<Monomial> Sizes;
  for (size_t D = 1; D < Chain->size(); ++D) {
    std::multiset<std::string> Outer((*Chain)[D - 1].begin(), (*Chain)[D - 1].end());
    for (const std::string &Symbol : (*Chain)[D]) {
      auto It = Outer.find(Symbol);
      if (It == Outer.end())
        return std::nullopt;
      Outer.erase(It);
    }
    Sizes.push_back(Monomial(Outer.begin(), Outer.end()));
  }
  return Sizes;
}

} // namespace paracodex
