//===- Decision.h - the one place a fusion is decided ----------*- C++ -*-===//
//
// analyze reports this decision and fuse applies it, so that "legal" in a
// report means "fuse rewrites it":
//  1. the legality rules (passes/legality/Legality.h) judge every pair;
//  2. the planner picks a strategy for each (passes/plan/FusionPlan.h);
//  3. each legal fusion is built once on the side: one the text cannot
//     express is refused (`rewritable`, Rewritability.h);
//  4. a horizontal pair that shares a region with a legal vertical or
//     map-reduce pair is refused (`vertical-first`): the vertical fusion
//     saves memory traffic, the horizontal one only a launch, and after the
//     vertical fusion the horizontal pair no longer exists.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_DECISION_H
#define PARACODEX_PASSES_REWRITE_DECISION_H

#include "passes/plan/FusionPlan.h"

#include <vector>

namespace clang {
class ASTContext;
}

namespace paracodex {

struct Decision {
  std::vector<Candidate> Candidates;
  std::vector<FusionPlan> Plans; ///< parallel to Candidates
};

Decision decideFusions(const ProgramModel &Program, clang::ASTContext &Context);

} // namespace paracodex

#endif
