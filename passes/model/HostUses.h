//===- HostUses.h - what host code does with each array ---------*- C++ -*-===//
//
// Every use of an array variable outside the target regions' bodies and
// the data directives' pragmas: its allocation, free, reads, writes (also
// through pointer arithmetic), views, and escapes (passed to a call,
// stored in another pointer, returned). Only arrays an offload directive
// uses are recorded.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_HOSTUSES_H
#define PARACODEX_PASSES_MODEL_HOSTUSES_H

#include "passes/model/RegionModel.h"

namespace paracodex {

class ModelContext;

/// Adds the host uses of \p FD's arrays to \p F (regions and data
/// directives already built).
void collectHostUses(ModelContext &M, const clang::FunctionDecl *FD, FunctionModel &F);

} // namespace paracodex

#endif
