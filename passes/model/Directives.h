//===- Directives.h - OpenMP offload directives and their clauses -*- C++ -*-===//
//
// Which directives of a function offload work or move data, the nest of
// split directives below a `target` (`target` > `teams` > `distribute
// parallel for`, with or without braces), where each one's code ends, and
// the map clauses the programmer wrote.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_DIRECTIVES_H
#define PARACODEX_PASSES_MODEL_DIRECTIVES_H

#include "passes/model/RegionModel.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/Frontend/OpenMP/OMP.h"

#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class OMPExecutableDirective;
class Stmt;
} // namespace clang

namespace paracodex {

class ModelContext;

struct OffloadDirectives {
  std::vector<const clang::OMPExecutableDirective *> Targets; ///< target regions
  std::vector<const clang::OMPExecutableDirective *> Data;    ///< target data, enter/exit, update
};

/// Every offload directive below \p Body, in source order.
OffloadDirectives collectOffloadDirectives(const clang::Stmt *Body);

/// "target teams distribute parallel for".
std::string directiveName(const clang::OMPExecutableDirective *D);

/// The statement that carries the directive's code: the loop nest for
/// combined directives, the block for a plain `target`.
const clang::Stmt *directiveBody(const clang::OMPExecutableDirective *D);

/// Where the code of \p D ends. A directive's own range is its pragma
/// line: `target` followed, without braces, by `teams distribute parallel
/// for` ends with the loop under the inner directive.
clang::SourceLocation endOfCode(const clang::OMPExecutableDirective *D);

/// For `target` with nested `teams`/`distribute`/`parallel for`: the
/// chain of nested directives down to the loop directive.
std::vector<const clang::OMPExecutableDirective *>
nestedChain(const clang::OMPExecutableDirective *Target);

/// The `collapse(n)` of \p D, 1 without the clause.
unsigned collapseOf(const clang::OMPExecutableDirective *D, const clang::ASTContext &Context);

/// Whether a clause of kind \p Kind (`num_teams`, `schedule`...) sets how a
/// region's iterations are dealt to teams and threads rather than what a
/// body computes: the clauses whose difference between two regions a
/// side-by-side fusion must settle (ClauseMerge.h, rule point-wise).
bool shapesLaunch(llvm::omp::Clause Kind);

/// The scalars a `private` clause of the region's loop directive \p Loop
/// (the last of nestedChain) lists: each thread's own uninitialised copy,
/// so inside the loop they are locals of the body, however they are
/// declared outside (`double x; ... private(x)`). Not firstprivate or
/// lastprivate, whose values cross the region's edge.
std::set<const clang::VarDecl *> privateScalars(const clang::OMPExecutableDirective *Loop);

/// The map, `to` and `from` items the programmer wrote on \p D (implicit
/// maps are left out); each is also recorded as a host use of its array.
std::vector<MapEntry> mapEntries(ModelContext &M, const clang::OMPExecutableDirective *D,
                                 FunctionModel &F);

} // namespace paracodex

#endif
