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
// nas_mg, resid 1.248 ms and psinv 1.542 ms (.../session12-int/).
//
// The bare form is emitted beside the standard one, never instead of it:
//   #if PARACODEX_BARE            (clang 19 or later, set after the includes)
//   if (PARACODEX_BARE_WANTED() && <the grid fits>) { <bare region> } else
//   #endif
//   { <the standard marched region> }
// so other compilers, and runs with no device, take the standard region
// (whether regions run on a device is asked once, by running an empty one).
// The bare region is correct wherever it runs: on the GPU each thread of
// block b takes column (b / g1, (b % g1) * 128 + thread) of the plane, the
// blocks striding over the plane; if the region falls back to the host,
// where the ompx_* ids mean nothing, team 0 walks every column in order.
// Each column's march is the standard region's body, text for text, so
// the arithmetic and its results are the same.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_BARELAUNCH_H
#define PARACODEX_PASSES_REWRITE_BARELAUNCH_H

#include "passes/model/RegionModel.h"
#include "passes/rewrite/FusionEdits.h"

#include <string>

namespace clang {
class ASTContext;
} // namespace clang

namespace paracodex {

/// Threads per block of a bare launch (one row segment of the plane).
inline constexpr unsigned BareBlockThreads = 128;

/// The text that goes in front of `{ <standard marched region> }`: the
/// `#if PARACODEX_BARE` ... `} else` / `#endif` lines above. \p Column is
/// one thread's march (its declarations and loop), with the two collapsed
/// loops' variables in scope. Fails, with the reason, when the grid cannot
/// be computed on the host exactly as the region would compute its loops
/// (a bound that reads a global, a loop variable of a type other than a
/// signed integer, a clause a `target teams` region cannot carry...).
llvm::Expected<std::string> bareLaunchPrefix(const TargetRegion &R, const SourceText &Text,
                                             const std::string &Column);

/// The definitions of PARACODEX_BARE and PARACODEX_BARE_WANTED (and the
/// includes they need), to go after the file's includes; empty when the
/// file defines them already.
std::string bareLaunchMacroText(const clang::ASTContext &Context);

} // namespace paracodex

#endif
