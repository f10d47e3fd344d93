//===- RegionBuilder.h - one `target` region's facts ------------*- C++ -*-===//
//
// For one target directive: its nest of directives and clauses, its loops,
// every array access with its polynomial subscripts, and everything in its
// body that would stop a copy of its code elsewhere (calls, control flow,
// writes to outer scalars, stores through untraced pointers).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_REGIONBUILDER_H
#define PARACODEX_PASSES_MODEL_REGIONBUILDER_H

#include "passes/model/RegionModel.h"

namespace clang {
class OMPExecutableDirective;
}

namespace paracodex {

class ModelContext;

/// The model of the region \p D of the function \p F (its arrays are
/// added to \p F as they are met). Accesses keep their flat subscripts:
/// delinearizing needs all regions of the function.
TargetRegion buildRegion(ModelContext &M, const clang::OMPExecutableDirective *D,
                         FunctionModel &F);

} // namespace paracodex

#endif
