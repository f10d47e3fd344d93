//===- ReductionDecision.h - whether a sum takes the two-level schedule -*- C++ -*-===//
//
// The two-level reduction (rewrite/TwoLevelReduction.h) runs a `+`
// reduction over at most TwoLevelThreads threads, each adding a strided
// run into registers. Whether a region may take it is decided here, on
// the model (the form of the directive, the loop and the one `sum +=
// term;` of its body), for the region of a parsed text and for one the
// plan composed (a map-reduce pair's consumer holding its producer's
// values, TargetRegion::InlinedBodies) alike. What only the text can
// refuse (macros, names taken) stays with the rewrite.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_REDUCTIONDECISION_H
#define PARACODEX_PASSES_PLAN_REDUCTIONDECISION_H

#include "passes/model/RegionModel.h"
#include "passes/plan/ScheduleRules.h"

#include "llvm/Support/Error.h"

namespace clang {
class Expr;
class VarDecl;
} // namespace clang

namespace paracodex {

/// Threads of the two-level schedule, and of each of its teams.
constexpr long long TwoLevelThreads = 270336;
constexpr unsigned TwoLevelBlockThreads = 256;

/// "the reduction at line N keeps its schedule: WHY", as a ScheduleRefusal
/// of \p Rule.
llvm::Error notTwoLevel(const TargetRegion &R, RuleId Rule, const std::string &Why);

/// What the decision found: the sum, the loop's variable, the term added.
struct ReductionDecision {
  const clang::VarDecl *Sum = nullptr;
  const clang::VarDecl *Var = nullptr;
  const clang::Expr *Term = nullptr;
};

/// Whether \p R takes the two-level reduction by every precondition of
/// the model; a ScheduleRefusal naming the rule it fails otherwise.
llvm::Expected<ReductionDecision> decideTwoLevel(const TargetRegion &R);

} // namespace paracodex

#endif
