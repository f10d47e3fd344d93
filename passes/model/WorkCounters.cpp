//===- WorkCounters.cpp ---------------------------------------------------===//
#include "passes/model/WorkCounters.h"

namespace paracodex {

WorkCounters &workCounters() {
  static WorkCounters Counters;
  return Counters;
}

} // namespace paracodex
