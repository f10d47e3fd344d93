//===- FileStyle.h - the clang-format style of the file being rewritten -*- C++ -*-===//
#ifndef PARACODEX_PASSES_REWRITE_FILESTYLE_H
#define PARACODEX_PASSES_REWRITE_FILESTYLE_H

#include "clang/Format/Format.h"

namespace paracodex {

/// The style for the rewritten lines: a `.clang-format` next to the file
/// (or above it) when there is one; otherwise LLVM's style with the file's
/// own indentation width and line length, so that fused code looks like
/// the code around it.
clang::format::FormatStyle styleForFile(llvm::StringRef FileName,
                                        llvm::StringRef Code);

} // namespace paracodex

#endif
