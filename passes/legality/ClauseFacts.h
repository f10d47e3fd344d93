//===- ClauseFacts.h - what a region's clauses do beyond its body -*- C++ -*-===//
//
// Expressions with effects (`if(c++ >= 0)`, `num_teams((k = 5) + 1)`), and
// the variables a data-sharing clause gives the region copies of
// (`private(k)`, `lastprivate`, `reduction`, `linear`; `firstprivate` too
// for arrays, whose stores then stay in the copy). Review reproducers
// producer_clause_side_effect, consumer_clause_writes_producer_scalar,
// consumer_private_producer_scalar, producer_private_temp.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_CLAUSEFACTS_H
#define PARACODEX_PASSES_LEGALITY_CLAUSEFACTS_H

#include "passes/model/RegionModel.h"

#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class OMPClause;
class Stmt;
class VarDecl;
} // namespace clang

namespace paracodex {

struct ClauseFacts {
  bool HasEffects = false;
  /// A function a clause calls that may have effects (empty: none).
  std::string Call;
  std::set<const clang::VarDecl *> Copied;
};

ClauseFacts clauseFacts(const TargetRegion &R, const clang::ASTContext &Context);

/// The expressions of clause \p C, with what clang hoisted out of them
/// (`if` and `num_teams` on a combined target directive keep theirs in a
/// pre-init statement); entries may be null.
std::vector<const clang::Stmt *> clauseExpressions(const clang::OMPClause *C);

} // namespace paracodex

#endif
