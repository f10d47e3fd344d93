//===- MarchDecision.h - whether a region takes the plane march -*- C++ -*-===//
//
// The plane march (rewrite/PlaneMarch.h) keeps the planes of the input
// columns a region reads along its outer loop in registers. Whether a
// region may take it is decided here, on the model: the form of the
// directive and the nest, the bounds, a body that computes one store, no
// read under a condition, signed counting, the stride, and a column read
// at two planes or more. Each refusal names its rule (ScheduleRules.h).
//
// The same decision serves the region of a parsed text (fuse, on the
// text it fused) and a region the plan composed without text
// (ComposedRegion.h: the consumer's body holding its producers' values,
// TargetRegion::InlinedBodies), so that analyze reports what fuse does.
// What only the text can say (macros, comments between the headers, the
// register names) stays with the rewrite (PlaneMarchAnalysis.h), which
// asks this first.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_MARCHDECISION_H
#define PARACODEX_PASSES_PLAN_MARCHDECISION_H

#include "passes/model/RegionModel.h"
#include "passes/plan/ScheduleRules.h"

#include "llvm/Support/Error.h"

#include <functional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class ForStmt;
class VarDecl;
} // namespace clang

namespace paracodex {

/// "the region at line N keeps its shape: WHY", as a ScheduleRefusal of
/// \p Rule (ScheduleRules.h).
llvm::Error notMarched(const TargetRegion &R, RuleId Rule, const std::string &Why);

/// The reads of one column: one array at fixed offsets of every dimension
/// but the marched one, each read with its offset along the marched loop
/// (`u[i3 - 1][i2][i1 + 1]` is at -1 in the column `u_0_p1`).
struct MarchColumn {
  ArrayId Array;
  std::string Label; ///< `u_0_p1`: spelled from the other offsets
  std::string Type;  ///< element type, a builtin arithmetic type
  std::vector<std::pair<const ArrayAccess *, int64_t>> Reads;
  std::set<int64_t> offsets() const;
};

/// What the decision found: the loops (L3 marched, L2 and L1 collapsed),
/// the marched variable and its first value, and the columns in the order
/// the body first reads them.
struct MarchDecision {
  const LoopInfo *L3 = nullptr, *L2 = nullptr, *L1 = nullptr;
  const clang::ForStmt *For3 = nullptr;
  const clang::VarDecl *V3 = nullptr;
  const clang::Expr *Lower = nullptr;
  bool Declared = false; ///< declared by its loop (`for (int i3 = ...`)
  clang::ASTContext *Ctx = nullptr;
  std::vector<MarchColumn> Columns;
  /// The indexes into Columns of those read at two planes or more.
  std::vector<size_t> Reused;
  /// The body's own locals (a load at the top of a step cannot see them).
  std::set<const clang::VarDecl *> BodyLocals;
};

/// Whether a read may be served from a register as far as the text goes
/// (the rewrite's part: its text lies in the main file, every use of the
/// marched variable is spelled in it), given the decision so far (its
/// loops and variable); the plan, without text, passes none and takes
/// every read.
using ShiftableRead = std::function<bool(const ArrayAccess &, const MarchDecision &)>;

/// Whether \p R takes the plane march by every precondition of the model;
/// a ScheduleRefusal naming the rule it fails otherwise.
llvm::Expected<MarchDecision> decideMarch(const TargetRegion &R,
                                          const ShiftableRead &Shiftable = nullptr);

} // namespace paracodex

#endif
