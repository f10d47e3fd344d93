//===- HostScalarWrites.h - host code that changes scalars ------*- C++ -*-===//
//
// A fused region recomputes the producer's expressions later than the
// producer ran: a scalar they read must not change in between. This
// records every host store to a scalar (assignment, increment, `&x`, a
// clause that copies back into it) and every call that may change globals.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_HOSTSCALARWRITES_H
#define PARACODEX_PASSES_MODEL_HOSTSCALARWRITES_H

#include "passes/model/RegionModel.h"

namespace paracodex {

class ModelContext;

/// Fills F.HostScalarWrites and F.HostCalls (regions already built).
void collectHostScalarWrites(const ModelContext &M, const clang::FunctionDecl *FD,
                             FunctionModel &F);

} // namespace paracodex

#endif
