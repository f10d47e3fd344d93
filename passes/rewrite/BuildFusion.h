//===- BuildFusion.h - one legal fusion built as edits --------*- C++ -*-===//
//
// The plan decided whether the text can take each legal fusion (the
// strategies' checkText(), DecideFusions.h); this builds one: the strategy
// fuse uses for a pair, and its emitter's edits.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_BUILDFUSION_H
#define PARACODEX_PASSES_REWRITE_BUILDFUSION_H

#include "passes/plan/Decision.h"
#include "passes/plan/FusionPlan.h"
#include "passes/rewrite/FusionEdits.h"

namespace clang {
class ASTContext;
}

namespace paracodex {

/// The strategy the rewrite uses for \p C: the plan's, unless the user
/// asked for \p Requested (`fuse --strategy=NAME`, any registered
/// strategy; null: the plan's) and it is a way to fuse pairs of \p C's
/// kind (then buildFusion says why it cannot, if its check fails). A
/// request for inline keeps the plan's map-reduce, the inline rewrite of a
/// reduction.
const FusionStrategy *rewriteStrategy(const Candidate &C, const FusionPlan &Plan,
                                      const FusionStrategy *Requested);

/// Adds to \p Edits the whole fusion of \p C with \p S (with the pairs of
/// \p Candidates fused together with it): the fused region, and the
/// temporaries' allocations, maps and frees removed, as S's emitter writes
/// them (StrategyEmitter.h). Fails with S's first unmet precondition
/// (FusionStrategy::check) or the emitter's reason; on failure \p Edits is
/// unchanged.
llvm::Error buildFusion(const Candidate &C, const FusionStrategy &S, const SourceText &Text,
                        FusionEdits &Edits, const std::vector<Candidate> &Candidates);


} // namespace paracodex

#endif
