//===- Rounds.h - fuse's rounds after the fusions ---------------*- C++ -*-===//
//
// After the fusion rounds (FuseDriver.cpp), in this order, each on the text
// the one before left: allocations sunk into fallbacks, `teams loop`
// expansion, schedules (plane march, two-level reduction), launches (copy
// chains merged). Each records what it did, and why not, in the outcome,
// at input offsets.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_ROUNDS_H
#define PARACODEX_PASSES_REWRITE_ROUNDS_H

#include "passes/rewrite/RoundEdits.h"

namespace paracodex {

/// The allocation round: a temporary that only the fallback of a guarded
/// fusion still uses is allocated on the device there, not around both
/// branches (FallbackAllocation.h).
llvm::Error sinkAllocations(FuseOutcome &Outcome, const std::string &FileName,
                            EditHistory &History, RoundParses &Parses);

/// The expansion round: every `target teams loop` that clang would run with
/// one thread per team becomes `target teams distribute parallel for`
/// (TeamsLoopExpansion.h), fused or not: it is the schedule the directive
/// asks for, which clang does not give it. Runs before the schedule round,
/// which only takes the expanded form.
llvm::Error expandTeamsLoops(FuseOutcome &Outcome, const std::string &FileName,
                             const FuseOptions &Options, EditHistory &History,
                             RoundParses &Parses);

/// The schedule round: the plane-march shape for the regions \p Options
/// asks for (those this run fused, or every stencil region), the two-level
/// schedule for a sum. A region that does not take the shape keeps it; for
/// a fused one the report says why.
llvm::Error marchRegions(FuseOutcome &Outcome, const std::string &FileName,
                         const FuseOptions &Options, EditHistory &History,
                         RoundParses &Parses);

/// The launch round: each copy chain (CopyChain.h) becomes one region.
/// Runs last, on the text the other rounds left; a chain in the fallback
/// of an earlier merge or guarded fusion stays as it is. A chain right
/// after one merged in the same pass waits for the next pass (their edits
/// would meet at one offset), so that the output has no chain left.
llvm::Error mergeCopyChains(FuseOutcome &Outcome, const std::string &FileName,
                            const FuseOptions &Options, EditHistory &History,
                            RoundParses &Parses);

} // namespace paracodex

#endif
