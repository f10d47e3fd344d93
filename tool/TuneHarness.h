//===- TuneHarness.h - what makes a folder tune's harness -------*- C++ -*-===//
//
// `paracodex tune --emit-harness DIR` builds programs into DIR, and
// `--results-from DIR` judges what running them left there. Two promises
// rest on DIR: tune writes and deletes only in a folder it made (a marker
// file says so), and results are read back only for the very programs
// that were built (the marker holds a fingerprint of the input, the
// options and every built text, review 15: an input edited between the
// two was judged by the old results and written unverified).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_TUNEHARNESS_H
#define PARACODEX_TOOL_TUNEHARNESS_H

#include <string>
#include <vector>

namespace paracodex {

/// The marker file's name, inside the harness folder.
inline constexpr const char *HarnessMarker = ".paracodex-tune";

/// A fingerprint of \p Parts (in order; each part's length counts).
std::string harnessFingerprint(const std::vector<std::string> &Parts);

/// The text of the file at \p Path, or \p Otherwise when it cannot be read.
std::string readFileOr(const std::string &Path, const std::string &Otherwise);

/// Whether \p Dir is missing, empty, or a harness tune made (which tune may
/// then empty).
bool mayUseAsHarness(const std::string &Dir);

} // namespace paracodex

#endif
