//===- OutputCompare.h - two programs' outputs, token by token --*- C++ -*-===//
//
// verify --run and tune judge a rewritten program by its output: the same
// words and numbers in the same order, numbers equal within a tolerance,
// lines matching an ignore pattern (timings) left out.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_OUTPUTCOMPARE_H
#define PARACODEX_TOOL_OUTPUTCOMPARE_H

#include <regex>
#include <string>
#include <vector>

namespace paracodex {

/// Numbers and words of \p Output, without the lines \p Skip matches.
std::vector<std::string> outputTokens(const std::string &Output, const std::regex &Skip);

struct OutputComparison {
  size_t Compared = 0, Mismatches = 0;
  std::string First; ///< "token 7: reference '1.5', optimized '1.6'"
};

/// \p Reference against \p Optimized: numbers equal when
/// |a - b| <= ATol + RTol * |a|, other tokens when identical.
OutputComparison compareOutputs(const std::string &Reference, const std::string &Optimized,
                                const std::regex &Skip, double ATol, double RTol);

} // namespace paracodex

#endif
