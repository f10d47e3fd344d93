//===- DelinearizeAccesses.h - flat accesses of a function split into dimensions -*- C++ -*-===//
#ifndef PARACODEX_PASSES_MODEL_DELINEARIZEACCESSES_H
#define PARACODEX_PASSES_MODEL_DELINEARIZEACCESSES_H

#include "passes/model/RegionModel.h"

namespace paracodex {

/// Splits every flat (one-subscript) access of each array of \p F into
/// dimensions, using the strides seen across all regions of the function
/// (Delinearize.h), so that producer and consumer split the same way. An
/// array with any non-affine flat access keeps all its accesses flat.
void delinearizeAccesses(FunctionModel &F);

} // namespace paracodex

#endif
