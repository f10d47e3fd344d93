//===- ModelBuilder.h - Clang AST to region model ---------------*- C++ -*-===//
//
// Walks one translation unit and records, for every function of the main
// file that contains OpenMP offload directives, the facts in RegionModel.h.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_MODELBUILDER_H
#define PARACODEX_PASSES_MODEL_MODELBUILDER_H

#include "passes/model/RegionModel.h"

namespace clang {
class ASTContext;
}

namespace paracodex {

/// Builds the model of the main file of \p Context.
ProgramModel buildProgramModel(clang::ASTContext &Context);

} // namespace paracodex

#endif
