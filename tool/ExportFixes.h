//===- ExportFixes.h - fuse's edits as clang-apply-replacements YAML -*- C++ -*-===//
#ifndef PARACODEX_TOOL_EXPORTFIXES_H
#define PARACODEX_TOOL_EXPORTFIXES_H

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace paracodex {

/// One rewritten file: its texts before and after, and one message per
/// fusion at the byte offset of its producer directive.
struct FileFixes {
  std::string Path; ///< absolute
  std::string Before, After;
  std::vector<std::pair<std::string, unsigned>> Messages;
};

/// Writes \p Files to \p Path in the YAML that clang-tidy's --export-fixes
/// writes and clang-apply-replacements reads. Each file's edit is the span
/// between the texts' common head and tail, carried by its first message.
llvm::Error writeExportFixes(const std::string &Path, const std::vector<FileFixes> &Files);

} // namespace paracodex

#endif
