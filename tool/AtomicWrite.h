//===- AtomicWrite.h - replace a user's file all at once --------*- C++ -*-===//
//
// fuse -i and tune -i never leave a half-written file: the new text goes to
// a temporary file beside the old one, which a rename then replaces.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_ATOMICWRITE_H
#define PARACODEX_TOOL_ATOMICWRITE_H

#include "llvm/Support/Error.h"

#include <string>

namespace paracodex {

/// Writes \p Text to \p Path through a temporary file in the same directory
/// and a rename, keeping the old file's permissions.
llvm::Error writeAtomically(const std::string &Path, const std::string &Text);

} // namespace paracodex

#endif
