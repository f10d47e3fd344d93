//===- Testdata.h - the testdata/analyze cases, for the tool tests -*- C++ -*-===//
#ifndef PARACODEX_TOOL_TESTS_TESTDATA_H
#define PARACODEX_TOOL_TESTS_TESTDATA_H

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

inline const std::filesystem::path &caseDir() {
  static const std::filesystem::path Dir =
      std::filesystem::path(PARACODEX_TESTDATA_DIR) / "analyze";
  return Dir;
}

inline std::string readFile(const std::filesystem::path &Path) {
  std::ifstream In(Path);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

/// Every case name (`<case>.c`, not the `.expected.c` outputs), sorted.
inline std::vector<std::string> allCases() {
  std::vector<std::string> Cases;
  for (const auto &Entry : std::filesystem::directory_iterator(caseDir()))
    if (Entry.path().extension() == ".c" && Entry.path().stem().extension() != ".expected")
      Cases.push_back(Entry.path().stem().string());
  std::sort(Cases.begin(), Cases.end());
  return Cases;
}

#endif
