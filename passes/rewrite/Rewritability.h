//===- Rewritability.h - can the rewrite express a legal fusion -*- C++ -*-===//
//
// Some conditions are about the text, not the program: a copied expression
// partly inside a macro body, two bodies that declare one name, a clause
// that would cover code it did not cover before. The rewrite finds them;
// this unit asks it, for every legal candidate, before anything is
// written, and turns a "cannot" into the refusal `rewritable`. analyze and
// fuse both call it, so that analyze says legal exactly when fuse rewrites.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_REWRITABILITY_H
#define PARACODEX_PASSES_REWRITE_REWRITABILITY_H

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


/// For every legal candidate (\p Plans parallel to \p Candidates), builds
/// its fusion on the side; one that cannot be built is refused by the rule
/// `rewritable` with the rewrite's reason.
void refuseUnrewritable(std::vector<Candidate> &Candidates, const std::vector<FusionPlan> &Plans,
                        clang::ASTContext &Context);

} // namespace paracodex

#endif
