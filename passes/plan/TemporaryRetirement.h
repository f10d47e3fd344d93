//===- TemporaryRetirement.h - what goes with a fused pair's temporaries -*- C++ -*-===//
//
// Once no region touches a temporary, its allocation, its `free`, its views,
// the map clauses (or whole `target data`/`enter`/`exit` directives) that
// only served it go too (passes/rewrite/TemporaryRemoval.h deletes them).
// Which bytes go, and whether every use of a temporary goes with them (a
// use left, an allocation that does more than allocate, a clause inside a
// macro make the fusion one the text cannot take), is decided here, on the
// input, for the plan and the rewrite alike.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_TEMPORARYRETIREMENT_H
#define PARACODEX_PASSES_PLAN_TEMPORARYRETIREMENT_H

#include "passes/model/RegionModel.h"
#include "passes/model/SourceText.h"

#include "llvm/Support/Error.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace clang {
class Expr;
class OMPClause;
class OMPExecutableDirective;
} // namespace clang

namespace paracodex {

/// Whether \p R lies inside one of \p Ranges.
bool insideAny(const std::vector<ByteRange> &Ranges, ByteRange R);

/// The list items of a map, to, from or is_device_ptr clause.
std::vector<const clang::Expr *> clauseItems(const clang::OMPClause *C);

struct Retirement {
  /// What goes with \p Temporaries of \p F once a fusion has replaced the
  /// bytes \p Replaced (the producer region, the consumer's reads), or
  /// why it cannot all go: "cannot rewrite `f`: ...".
  static llvm::Expected<Retirement> of(const FunctionModel &F,
                                       const std::vector<ArrayId> &Temporaries,
                                       const SourceText &Text,
                                       const std::vector<ByteRange> &Replaced);

  /// Allocations, frees and views deleted, whole lines.
  std::vector<ByteRange> Statements;
  /// What stays of a temporary the host tests against null: the tests,
  /// its allocation and its free (only its device copies go).
  std::vector<ByteRange> Kept;
  /// Map list items to drop, by clause, and the clauses by directive.
  std::map<const clang::OMPClause *, std::set<const clang::Expr *>> DropByClause;
  std::map<const clang::OMPExecutableDirective *, std::set<const clang::OMPClause *>>
      ClausesByDirective;
};

/// "cannot rewrite `f`: `t` is still used at line N" for the first use of
/// one of \p Temporaries outside \p Gone and \p Kept; success when none.
llvm::Error useLeft(const FunctionModel &F, const std::vector<ArrayId> &Temporaries,
                    const SourceText &Text, const std::vector<ByteRange> &Gone,
                    const std::vector<ByteRange> &Kept);

} // namespace paracodex

#endif
