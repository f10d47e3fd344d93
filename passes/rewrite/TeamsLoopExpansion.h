//===- TeamsLoopExpansion.h - `teams loop` that clang runs serially -*- C++ -*-===//
//
// clang 19 lowers `target teams loop` to `target teams distribute parallel
// for` only when the loop body calls no function (OpenMP API routines
// aside): one call (`fabs`, say) and it becomes `target teams distribute`,
// a kernel in generic mode in which one thread of each team runs the
// iterations. Checked on the device IR (exec mode 1 against 2 in the
// kernel environment; testdata/schedule/teams_loop_*). ParaCodex's norm2u3 is
// such a region: class C spent 0.080 s in it against 0.007 s for the same
// reduction in nas_mg (bench/results/2026-12-02-h200-session9-pcmg-timers).
//
// The rewrite names the schedule clang chose not to: `teams loop` becomes
// `teams distribute parallel for` with the same clauses (`bind(teams)`,
// which only `loop` takes, dropped). The `loop` construct already lets
// every iteration run concurrently (it implies `order(concurrent)`), so no
// schedule the program may observe is added. What changes is which threads
// share a variable: a scalar declared outside the region that the body
// writes is shared by the threads of a team. Such a scalar is made
// `private` when every iteration assigns it before any read (an iteration
// then never sees another's value, which is what the code means); any
// other written scalar refuses, as do `lastprivate` and nested directives.
// A scalar that is mapped, global or static refuses too: its value after
// the region would be visible.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_TEAMSLOOPEXPANSION_H
#define PARACODEX_PASSES_REWRITE_TEAMSLOOPEXPANSION_H

#include "passes/model/RegionModel.h"
#include "passes/rewrite/FusionEdits.h"

#include <string>
#include <vector>

namespace paracodex {

/// Whether clang 19 runs \p R, a `target teams loop`, as `teams distribute`
/// (one thread per team): its body calls a function not named `omp_*`.
bool teamsLoopRunsSerially(const TargetRegion &R);

/// Adds to \p Edits the rewrite of \p R into `target teams distribute
/// parallel for`; \p Privatized gets the scalars given `private`. Fails,
/// changing nothing the caller keeps, with the reason.
llvm::Error addTeamsLoopExpansion(const FunctionModel &F, const TargetRegion &R,
                                  const SourceText &Text,
                                  FusionEdits &Edits, std::vector<std::string> &Privatized);

} // namespace paracodex

#endif
