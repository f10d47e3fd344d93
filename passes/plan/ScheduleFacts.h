//===- ScheduleFacts.h - facts of a region's AST a schedule needs -*- C++ -*-===//
//
// What a schedule (the plane march, the two-level reduction) asks of a
// region's AST before it changes how the iterations are shaped: which
// clauses mean the same whatever the shape, whether a loop counts in
// signed arithmetic, whether a body reads under a condition, and how a
// value's type is declared. The plan decides on these (MarchDecision.h);
// the rewrite's text checks are in passes/rewrite/ScheduleChecks.h.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_SCHEDULEFACTS_H
#define PARACODEX_PASSES_PLAN_SCHEDULEFACTS_H

#include "clang/AST/Type.h"
#include "llvm/Frontend/OpenMP/OMPConstants.h"

#include <optional>
#include <string>

namespace clang {
class ASTContext;
class ForStmt;
class Stmt;
class VarDecl;
} // namespace clang

namespace paracodex {

/// Clauses whose meaning does not depend on the shape of the iterations:
/// maps, data sharing without private copies, dependences, device and if.
/// \p LaunchBounds adds num_teams and thread_limit (the plane march keeps
/// them; the two-level schedule sets its own). Private copies, lastprivate,
/// schedules, order and the rest are not.
bool clauseIgnoresShape(llvm::omp::Clause Kind, bool LaunchBounds);

/// Whether the loop \p For over \p Var counts in signed arithmetic: the
/// variable, its first value and every operand of its condition have
/// signed integer types (an unsigned bound such as `i < n - 1` with
/// `n == 0` wraps, and so would any count computed from it).
bool signedLoop(const clang::ForStmt *For, const clang::VarDecl *Var);

/// Whether the body evaluates some of its reads only under a condition
/// (`?:`, `&&`, `||`) or not at all (`sizeof`, `_Generic`): loading such a
/// read ahead of time could touch memory the original never reads.
bool hasConditionalReads(const clang::Stmt *Body);

/// \p T spelled for a declaration when it is a builtin arithmetic type
/// (`double`, `unsigned long`); nothing otherwise (an anonymous enum or a
/// function pointer cannot be declared as `T name`).
std::optional<std::string> declarableScalar(clang::QualType T, const clang::ASTContext &Ctx);

} // namespace paracodex

#endif
