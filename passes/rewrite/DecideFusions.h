//===- DecideFusions.h - the one place a fusion is decided -----*- C++ -*-===//
//
// analyze reports this decision and fuse applies it, so that "legal" in a
// report means "fuse rewrites it":
//  1. the legality rules (passes/legality/Legality.h) judge every pair;
//  2. the planner picks a strategy for each (passes/plan/FusionPlan.h);
//  3. each legal fusion is built once on the side: one the text cannot
//     express is refused (`rewritable`, Rewritability.h);
//  4. a horizontal pair that shares a region with a legal vertical or
//     map-reduce pair is refused (`vertical-first`, passes/plan/Decision.h).
//
// Step 3 builds fusions, which is why this lives in rewrite for now
// (docs/architecture.md, step 5: the preconditions on the model instead).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_DECIDEFUSIONS_H
#define PARACODEX_PASSES_REWRITE_DECIDEFUSIONS_H

#include "passes/plan/Decision.h"

namespace clang {
class ASTContext;
}

namespace paracodex {

Decision decideFusions(const ProgramModel &Program, clang::ASTContext &Context);

} // namespace paracodex

#endif
