//===- ScheduleChecks.h - what a schedule rewrite checks first ---*- C++ -*-===//
//
// The schedule rewrites (PlaneMarch.h, TwoLevelReduction.h) change how the
// iterations of a region are shaped, never what they compute. Two checks
// they share: which clauses mean the same whatever the shape, and whether
// an expression's uses of a loop variable are all spelled in its own text
// (so that rewriting the text rewrites every use).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_SCHEDULECHECKS_H
#define PARACODEX_PASSES_REWRITE_SCHEDULECHECKS_H

#include "passes/rewrite/SourceText.h"

#include "llvm/Frontend/OpenMP/OMPConstants.h"

namespace clang {
class Expr;
class VarDecl;
} // namespace clang

namespace paracodex {

/// Clauses whose meaning does not depend on the shape of the iterations:
/// maps, data sharing without private copies, dependences, device and if.
/// \p LaunchBounds adds num_teams and thread_limit (the plane march keeps
/// them; the two-level schedule sets its own). Private copies, lastprivate,
/// schedules, order and the rest are not.
bool clauseIgnoresShape(llvm::omp::Clause Kind, bool LaunchBounds);

/// Whether every use of \p Var inside \p E is spelled in \p Range of the
/// main file, and \p Range spells no other token named \p Name.
bool usesSpelledIn(const clang::Expr *E, const clang::VarDecl *Var, ByteRange Range,
                   const std::string &Name, const SourceText &Text);

} // namespace paracodex

#endif
