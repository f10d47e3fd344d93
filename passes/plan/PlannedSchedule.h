//===- PlannedSchedule.h - the schedule the plan gives a region -*- C++ -*-===//
//
// What fuse's schedule round does with a region (rewrite/ScheduleRound.cpp),
// decided on the model: a `schedule(keep)` comment above it keeps it, a
// `+` reduction takes the two-level reduction (ReductionDecision.h),
// anything else the plane march (MarchDecision.h), each where its
// preconditions hold, in the schedule the comment above the region or
// the options ask for. analyze reports it for each fused region, on the
// region the plan composed (ComposedRegion.h), without writing the fused
// text.
//
// The text can still refuse what the model allows (a macro in the way, a
// comment between the loop headers, a name the bare launch needs taken):
// fuse's note then says so, with the rule (`march-text`), and the bare
// launch is written only where the file's names and includes allow it.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_PLANNEDSCHEDULE_H
#define PARACODEX_PASSES_PLAN_PLANNEDSCHEDULE_H

#include "passes/model/RegionModel.h"
#include "passes/model/ScheduleSpec.h"
#include "passes/legality/Rule.h"

#include <optional>
#include <string>

namespace paracodex {

/// How a marched region is shaped where its comment does not say; fuse's
/// options start from these (rewrite/FuseDriver.h).
struct MarchOptions {
  /// Planes per thread (0: the whole loop).
  unsigned Chunk = 0;
  /// Each step loads the next one's newest plane ahead.
  bool Prefetch = false;
  /// The march runs only when its plane has at least this many points (0:
  /// any); see rewrite/PlaneMarch.h for the measurements behind it.
  unsigned long long MinPlane = 262144;
  /// Also written as a bare launch, taken when a device is present.
  bool Bare = true;
  /// That bare launch marches runs of planes.
  bool Runs = false;
};

/// The schedule of one region: the comment's words (`plane-march i3
/// min-plane=262144 bare`, `two-level reduction`) or "as fused", the
/// sentence, and the rule that keeps it in its shape.
struct PlannedSchedule {
  std::string Shape = "as fused";
  std::string Detail;
  std::optional<RuleId> KeptBy;
  ScheduleSpec Spec; ///< Keep when the region keeps its shape
};

/// The schedule of \p R, in \p Code (the input's text, where the comments
/// above regions are read), with \p Options where no comment says.
PlannedSchedule planSchedule(const TargetRegion &R, llvm::StringRef Code,
                             const MarchOptions &Options);

/// "plane-march along `i3` in runs of 4 planes...: 8 input columns in 24
/// registers serve 20 reads": the sentence of a march of \p Spec.
std::string marchSentence(const ScheduleSpec &Spec, unsigned Columns, unsigned Registers,
                          unsigned Reads);

/// "two-level reduction: at most N threads, each adding a strided run
/// into four registers".
std::string twoLevelSentence();

} // namespace paracodex

#endif
