//===- FuseDriver.h - fuse every selected legal pair of a file --*- C++ -*-===//
//
// Rounds of parse -> model -> legality -> plan -> rewrite, each applying a
// set of legal candidates that share no region, until none is left (a chain
// R1 -> R2 -> R3 takes two rounds). Edits are Clang Replacements applied
// once per round; the lines they touch are formatted with clang-format in
// the file's style. A second run on the output changes nothing, because
// the output has no legal pair left.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_FUSEDRIVER_H
#define PARACODEX_PASSES_REWRITE_FUSEDRIVER_H

#include "passes/plan/FusionPlan.h"
#include "passes/plan/PlannedSchedule.h"
#include "passes/rewrite/BuildFusion.h"

#include "clang/Frontend/ASTUnit.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace paracodex {

/// Which regions fuse gives the plane-march loop shape (PlaneMarch.h).
enum class ScheduleRequest {
  Auto, ///< the regions this run fused
  All,  ///< every stencil region that takes the shape, fused or not
  Keep  ///< none: loop shapes stay as fused
};

struct FuseOptions {
  /// The strategy the user asked for (`--strategy`); null: the plan's
  /// (rewriteStrategy, BuildFusion.h).
  const FusionStrategy *Strategy = nullptr;
  ScheduleRequest Schedule = ScheduleRequest::Auto;
  /// Planes per thread of a plane march (0: the whole loop), where the
  /// region's `// paracodex: schedule(...)` comment does not say.
  unsigned MarchChunk = MarchOptions().Chunk;
  /// Whether a plane march loads the next step's newest plane ahead, where
  /// the region's comment does not say.
  bool MarchPrefetch = MarchOptions().Prefetch;
  /// A fused region is marched only when its plane has at least this many
  /// points, where the region's comment does not say (PlaneMarch.h); 0
  /// marches it whatever the size.
  unsigned long long MarchMinPlane = MarchOptions().MinPlane;
  /// Whether a plane march is also written as a bare launch, taken when a
  /// device is present (BareLaunch.h), where the region's comment does not
  /// say.
  bool MarchBare = MarchOptions().Bare;
  /// Whether that bare launch marches runs of planes, as many as its grid
  /// wants when it runs (BareLaunch.h), where the region's comment does not
  /// say.
  bool MarchRuns = MarchOptions().Runs;
  /// Whether a `target teams loop` that clang would run with one thread
  /// per team becomes `target teams distribute parallel for`
  /// (TeamsLoopExpansion.h).
  bool ExpandTeamsLoops = true;
  /// Whether adjacent copy regions of one array (NAS MG's comm3) share one
  /// launch (CopyChainMerge.h).
  bool MergeCopies = true;
  /// Candidate ids or names (as `analyze` prints them for the input) or
  /// function names; empty means every legal candidate.
  std::vector<std::string> Only;
};

/// One pair that was fused, or left alone and why.
struct FusionRecord {
  /// "resid:179->190 (inline)" for a fusion; "resid:179->190 (vertical)"
  /// for a pair left alone. Lines are those of the text fused in that round.
  std::string Label;
  CandidateKind Kind = CandidateKind::Vertical;
  std::string Strategy; ///< for a fusion
  /// The temporaries it retires (a keep-store pair's: the arrays it keeps).
  std::vector<std::string> Temporaries;
  /// Byte offsets of the two directives in the input text (for a later
  /// round, mapped back through the edits of the rounds before).
  unsigned ProducerOffset = 0, ConsumerOffset = 0;
  /// For a pair left alone: the failed rules.
  std::vector<Refusal> Refusals;
};

/// One region of the schedule round (PlaneMarch.h).
struct MarchRecord {
  /// Where the region's directive was in the input (for a fused region,
  /// its consumer's or, for a guarded fusion, its producer's).
  unsigned InputOffset = 0;
  bool Fused = false;
  /// What was done ("plane-march i3: 12 columns in 32 registers"), or
  /// why the region keeps its shape.
  std::string What;
  /// For a region that keeps its shape: the schedule rule it failed
  /// (ScheduleRules.h), where the reason is one.
  std::optional<RuleId> Rule;
  /// For a merged copy chain: where each of its regions was in the input.
  std::vector<unsigned> ChainOffsets;
  /// ... and how many facts its run-time test checks (0: none, no fallback).
  size_t RunTimeFacts = 0;
  /// The schedule comment written above the region (`// paracodex:
  /// schedule(plane-march i3)`); empty for a region left alone.
  std::string Comment;
};

struct FuseOutcome {
  std::string Code;
  /// Each fusion applied, in order.
  std::vector<FusionRecord> Applied;
  /// Pairs left alone (refused, or not rewritable), each with why.
  std::vector<FusionRecord> Skipped;
  /// Pairs a later round refused (offsets mapped back to the input).
  std::vector<FusionRecord> LaterSkipped;
  /// Regions given the plane-march shape, and fused regions left in
  /// theirs (with why).
  std::vector<MarchRecord> Marched, NotMarched;
  /// Copy chains given one launch (InputOffset: the first region's), and
  /// runs of copy regions left as they are (with why).
  std::vector<MarchRecord> Merged, NotMerged;
  /// Temporaries now allocated on the device only in the fallback of a
  /// guarded fusion (InputOffset: the `target data` they left).
  std::vector<MarchRecord> Allocations;
};

/// Whether \p Outcome rewrote the pair whose directives start at these
/// input offsets (in any round: a fused region sits where its consumer was).
bool wasFused(const FuseOutcome &Outcome, unsigned ProducerOffset, unsigned ConsumerOffset);

/// What analyze reports is what fuse does: every candidate \p Candidates
/// calls legal that \p Outcome (fuse on the same text) did not rewrite is
/// refused by `fused-first`, with the reason the later round gave.
void refuseUnfused(std::vector<Candidate> &Candidates, const FuseOutcome &Outcome);

/// "resid:179->190 (vertical) refused: reason; reason" for a pair left
/// alone; the label for a fusion.
std::string describe(const FusionRecord &Record);

/// What a parse of a text is for. A text fuse wrote must compile, and its
/// errors are shown; a trial text (the file with the bare form's includes
/// added, IncludeClash.h) may not, and then its first error is the answer,
/// in the error's message, with nothing printed.
enum class ParsePurpose { Check, Trial };

using SourceParser = std::function<llvm::Expected<std::unique_ptr<clang::ASTUnit>>(
    const std::string &Code, ParsePurpose Purpose)>;

/// Fuses \p Code (the text of \p FileName). Fails, with nothing written,
/// when the input does not parse, an --only entry matches nothing, or a
/// rewritten text does not parse again.
llvm::Expected<FuseOutcome> fuseSource(const std::string &Code,
                                       const std::string &FileName,
                                       const FuseOptions &Options,
                                       const SourceParser &Parse);

} // namespace paracodex

#endif
