//===- TuneVariants.h - the schedules tune tries, and what it records -*- C++ -*-===//
//
// `paracodex tune` (TuneCommand.cpp) fuses the file once per schedule,
// times every variant, and records the fastest schedule of each region as
// a comment above it. These are the pieces it works with: a variant, the
// comments it records, and how its timings are read and compared.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_TUNEVARIANTS_H
#define PARACODEX_TOOL_TUNEVARIANTS_H

#include "tool/RegionTimer.h"

#include "passes/rewrite/FuseDriver.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace paracodex {

/// One schedule to try, and what fuse made of the file with it.
struct Variant {
  std::string Label; ///< "march:32"
  FuseOptions Options;
  FuseOutcome Outcome;
  /// A comment for every region, by the offset of its line in the input:
  /// what this schedule gave it, `schedule(keep)` where it gave nothing.
  std::map<unsigned, std::string> Comments;
  /// The text built: fuse of the input with Comments, which is Outcome's
  /// text with a comment above every region.
  std::string Timed;
  /// The timer's number (k, RegionTimer.h) of each region, in input
  /// order; fuse's own comments (a merged copy chain's) have numbers too.
  std::vector<unsigned> TimerOf;
  /// Wall seconds of each run, and each region's seconds (by k).
  std::vector<double> Seconds;
  std::vector<std::map<unsigned, double>> RegionSeconds;
  bool Verified = true;
  std::string Why; ///< the first difference, when not verified
};

/// \p Text without its schedule comment lines. A line inside a block
/// comment (documentation quoting a schedule comment) stays.
std::string withoutScheduleComments(llvm::StringRef Text);

/// The fuse options of a schedule label ("keep", "inline", "march",
/// "march:32", ...).
llvm::Expected<FuseOptions> optionsFor(const std::string &Label);

/// A file-name-safe tag for a schedule: "march:32" -> "march_32".
std::string tagOf(const std::string &Label);

/// The offset where the line holding \p Offset starts.
unsigned lineStart(const std::string &Text, unsigned Offset);

/// Where the marches of \p Variants put their comments (the lines they go
/// above): a region's one place in every variant.
std::set<unsigned> marchLines(const std::vector<Variant> &Variants, const std::string &Text);

/// The comment lines \p V records, by offset of the line they go above. A
/// kept fusion's goes where a march puts its comment (\p MarchLines: above
/// the producer of a guarded fusion), above its consumer otherwise.
std::map<unsigned, std::string> commentsOf(const Variant &V, const std::string &Text,
                                           const std::set<unsigned> &MarchLines);

/// \p Text with each comment of \p At on a line of its own above the line
/// at its offset.
std::string withComments(const std::string &Text, const std::map<unsigned, std::string> &At);

/// Whether \p A and \p B are the same code beside comments and white
/// space (a sanity check: what is recorded is checked exactly against what
/// ran).
bool sameCode(llvm::StringRef A, llvm::StringRef B);

/// The median of \p V (-1 when empty).
double median(std::vector<double> V);

/// The wall seconds a run's stderr reports (each run prints its own).
double wallSeconds(const std::string &Stderr);

/// \p Found without the comments whose statement lies within another's:
/// the outer timer times that region.
std::vector<ScheduledRegion> outermost(const std::vector<ScheduledRegion> &Found);

/// Each region's schedule: the one under which it ran fastest, of those
/// whose program printed what the original prints; a region that never ran
/// takes \p Best's. Prints each region's times, the regions named by lines
/// of \p FileName.
std::map<unsigned, std::string> fastestPerRegion(const std::vector<Variant> &Variants,
                                                 const std::set<unsigned> &Regions,
                                                 const Variant &Best, const std::string &Text,
                                                 const std::string &FileName);

} // namespace paracodex

#endif
