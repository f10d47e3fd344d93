//===- ScheduleSpec.h - paracodex's schedule comments, read and written -*- C++ -*-===//
//
// The one spelling of the comment fuse writes above a region it gave a
// schedule, and reads back above any region (written by a user, by fuse,
// by tune):
//
//   // paracodex: schedule(keep)
//   // paracodex: schedule(plane-march i3 chunk=64 prefetch min-plane=262144 bare runs)
//   // paracodex: schedule(two-level reduction)
//   // paracodex: schedule(merged-copies 3)
//
// Words a schedule does not know are ignored; a number that does not read
// as one makes the comment no schedule at all, and so does anything after
// the closing parenthesis.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_SCHEDULESPEC_H
#define PARACODEX_PASSES_MODEL_SCHEDULESPEC_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace paracodex {

struct ScheduleSpec {
  enum class Kind {
    Keep,              ///< leave the region's shape as written
    PlaneMarch,        ///< PlaneMarch.h
    TwoLevelReduction, ///< TwoLevelReduction.h
    MergedCopies       ///< CopyChainMerge.h
  };
  Kind What = Kind::Keep;
  /// Plane march: the marched loop's variable as written (`i3`; may be
  /// empty in a comment a user wrote), planes per thread (0: the whole
  /// loop), whether each step loads the next one's newest plane ahead, the
  /// least plane size it runs at (0: any), whether it is also a bare launch
  /// and whether that launch marches runs of planes.
  std::string MarchVar;
  unsigned Chunk = 0;
  bool Prefetch = false;
  unsigned long long MinPlane = 0;
  bool Bare = false;
  bool Runs = false;
  /// Merged copies: how many regions share the launch.
  unsigned Copies = 0;

  static ScheduleSpec keep() { return ScheduleSpec(); }
};

/// "plane-march i3 chunk=64": what goes between the parentheses.
std::string scheduleWords(const ScheduleSpec &S);

/// "// paracodex: schedule(plane-march i3 chunk=64)".
std::string scheduleComment(const ScheduleSpec &S);

/// The schedule \p Line (one line of source, spaces around allowed) says,
/// if it is a schedule comment paracodex can read.
std::optional<ScheduleSpec> parseScheduleComment(llvm::StringRef Line);

/// Whether \p Line starts like a schedule comment, readable or not: a line
/// paracodex owns, which tools that bracket regions step over.
bool looksLikeScheduleComment(llvm::StringRef Line);

/// A schedule that asks for something (`keep`, `plane-march ...`), read
/// from the line just above the `#pragma` at \p PragmaOffset of \p Code,
/// and that line's bytes (with its newline). Other schedules are fuse's
/// own record of what it did, and ask for nothing.
struct AskedSchedule {
  ScheduleSpec Spec;
  unsigned LineBegin = 0, LineEnd = 0;
};
std::optional<AskedSchedule> scheduleAskedAbove(llvm::StringRef Code, unsigned PragmaOffset);

} // namespace paracodex

#endif
