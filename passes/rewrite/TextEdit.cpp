//===- TextEdit.cpp -------------------------------------------------------===//
#include "passes/rewrite/TextEdit.h"

namespace paracodex {

llvm::Error addEdit(clang::tooling::Replacements &Replaces, const SourceText &Text,
                    ByteRange R, llvm::StringRef NewText) {
  return Replaces.add(clang::tooling::Replacement(Text.fileName(), R.Begin,
                                                  R.End - R.Begin, NewText));
}

} // namespace paracodex
