//===- OutputCompare.cpp --------------------------------------------------===//
#include "tool/OutputCompare.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>

namespace paracodex {

std::vector<std::string> outputTokens(const std::string &Output, const std::regex &Skip) {
  std::vector<std::string> T;
  std::istringstream In(Output);
  std::string Line;
  static const std::regex Token(R"([-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?|[A-Za-z_]+)");
  while (std::getline(In, Line)) {
    if (std::regex_search(Line, Skip))
      continue;
    for (std::sregex_iterator It(Line.begin(), Line.end(), Token), End; It != End; ++It)
      T.push_back(It->str());
  }
  return T;
}

OutputComparison compareOutputs(const std::string &Reference, const std::string &Optimized,
                                const std::regex &Skip, double ATol, double RTol) {
  std::vector<std::string> A = outputTokens(Reference, Skip), B = outputTokens(Optimized, Skip);
  OutputComparison C;
  for (size_t I = 0; I < std::max(A.size(), B.size()); ++I) {
    std::string X = I < A.size() ? A[I] : "<end>", Y = I < B.size() ? B[I] : "<end>";
    ++C.Compared;
    bool Numeric = std::isdigit(static_cast<unsigned char>(X.back())) &&
                   std::isdigit(static_cast<unsigned char>(Y.back()));
    bool Same = X == Y;
    if (!Same && Numeric) {
      double U = std::stod(X), V = std::stod(Y);
      Same = std::fabs(U - V) <= ATol + RTol * std::fabs(U);
    }
    if (!Same && !C.Mismatches++)
      C.First = "token " + std::to_string(I) + ": reference '" + X + "', optimized '" + Y + "'";
  }
  return C;
}

} // namespace paracodex
