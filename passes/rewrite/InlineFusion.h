//===- InlineFusion.h - the inline (recompute) rewrite ---------*- C++ -*-===//
//
// For a legal vertical or map-reduce pair: every consumer read T[e] becomes
// the producer's expression for T with the producer's loop variables set to
// the iteration that wrote T[e] (ReadOrigins), and the producer region is
// deleted. The consumer keeps its directive and loop nest (collapse(N)),
// so the fused region has the consumer's parallelism and no temporary.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_INLINEFUSION_H
#define PARACODEX_PASSES_REWRITE_INLINEFUSION_H

#include "passes/legality/Candidate.h"
#include "passes/rewrite/FusionEdits.h"

namespace paracodex {

/// Adds the inline rewrite of \p Members to \p Edits: one pair, or every
/// pair of one producer fused at once (sharesProducer). Fails, changing
/// nothing the caller keeps, when the text cannot be rewritten safely (the
/// producer's expression is partly inside a macro body, its body holds
/// other statements, or a name would be captured by a consumer local).
llvm::Error addInlineFusion(const std::vector<const Candidate *> &Members,
                            const SourceText &Text, FusionEdits &Edits);

/// The edits both the plain and the guarded rewrite make: each consumer's
/// reads recomputed and the producer's input maps added to it, and the
/// producer deleted (into \p Local, the replaced ranges into \p Removed,
/// the outer names the copies use into \p Names).
llvm::Error addConsumerRewrites(const std::vector<const Candidate *> &Members,
                                const SourceText &Text, clang::tooling::Replacements &Local,
                                std::vector<ByteRange> &Removed, std::set<std::string> &Names);

} // namespace paracodex

#endif
