//===- CostModel.cpp ------------------------------------------------------===//
#include "passes/plan/CostModel.h"

#include <algorithm>
#include <set>

namespace paracodex {

StreamedArrays streamedArrays(const Candidate &C) {
  auto arraysOf = [](const TargetRegion &R) {
    std::set<std::string> Names;
    for (const ArrayAccess &A : R.Accesses)
      Names.insert(A.Array);
    return Names;
  };
  std::set<std::string> P = arraysOf(*C.Producer), Q = arraysOf(*C.Consumer);
  std::set<std::string> Union = P;
  Union.insert(Q.begin(), Q.end());
  for (const std::string &T : C.Temporaries)
    Union.erase(T);
  return {static_cast<unsigned>(P.size() + Q.size()), static_cast<unsigned>(Union.size())};
}

} // namespace paracodex
