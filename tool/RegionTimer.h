//===- RegionTimer.h - time each scheduled region of a program -*- C++ -*-===//
//
// `paracodex tune` picks a schedule for each region, not one for the whole
// file: psinv wants its bare launch in runs of planes and resid does not
// (bench/results/2026-12-03-h200-session14-runs). A program's wall time
// cannot tell them apart (0.07 ms a call in a 0.2 s run), so the program
// tune times says how long each region took: the statement under each
// `// paracodex: schedule(...)` comment of the fused text is bracketed by
// paracodex_tune_enter(k) and paracodex_tune_leave(k), k the comment's
// place in the file, defined in a second source linked with the program
// (RegionTimerSource) that adds up each region's seconds, host clock
// around the region (a target region without nowait waits for its
// kernel), and prints them on stderr at exit:
//
//   paracodex-tune-region <k> <seconds> <calls>
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_REGIONTIMER_H
#define PARACODEX_TOOL_REGIONTIMER_H

#include "llvm/ADT/StringRef.h"

#include <map>
#include <string>
#include <vector>

namespace clang {
class ASTUnit;
} // namespace clang

namespace paracodex {

/// A schedule comment of the fused text and the statement it is about.
struct ScheduledRegion {
  unsigned CommentOffset = 0; ///< where the comment line starts
  /// The statement under the comment, [Begin, End) (its `;` included);
  /// Begin == End when none could be found (a region tune cannot time:
  /// the comment is not right above a statement of a block).
  unsigned Begin = 0, End = 0;
  bool timed() const { return Begin < End; }
};

/// Whether \p Line is a `// paracodex: schedule(...)` comment line.
bool isScheduleCommentLine(llvm::StringRef Line);

/// The schedule comments of \p Unit's main file, in order, each with its
/// statement.
std::vector<ScheduledRegion> scheduledRegions(const clang::ASTUnit &Unit);

/// \p Code (the text \p Regions were found in) with the timed regions
/// bracketed, and the two functions declared at its top.
std::string withRegionTimers(llvm::StringRef Code, const std::vector<ScheduledRegion> &Regions);

/// The timer, a C source to build on its own (compileHostObject) and link
/// with the bracketed program.
extern const char *const RegionTimerSource;

/// The seconds of each region a run reported on \p Stderr, by k.
std::map<unsigned, double> regionSeconds(llvm::StringRef Stderr);

} // namespace paracodex

#endif
