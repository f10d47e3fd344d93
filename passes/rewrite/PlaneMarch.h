//===- PlaneMarch.h - the plane-march loop shape for 3-D stencils -*- C++ -*-===//
//
// A `collapse(3)` stencil region over (i3, i2, i1) becomes `collapse(2)`
// over (i2, i1), the two fastest-varying loops, so that neighbouring
// threads still touch neighbouring elements, and each thread walks i3 on
// its own. The values one step reads again at the next (a stencil's input
// column at i3-1, i3, i3+1) are kept in scalars and rotated: each is
// loaded once per thread instead of once per read. Measured on the H200
// for NAS MG's fused resid at 512^3: 2.65 ms inline collapse(3) -> 1.41 ms
// (TOOLCHAIN.md).
//
// Only loads move, and only earlier: every read becomes a register loaded
// at the start of the same step or of an earlier one, and the arithmetic
// is the body's own text, so the results are bit-identical. That is sound
// for any race-free region whose body reads everything before its one
// store: a value reused across steps is read by two iterations, so no
// iteration may write it without a race; the other loads happen at the
// start of their own iteration, before its store. Reads of an array the
// region writes are never cached, so even a racy input keeps its reads.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_PLANEMARCH_H
#define PARACODEX_PASSES_REWRITE_PLANEMARCH_H

#include "passes/model/RegionModel.h"
#include "passes/model/ScheduleSpec.h"
#include "passes/rewrite/FusionEdits.h"

#include <optional>
#include <string>

namespace clang {
class ASTContext;
class IfStmt;
} // namespace clang

namespace paracodex {

/// How one region is marched, for the report and the output's comment.
struct PlaneMarchShape {
  std::string MarchVar;     ///< the sequential loop's spelling (i3)
  /// Planes per thread: 0 marches the whole loop in each thread; N splits
  /// it into runs of N planes, one per thread, the runs collapsed with the
  /// other two loops (more threads for small grids, one window reload per
  /// run).
  unsigned Chunk = 0;
  /// Each step also loads the newest plane of the next step (when there is
  /// one), so that those loads are in flight during this step's arithmetic.
  bool Prefetch = false;
  /// When nonzero, the marched region runs only when the two collapsed
  /// loops have at least this many iterations (threads), the region as it
  /// was otherwise: a thread per column needs columns enough to fill the
  /// GPU. Measured on the H200 (session 9): NAS MG class B, whose finest
  /// plane has 66564 points, 0.138 s marched against 0.083 s inline; class
  /// C's finest plane (264196 points) marches 1.44 ms against 2.65 ms.
  unsigned long long MinPlane = 0;
  /// The region is also written as a bare launch, taken when a device is
  /// present (BareLaunch.h); NotBare says why not, when one was asked for.
  bool Bare = false;
  /// The bare form marches runs of planes, as many as its grid wants when
  /// it runs (BareLaunch.h, BareRuns); a chunk gives runs of its length.
  bool Runs = false;
  std::string NotBare;
  unsigned Columns = 0;     ///< input columns kept in registers
  unsigned Registers = 0;   ///< scalars those columns take
  unsigned ReadsCached = 0; ///< reads of the body served from registers
};

/// The comment fuse writes above a marched region, and reads back:
/// `// paracodex: schedule(plane-march i3)`, `... chunk=64)`, `... prefetch)`,
/// `... bare)`, `... bare runs)`.
std::string planeMarchComment(const PlaneMarchShape &Shape);
/// ... and the schedule it spells.
ScheduleSpec planeMarchSpec(const PlaneMarchShape &Shape);

/// A `keep` or `plane-march` schedule comment (ScheduleSpec.h) above a
/// region, and where it is.
struct ScheduleComment : ScheduleSpec {
  bool keep() const { return What == Kind::Keep; }
  ByteRange Line; ///< the comment's line, with its newline
};

/// The `keep` or `plane-march` schedule comment on the line just above the
/// `#pragma` at \p PragmaOffset, if there is one (other schedules are
/// fuse's own record of what it did, and ask for nothing).
std::optional<ScheduleComment> scheduleCommentAbove(const SourceText &Text, unsigned PragmaOffset);

/// Adds the plane-march rewrite of \p R to \p Edits and returns its shape.
/// Fails, changing nothing the caller keeps, with a sentence that says why
/// the region does not take this shape (not a collapse(3) nest over three
/// loops, a body with more than one store, no value read at two steps, a
/// loop the others' bounds depend on, text inside a macro body...).
/// \p Chunk as in PlaneMarchShape; \p Replaces, an old schedule comment
/// whose line the new one takes; \p Prefetch as in PlaneMarchShape (it is
/// dropped when the last value of the marched loop is not affine);
/// \p MinPlane as in PlaneMarchShape; \p Bare, whether to add the bare
/// launch (BareLaunch.h) where the region allows one; \p Runs, whether
/// that launch marches runs of planes chosen when it runs.
llvm::Expected<PlaneMarchShape> addPlaneMarch(const TargetRegion &R, const SourceText &Text,
                                              FusionEdits &Edits, unsigned Chunk = 0,
                                              std::optional<ByteRange> Replaces = std::nullopt,
                                              bool Prefetch = false,
                                              unsigned long long MinPlane = 0,
                                              bool Bare = false, bool Runs = false);

/// The macro a plane-size test calls: PARACODEX_MIN_PLANE(262144LL).
inline constexpr const char *MinPlaneMacro = "PARACODEX_MIN_PLANE";

/// The definition of MinPlaneMacro, to go after the file's includes; empty
/// when the file defines it already.
std::string minPlaneMacroText(const clang::ASTContext &Context);

} // namespace paracodex

#endif
