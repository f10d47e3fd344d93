//===- Delinearize.h - flat indices back to per-dimension subscripts -*- C++ -*-===//
//
// `u[((size_t)i3*n2 + i2 - 1)*n1 + i1]` is a 3-D access written as one
// polynomial. Its dimensions show up as the sizes that multiply loop
// variables: i1 is multiplied by 1, i2 by n1, i3 by n1*n2. Those products
// ("strides") must form a chain in which each divides the next; every term
// then belongs to the largest stride dividing it, which gives
// [i3][i2 - 1][i1]. Strides are collected over all accesses of one array in
// one function so that producer and consumer split the same way.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_DELINEARIZE_H
#define PARACODEX_PASSES_MODEL_DELINEARIZE_H

#include "passes/model/AffineExpr.h"

#include <optional>
#include <set>
#include <vector>

namespace paracodex {

/// The stride monomials (without the loop variable) of every term of
/// \p Index that contains exactly one loop variable. Returns nothing when a
/// term multiplies two loop variables (not affine).
std::optional<std::set<Monomial>>
collectStrides(const AffineExpr &Index, const std::set<std::string> &LoopVars);

/// Orders \p Strides from the largest (outermost dimension) to the constant
/// 1, which is always added. Returns nothing unless each divides the next.
std::optional<std::vector<Monomial>>
orderStrideChain(const std::set<Monomial> &Strides);

/// Splits \p Index along \p Chain (outermost first) into one subscript per
/// dimension.
std::optional<std::vector<AffineExpr>>
splitByStrides(const AffineExpr &Index, const std::vector<Monomial> &Chain,
               const std::set<std::string> &LoopVars);

} // namespace paracodex

#endif
