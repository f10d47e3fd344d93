//===- BareLaunch.h - a marched region launched like a CUDA kernel -*- C++ -*-===//
//
// clang 19 gives a `target teams distribute parallel for collapse(2)`
// march 115 registers (resid; psinv 102) where the same loop written as a
// CUDA kernel takes 63: the worksharing loop and the device runtime's
// state stay live across the whole march. At 115 registers an H200 SM
// holds 4 blocks of 128 threads, too few warps to hide the march's load
// latency. clang's `ompx_bare` extension launches a region with no device
// runtime, as a grid of blocks of threads: measured on the H200 for NAS
// MG's fused resid at 512^3 (bench/kernels/bare_march_variants.c), 1.44 ms
// -> 1.23 ms (63 registers, 8 blocks per SM), psinv 1.77 -> 1.39 ms
// (bench/results/2026-12-02-h200-session12-bare/); as fuse writes it in
// nas_mg, resid 1.248 ms and psinv 1.542 ms (.../session12-int/); with
// 32x4 tiles and the march's first planes peeled, 0.990 and 1.352 ms
// (.../2026-12-03-h200-session13-peel/).
//
// The bare form is emitted beside the standard one, never instead of it:
//   #if PARACODEX_BARE            (clang 19 or later, set after the includes)
//   if (PARACODEX_BARE_WANTED() [&& (<if clause>)] && <the grid fits>)
//   { <bare region> } else
//   #endif
//   { <the standard marched region> }
// so other compilers, and runs with no device, take the standard region
// (whether regions run on a device is asked once, by running an empty one).
// The bare region is correct wherever it runs: on the GPU each thread l of
// block b takes column ((b / g1) * 4 + l / 32, (b % g1) * 32 + l % 32) of
// the plane (g1 tiles of 32 x 4 columns across a row), the blocks striding
// over the plane; if the region falls back to the host,
// where the ompx_* ids mean nothing, team 0 walks every column in order
// (and with no device it asks for one team of one thread:
// PARACODEX_BARE_TEAMS, PARACODEX_BARE_THREADS; the PTX is the same).
// Each column's march is the standard region's body, text for text, so
// the arithmetic and its results are the same.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_BARELAUNCH_H
#define PARACODEX_PASSES_REWRITE_BARELAUNCH_H

#include "passes/model/RegionModel.h"
#include "passes/rewrite/FusionEdits.h"

#include <optional>
#include <string>

namespace clang {
class ASTContext;
class ForStmt;
class VarDecl;
} // namespace clang

