//===- ProgramPlan.h - what fuse will do to a file, decided on its model -*- C++ -*-===//
//
// The plan of one input, computed on its model without writing any text
// (issue 27): which legal pairs fuse, in which round, and which wait in
// vain for a fusion before them (PlannedRounds.h); the schedule of each
// fused region (PlannedSchedule.h, on the region ComposedRegion.h
// composes); and the copy regions that share one launch (CopyChain.h).
// analyze prints it; fuse carries it out on the text.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_PROGRAMPLAN_H
#define PARACODEX_PASSES_PLAN_PROGRAMPLAN_H

#include "passes/plan/PlannedRounds.h"
#include "passes/plan/PlannedSchedule.h"

#include <map>
#include <string>
#include <vector>

namespace paracodex {

/// Copy regions of one array that will share one launch.
struct PlannedMerge {
  unsigned Offset = 0;               ///< the first region's directive
  std::string What;                  ///< "3 copy regions of `u` share one launch"
  std::vector<unsigned> Regions;     ///< each region's directive offset
  size_t RunTimeFacts = 0;           ///< facts its run-time test checks
};

/// "N copy regions of `A` share one launch", fuse's words for a merge.
std::string copyMergeSentence(size_t Regions, const ArrayId &Array);

struct ProgramPlan {
  PlannedRounds Rounds;
  /// By candidate index (of the decision the plan was made from), for each
  /// pair the rounds fuse: the schedule of the region it becomes.
  std::map<size_t, PlannedSchedule> Schedules;
  std::vector<PlannedMerge> Merges;
};

/// The plan of \p Program (parsed from \p Code) from its decision \p Input:
/// its rounds, then the schedules (\p Options where no comment says) and
/// the merges. \p Input's candidates get the `fused-first` refusals of the
/// rounds.
ProgramPlan planProgram(const ProgramModel &Program, Decision &Input, llvm::StringRef Code,
                        const MarchOptions &Options = MarchOptions());

} // namespace paracodex

#endif
