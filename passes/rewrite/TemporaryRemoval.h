//===- TemporaryRemoval.h - delete what only served a temporary -*- C++ -*-===//
//
// Once no region touches a temporary, its allocation, its `free`, the map
// clauses (or whole `target data`/`enter`/`exit` directives) that only
// served it, and local sizes that nothing else uses are deleted too.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_TEMPORARYREMOVAL_H
#define PARACODEX_PASSES_REWRITE_TEMPORARYREMOVAL_H

#include "passes/rewrite/InlineFusion.h"

#include <map>
#include <set>

namespace paracodex {

/// Drops the map list items \p DropByClause names from their clauses (a
/// clause left empty goes, and a data directive left with no clause goes
/// too, its block staying as a plain block). \p ClausesByDirective groups
/// the clauses by directive.
llvm::Error dropMapItems(
    const std::map<const clang::OMPClause *, std::set<const clang::Expr *>> &DropByClause,
    const std::map<const clang::OMPExecutableDirective *, std::set<const clang::OMPClause *>>
        &ClausesByDirective,
    const SourceText &Text, FusionEdits &Edits);

/// Adds to \p Edits the deletions for \p Temporaries of \p F. Fails when a
/// use is left that cannot be deleted (a null check, say).
llvm::Error removeTemporaries(const FunctionModel &F,
                              const std::vector<ArrayId> &Temporaries,
                              const SourceText &Text, FusionEdits &Edits);

/// Deletes local declarations whose every use is gone, whose initializer
/// calls nothing, and whose name the inserted text does not use.
llvm::Error removeDeadLocals(const FunctionModel &F, const SourceText &Text,
                             FusionEdits &Edits);

} // namespace paracodex

#endif
