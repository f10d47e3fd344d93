//===- DelinearizeAccesses.h - flat accesses of a function split into dimensions -*- C++ -*-===//
#ifndef PARACODEX_PASSES_MODEL_DELINEARIZEACCESSES_H
#define PARACODEX_PASSES_MODEL_DELINEARIZEACCESSES_H

#include "passes/model/RegionModel.h"

#include <optional>
#include <vector>

namespace paracodex {

/// Splits every flat (one-subscript) access of each array of \p F into
/// dimensions, using the strides seen across all regions of the function
/// (Delinearize.h), so that producer and consumer split the same way. An
/// array with any non-affine flat access keeps all its accesses flat.
void delinearizeAccesses(FunctionModel &F);

/// The sizes of the dimensions after the first that delinearizeAccesses
/// split \p Array's flat accesses into (each stride of the chain divided by
/// the next), recomputed from their FlatIndex; nothing when the chain or a
/// quotient is not known.
std::optional<std::vector<Monomial>> splitRowSizes(const FunctionModel &F, const ArrayId &Array);

} // namespace paracodex

#endif
