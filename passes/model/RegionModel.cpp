//===- RegionModel.cpp ----------------------------------------------------===//
#include "passes/model/RegionModel.h"

namespace paracodex {

const LoopInfo *TargetRegion::loop(const std::string &Var) const {
  for (const LoopInfo &L : Loops)
    if (L.Var == Var)
      return &L;
  return nullptr;
}

std::vector<const ArrayAccess *>
TargetRegion::accessesTo(const ArrayId &Array) const {
  std::vector<const ArrayAccess *> Result;
  for (const ArrayAccess &A : Accesses)
    if (A.Array == Array)
      Result.push_back(&A);
  return Result;
}

bool TargetRegion::writes(const ArrayId &Array) const {
  for (const ArrayAccess &A : Accesses)
    if (A.Array == Array && A.isWrite())
      return true;
  return false;
}

bool TargetRegion::reads(const ArrayId &Array) const {
  for (const ArrayAccess &A : Accesses)
    if (A.Array == Array && A.isRead())
      return true;
  for (const auto &Escape : Escapes)
    if (Escape.first == Array)
      return true; // a callee may read it
  return false;
}

const char *allocationName(Allocation A) {
  switch (A) {
  case Allocation::Malloc:
    return "malloc";
  case Allocation::Calloc:
    return "calloc";
  case Allocation::OmpTargetAlloc:
    return "omp_target_alloc";
  case Allocation::LocalArray:
    return "local array";
  case Allocation::GlobalArray:
    return "global array";
  case Allocation::Parameter:
    return "parameter";
  case Allocation::Unknown:
    return "unknown";
  }
  return "unknown";
}

const ArrayVariable *FunctionModel::array(const ArrayId &Id) const {
  auto It = Arrays.find(Id);
  return It == Arrays.end() ? nullptr : &It->second;
}

} // namespace paracodex
