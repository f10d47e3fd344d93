//===- TextEdit.h - one replacement of the main file's bytes ---*- C++ -*-===//
//
// The plan reads the text (passes/model/SourceText.h); only the rewrite
// edits it, through this.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_TEXTEDIT_H
#define PARACODEX_PASSES_REWRITE_TEXTEDIT_H

#include "passes/model/SourceText.h"

#include "clang/Tooling/Core/Replacement.h"

namespace paracodex {

/// Adds \p R to \p Replaces, reporting a conflict as an error.
llvm::Error addEdit(clang::tooling::Replacements &Replaces, const SourceText &Text,
                    ByteRange R, llvm::StringRef NewText);

} // namespace paracodex

#endif
