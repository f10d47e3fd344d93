//===- MovableStatements.h - host statements a fusion may run earlier -*- C++ -*-===//
//
// Side-by-side regions are often parted by a line of host code that
// prepares the second: `rho = 0.0;` before a reduction into `rho`, or a
// scalar the second region reads. Fusing the two runs the second body
// where the first region stood, so those statements must run before the
// first region instead: legal when they only set local scalars the first
// region never names, from values it cannot change.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_MOVABLESTATEMENTS_H
#define PARACODEX_PASSES_LEGALITY_MOVABLESTATEMENTS_H

#include "passes/legality/Rule.h"
#include "passes/model/RegionModel.h"

#include <string>
#include <vector>

namespace clang {
class Stmt;
}

namespace paracodex {

/// movable-between's table entry (rules/MovableBetween.cpp): candidate
/// search lists a pair that statements part when this is its only refusal.
extern const RuleInfo MovableBetweenRule;

/// The statements of their common block strictly between \p First and
/// \p Second (empty when the two are not statements of one block).
std::vector<const clang::Stmt *> statementsBetween(const TargetRegion &First,
                                                   const TargetRegion &Second);

/// Whether \p S has the form a movable statement may have: an expression,
/// a declaration or `;` (no loop, branch, label, block or directive).
bool mayBeMovable(const clang::Stmt *S);

/// Why \p S, a statement of \p F after \p First, cannot run before it
/// instead (empty: it can). It may assign, step or declare local scalars
/// that \p First does not name and whose address the function never
/// takes, from literals, constants and such scalars that \p First cannot
/// change; nothing else (no call, no memory through a pointer or array).
std::string whyNotMovable(const FunctionModel &F, const TargetRegion &First,
                          const clang::Stmt *S);

} // namespace paracodex

#endif
