//===- CostModel.cpp ------------------------------------------------------===//
#include "passes/plan/CostModel.h"

#include <algorithm>
#include <set>

namespace paracodex {

StreamedArrays streamedArrays(const Candidate &C) {
  auto arraysOf = [](const TargetRegion &R) {
    std::set<ArrayId> Names;
    for (const ArrayAccess &A : R.Accesses)
      Names.insert(A.Array);
    return Names;
  };
  std::set<ArrayId> P = arraysOf(*C.Producer), Q = arraysOf(*C.Consumer);
  std::set<ArrayId> Union = P;
  Union.insert(Q.begin(), Q.end());
  for (const ArrayId &T : C.Temporaries)
    Union.erase(T);
  return {static_cast<unsigned>(P.size() + Q.size()), static_cast<unsigned>(Union.size())};
}

} // namespace paracodex
