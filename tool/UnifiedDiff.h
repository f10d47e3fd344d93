//===- UnifiedDiff.h - `diff -u` between two texts -------------*- C++ -*-===//
#ifndef PARACODEX_TOOL_UNIFIEDDIFF_H
#define PARACODEX_TOOL_UNIFIEDDIFF_H

#include <string>

namespace paracodex {

/// A unified diff (3 lines of context) from \p Before to \p After, with
/// `--- a/<Name>` / `+++ b/<Name>` headers; empty when the texts are equal.
std::string unifiedDiff(const std::string &Before, const std::string &After,
                        const std::string &Name);

} // namespace paracodex

#endif