namespace paracodex {

/// A block of a bare launch takes a tile of 32 x 4 columns of the plane
/// (128 threads): a warp is 32 neighbours along the unit-stride loop, and
/// the rows beside a thread's own are mostly read by its own block, from
/// L1. Measured in nas_mg's fused psinv on the H200 (hand-edited, one ncu
/// run): 1.336 ms against 1.523 ms for blocks of 128 columns of one row
/// (DRAM reads 2.19 GB against 2.56 GB); resid 1.222 against 1.227 ms.
inline constexpr unsigned BareTileColumns = 32, BareTileRows = 4;
inline constexpr unsigned BareBlockThreads = BareTileColumns * BareTileRows;

/// The bare form marches runs of planes: a block for each tile and run,
/// block b taking tile b % tiles over run b / tiles. At 512^3 a whole
/// column per thread makes 2048 blocks, under two waves on an H200 (9
/// blocks of psinv's 56 registers an SM: the second wave 72% full); runs
/// leave a smaller last wave. Measured for psinv (bench/kernels/
/// psinv_limit_variants.c, ncu, two calls): 1.342 / 1.350 ms whole, 1.280 /
/// 1.301 in 4 runs, 1.288 / 1.305 in 8, 1.288 / 1.311 in 16
/// (bench/results/2026-12-03-h200-session14-runs/limits/); as fuse writes it
/// for nas_mg (--march-runs), psinv 1.260 ms against 1.334 whole, but resid
/// 1.041 against 0.981 (8 blocks an SM: its waves were full), so runs are
/// asked for, not the default. The number of runs is
/// chosen when the region runs, from the grid (PARACODEX_BARE_RUNS: blocks
/// enough for about 8192, runs of at least 32 planes), unless a chunk was
/// asked for; each run loads its window afresh, as the standard form's
/// runs do, and every point is computed by the same text.
struct BareRuns {
  const clang::ForStmt *Loop = nullptr; ///< the marched loop
  const clang::VarDecl *Var = nullptr;  ///< its variable
  unsigned Chunk = 0;                   ///< planes a run; 0: chosen when it runs
  /// One thread's march over run `pcx_run`, `pcx_len` planes long.
  std::string Column;
};

/// The text that goes in front of `{ <standard marched region> }`: the
/// `#if PARACODEX_BARE` ... `} else` / `#endif` lines above. \p Column is
/// one thread's march (its declarations and loop), with the two collapsed
/// loops' variables in scope. Fails, with the reason, when the grid cannot
/// be computed on the host exactly as the region would compute its loops
/// (a bound that reads a global, a loop variable of a type other than a
/// signed integer, a name the bare form declares used by the region, a
/// clause a `target teams` region cannot carry...; a preprocessor line
/// inside the region stops the march before it gets here). Of the region's clauses, `default(none)`
/// and `default(shared)` are left off (they restate its data-sharing;
/// clang 19 crashes on default(none) beside ompx_bare), `if(parallel:)`
/// and `if(simd:)` too (they only say how many threads run), and `if(c)`
/// or `if(target: c)` joins the guard when c has no side effects.
/// With \p Runs, the launch takes runs of planes; it fails, with the
/// reason, where the host cannot count the marched loop's planes as the
/// region does.
llvm::Expected<std::string> bareLaunchPrefix(const TargetRegion &R, const SourceText &Text,
                                             const std::string &Column,
                                             const std::optional<BareRuns> &Runs);

/// The definitions of PARACODEX_BARE, PARACODEX_BARE_WANTED and
/// PARACODEX_BARE_TEAMS (and the includes they need), to go after the
/// file's includes; empty when the file holds them already.
std::string bareLaunchMacroText(const clang::ASTContext &Context);

/// The definition of PARACODEX_BARE_RUNS (the runs of a bare launch that
/// marches in runs chosen when it runs), to go after bareLaunchMacroText's;
/// empty when the file holds it already.
std::string bareRunsMacroText(const clang::ASTContext &Context);

/// A two-level reduction (TwoLevelReduction.h) asks for 1056 teams of 256
/// threads, which on the host makes libomp warn ("Cannot form a team with
/// 1056 threads") where the original, with no clauses, was quiet. Through
/// the bare block's device test, PARACODEX_REDUCTION_TEAMS and
/// PARACODEX_REDUCTION_THREADS give the device those numbers and the host
/// one team of a thread a processor (a thread_limit above the processors
/// warns too, at OMP_NUM_THREADS beyond them), within omp_get_thread_limit()
/// and omp_get_teams_thread_limit() (more threads than OMP_THREAD_LIMIT
/// would add a double sum in another order than the original). Without the bare block
/// (-DPARACODEX_NO_BARE, another compiler) they are the device's numbers.
/// Why the file's own names stand in the way of those macros, or nothing.
std::optional<std::string> reductionTeamsUnavailable(const clang::ASTContext &Context);

/// Why the function of a region declares a name that the code fuse writes
/// there calls (a bare region's, or with \p Reduction a two-level
/// reduction's clauses'): a parameter or local `paracodex_on_device` would
/// hide ours. Or nothing.
std::optional<std::string> fuseNamesShadowed(const FunctionModel &F, bool Reduction);

/// The definitions of PARACODEX_REDUCTION_TEAMS, PARACODEX_REDUCTION_THREADS
/// and PARACODEX_REDUCTION_BOUNDS (clang's launch bounds of \p BlockThreads:
/// a thread_limit known only at run time leaves the kernel compiled for
/// 1024 threads a block, measured on the H200 for sum(abs(x)) over 2^28
/// floats at 0.376 ms and 39 registers against 0.362 ms and 51 with the
/// constant; with these bounds 0.360 ms and 51, bench/results/
/// 2026-12-03-h200-session16-host-teams), to go after bareLaunchMacroText's;
/// empty when the file holds them already.
std::string reductionTeamsMacroText(const clang::ASTContext &Context, unsigned BlockThreads);

} // namespace paracodex

#endif
