//===- HarnessLines.h - a verify harness's JSON lines, for people -*- C++ -*-===//
//
// The harness `paracodex verify` builds prints one JSON line per
// comparison (passes/verify/HarnessRuntime.cpp); these turn them into the
// progress line, the failure sentence and the tail of a log.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_HARNESSLINES_H
#define PARACODEX_TOOL_HARNESSLINES_H

#include "tool/Progress.h"

#include <nlohmann/json.hpp>

#include <string>

namespace paracodex {

/// A harness line about one trial (function, sizes, seed) on \p Shown.
void showTrial(Progress &Shown, const char *Target, const std::string &Line, unsigned &Trials);

/// The last \p Count lines of \p Text, indented, for a failure message.
std::string lastLines(const std::string &Text, size_t Count = 10);

/// A harness line about an access outside an array (host guards).
bool isOutOfBounds(const nlohmann::json &Line);

/// One failing comparison among the harness's JSON lines, for people.
std::string describe(const nlohmann::json &Line);

} // namespace paracodex

#endif
