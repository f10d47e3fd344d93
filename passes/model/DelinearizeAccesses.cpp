//===- DelinearizeAccesses.cpp --------------------------------------------===//
#include "passes/model/DelinearizeAccesses.h"

#include "passes/model/Delinearize.h"

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

} // namespace paracodex
