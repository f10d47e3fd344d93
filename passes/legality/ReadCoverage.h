//===- ReadCoverage.h - does the producer write what the consumer reads? -*- C++ -*-===//
//
// The producer writes T[a_d * v_d + b_d] per dimension d, v_d one of its loop
// variables. A consumer read T[e_d] was written by the producer iteration
// v_d = (e_d - b_d) / a_d when that expression is integral (the rewrite
// recomputes the producer's value there) and when the read's elements lie
// in the written ones: an exact integer-set inclusion (AccessSets.h), with
// bounds that may depend on outer loop variables.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_READCOVERAGE_H
#define PARACODEX_PASSES_LEGALITY_READCOVERAGE_H

#include "passes/model/RegionModel.h"

#include <map>
#include <string>

namespace paracodex {

/// An empty string when the producer writes \p T exactly once per
/// iteration, in one plain assignment, at an injective affine index over
/// its loops; otherwise the sentence that says what is wrong.
std::string describeProducerWriteProblem(const TargetRegion &Producer,
                                         const ArrayId &T);

/// The single write of \p T in \p Producer (valid after the check above).
const ArrayAccess *producerWrite(const TargetRegion &Producer,
                                 const ArrayId &T);

struct CoverageResult {
  bool Covered = false;
  std::string Problem;
  /// Producer loop variable -> its value in the consumer's terms.
  std::map<std::string, AffineExpr> ProducerVarValues;
};

CoverageResult coverRead(const TargetRegion &Producer,
                         const TargetRegion &Consumer, const ArrayId &T,
                         const ArrayAccess &Read);

} // namespace paracodex

#endif
