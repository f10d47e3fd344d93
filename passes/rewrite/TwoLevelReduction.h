//===- TwoLevelReduction.h - the two-level schedule for a sum -*- C++ -*-===//
//
// `for (i = lo; i <= hi; i++) s += f(i);` under `reduction(+: s)` becomes a
// loop over a fixed number of threads (at most 270336 = 1056 x 256, eight
// teams per SM of the H200's 132), each summing a strided run of f into four register
// accumulators, and the OpenMP reduction only over those threads. clang's
// default schedule reduces across every iteration's team and was measured
// at 2.90 ms for sum(abs(x)) over 2^28 floats on the H200; this form with
// compile-time strides at 0.363 ms for 270336 threads, 0.366 / 0.379 /
// 0.398 ms for 540672 / 1081344 / 2162688
// (bench/results/2026-12-02-h200-session8-variants).
//
// The terms are the same values computed by the same expression; only the
// order in which they are added changes, which a reduction clause leaves
// to the implementation anyway (the original's order depends on the
// number of teams and threads it ran with). For floating-point sums the
// result can therefore differ in the last bits, as the original's does
// between two launch configurations; integer sums are exact.
//
// Its 1056 teams are for a device: with no device, where the original
// (no num_teams) ran one team, libomp warns that it cannot form them. The
// clauses then go through the bare block's device test (BareLaunch.h,
// reductionTeamsMacroText): one team of a thread a processor on the host.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_TWOLEVELREDUCTION_H
#define PARACODEX_PASSES_REWRITE_TWOLEVELREDUCTION_H

#include "passes/model/RegionModel.h"
#include "passes/model/ScheduleSpec.h"
#include "passes/plan/ReductionDecision.h"
#include "passes/rewrite/FusionEdits.h"

namespace paracodex {

/// Threads of the two-level schedule: 1056 teams of 256 on the H200.

/// Adds the two-level rewrite of \p R to \p Edits. Fails, changing nothing
/// the caller keeps, with the reason when the region is not one `+`
/// reduction of one statement over one unit-step loop, or the text cannot
/// be rewritten safely. With \p HostTeams the launch's clauses go through
/// PARACODEX_REDUCTION_TEAMS / _THREADS / _BOUNDS (one team on the host,
/// BareLaunch.h),
/// whose definitions \p Edits then asks for.
llvm::Error addTwoLevelReduction(const TargetRegion &R, const SourceText &Text,
                                 FusionEdits &Edits, bool HostTeams);

/// The comment above a two-level reduction:
/// `// paracodex: schedule(two-level reduction)` (ScheduleSpec.h).
inline std::string twoLevelReductionComment() {
  ScheduleSpec S;
  S.What = ScheduleSpec::Kind::TwoLevelReduction;
  return scheduleComment(S);
}

} // namespace paracodex

#endif
