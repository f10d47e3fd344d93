//===- CostModel.h - what a fused pair is predicted to cost -----*- C++ -*-===//
//
// The pairs paracodex fuses are memory-bound (TOOLCHAIN.md: resid at 512^3
// reads and writes 7.6 GB unfused, its kernels run at 60-70% of the H200's
// bandwidth), so the model is traffic: every array a region reads or
// writes streams once through DRAM per point, and the fused region streams
// the union of the pair's arrays less the temporaries. The predicted time
// of the fused region is the pair's measured time scaled by that ratio,
// plus nothing for the launch it saves (a lower bound on the saving).
// resid: producer u -> u1, u2 (3 arrays), consumer u, v, u1, u2 -> r (5);
// fused u, v -> r (3): 3/8 of 4.59 ms is 1.72 ms; the plane march measured
// 1.44 ms (its stencil reads of u hit in cache, which the model does not
// count), the inline `collapse(3)` shape 2.66 ms (clang's default grid
// reads u twice).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_COSTMODEL_H
#define PARACODEX_PASSES_PLAN_COSTMODEL_H

#include "passes/legality/Candidate.h"

namespace paracodex {

/// Arrays streamed: the producer's plus the consumer's (each region counts
/// each of its arrays once), and the fused region's.
struct StreamedArrays {
  unsigned Unfused = 0, Fused = 0;
  double ratio() const { return Unfused ? double(Fused) / Unfused : 1.0; }
};

StreamedArrays streamedArrays(const Candidate &C);

} // namespace paracodex

#endif
