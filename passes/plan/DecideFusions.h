//===- DecideFusions.h - the one place a fusion is decided -----*- C++ -*-===//
//
// analyze reports this decision and fuse applies it, so that "legal" in a
// report means "fuse rewrites it":
//  1. the legality rules (passes/legality/Legality.h) judge every pair;
//  2. the planner picks a strategy for each (FusionPlan.h);
//  3. the strategy's checkText() finds where the fusion goes in the
//     input's text; a pair the text cannot take is refused (`rewritable`,
//     TextRefusal.h), and its emitter writes what checkText found;
//  4. a horizontal pair that shares a region with a legal vertical or
//     map-reduce pair is refused (`vertical-first`, Decision.h).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_DECIDEFUSIONS_H
#define PARACODEX_PASSES_PLAN_DECIDEFUSIONS_H

#include "passes/plan/Decision.h"

namespace clang {
class ASTContext;
}

namespace paracodex {

Decision decideFusions(const ProgramModel &Program, clang::ASTContext &Context);

} // namespace paracodex

#endif
