//===- ClauseMerge.h - one directive's clauses serving two bodies -*- C++ -*-===//
//
// When two regions become one, the fused directive keeps the first's
// clauses and gains the second's, and every clause then applies to both
// bodies. That is only safe where it changes nothing for the body that did
// not have the clause: a map of the other body's array is, `private(t)` of
// a variable the other body reads is not. Clauses that would change the
// meaning of one body, or that name one variable in two different ways,
// make the merge fail with a sentence.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_CLAUSEMERGE_H
#define PARACODEX_PASSES_PLAN_CLAUSEMERGE_H

#include "passes/model/CodeScan.h"
#include "passes/model/SourceText.h"

#include <optional>
#include <set>
#include <string>

namespace clang {
class OMPExecutableDirective;
} // namespace clang

namespace paracodex {

struct MergedClauses {
  /// What to append to the first directive: " map(tofrom: vy[0:n])...".
  std::string Added;
  /// Names the appended text uses.
  std::set<std::string> Names;
  /// Variables that both directives name in the same private or reduction
  /// clause: both bodies may write them, each into its own copy.
  VarSet PrivateToBoth;
};

/// What decides whether one launch shape may serve both bodies.
struct ShapeFacts {
  /// Either region reduces: how many teams and threads combine its
  /// partial results decides the rounding of a floating-point sum (review
  /// 34b), so neither region's shape may change.
  bool AnyReduction = false;
  /// Why an iteration of the second region may touch what another writes
  /// (IterationIndependence.h); empty when none can, so that it computes
  /// the same in any shape and, where the two ask for different values of
  /// one shape clause, the first's may serve both; unset when not tested.
  std::optional<std::string> SecondDependence;
};

/// Merges the explicit clauses of \p Second into \p First (directives at
/// the same level of the two regions). \p FirstUses and \p SecondUses are
/// what each region's code refers to. Fails with a sentence when a clause
/// of one would change what the other body computes or where it runs.
llvm::Expected<MergedClauses> mergeClauses(const clang::OMPExecutableDirective &First,
                                           const clang::OMPExecutableDirective &Second,
                                           const VarSet &FirstUses,
                                           const VarSet &SecondUses,
                                           const SourceText &Text,
                                           const ShapeFacts &Shape = {});

/// The variables whose values \p D hands back to the code after it:
/// reduction and lastprivate items, and what it maps `from` the device.
VarSet writtenBack(const clang::OMPExecutableDirective &D);

} // namespace paracodex

#endif
