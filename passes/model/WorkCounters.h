//===- WorkCounters.h - how much parsing and modelling a command did -*- C++ -*-===//
//
// Issue 27 asks that fuse parse the input once and each round's result
// once; these count what a run really does. `PARACODEX_STATS=1` makes the
// analyze and fuse commands print them on stderr at the end.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_WORKCOUNTERS_H
#define PARACODEX_PASSES_MODEL_WORKCOUNTERS_H

#include <atomic>

namespace paracodex {

struct WorkCounters {
  std::atomic<unsigned> Parses{0};      ///< texts parsed into an AST
  std::atomic<unsigned> ModelBuilds{0}; ///< buildProgramModel calls
};

WorkCounters &workCounters();

} // namespace paracodex

#endif
