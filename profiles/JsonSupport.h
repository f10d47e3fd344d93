//===- JsonSupport.h - JSON parsing that can say where ----------*- C++ -*-===//
//
// nlohmann::json forgets where a value came from, but a user who hands us a
// broken profile needs a line number. These helpers parse without
// exceptions (LLVM code may be built with -fno-exceptions) and find where
// each element of an array begins, so readers can report
// "<file>:<line>: traceEvents[7]: ...".
//
//===----------------------------------------------------------------------===//

#ifndef PARACODEX_PROFILES_JSONSUPPORT_H
#define PARACODEX_PROFILES_JSONSUPPORT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace paracodex {
namespace profiles {

/// Parses \p Text as one JSON document. A syntax error (a truncated file,
/// say) becomes "<File>:<line>: malformed JSON: <why>", where the line is
/// counted in \p Text plus \p FirstLine - 1 (for documents that start
/// after some preamble lines).
llvm::Expected<nlohmann::json> parseJsonDocument(llvm::StringRef Text,
                                                 llvm::StringRef File,
                                                 unsigned FirstLine = 1);

/// Byte offsets, within \p Text, at which the elements of one array begin:
/// the root array when \p Member is empty, else the array held by member
/// \p Member of the root object. Empty when there is no such array. Only
/// meant for text that already parsed as JSON.
std::vector<size_t> arrayElementOffsets(llvm::StringRef Text,
                                        llvm::StringRef Member = "");

/// A number held either as a JSON number or as a string in a profiler's
/// number format ("1,234.5"); std::nullopt otherwise.
std::optional<double> jsonNumber(const nlohmann::json &Value);

} // namespace profiles
} // namespace paracodex

#endif // PARACODEX_PROFILES_JSONSUPPORT_H
