//===- SanitizerReport.cpp ------------------------------------------------===//
#include "tool/SanitizerReport.h"

#include <nlohmann/json.hpp>

#include <regex>
#include <set>
#include <sstream>

namespace paracodex {

namespace {

/// "5,958,245,600" -> 5958245600 (the sanitizer groups digits).
uint64_t number(const std::string &Digits) {
  uint64_t V = 0;
  for (char C : Digits)
    if (C >= '0' && C <= '9')
      V = V * 10 + static_cast<uint64_t>(C - '0');
  return V;
}

} // namespace

SanitizerReport parseSanitizerOutput(const std::string &Text) {
  static const std::regex Start(R"(^=+ +((Invalid|Race|Error|Warning|Uninitialized|Misaligned).*))");
  static const std::regex At(R"(^=+ +at (\S+?)(\+0x[0-9a-fA-F]+)?( in (\S+:\d+))?\s*$)");
  static const std::regex Thread(R"(^=+ +by (thread \(.*\) in block \(.*\)))");
  static const std::regex Nearest(
      R"(^=+ +and is ([\d,]+) bytes (after|before) the nearest allocation at (0x[0-9a-fA-F]+) of size ([\d,]+) bytes)");
  static const std::regex Summary(R"(^=+ +(ERROR|RACECHECK) SUMMARY: ([\d,]+) (error|hazard))");
  SanitizerReport R;
  std::istringstream In(Text);
  std::string Line;
  while (std::getline(In, Line)) {
    std::smatch M;
    if (std::regex_search(Line, M, Summary)) {
      R.ErrorSummary = static_cast<unsigned>(number(M[2]));
    } else if (std::regex_search(Line, M, Start)) {
      R.Findings.push_back({});
      R.Findings.back().What = M[1];
    } else if (R.Findings.empty()) {
      continue;
    } else if (std::regex_search(Line, M, At) && R.Findings.back().Kernel.empty()) {
      R.Findings.back().Kernel = M[1];
      R.Findings.back().Location = M[4];
    } else if (std::regex_search(Line, M, Thread)) {
      R.Findings.back().Thread = M[1];
    } else if (std::regex_search(Line, M, Nearest)) {
      SanitizerFinding &F = R.Findings.back();
      F.Distance = number(M[1]);
      F.After = M[2] == "after";
      F.Allocation = std::stoull(M[3].str(), nullptr, 16);
      F.AllocationBytes = number(M[4]);
    }
  }
  return R;
}

std::vector<MappedArray> parseMappedArrays(const std::string &HarnessOutput) {
  std::vector<MappedArray> Arrays;
  std::istringstream In(HarnessOutput);
  std::string Line;
  while (std::getline(In, Line)) {
    if (Line.find("\"device_address\"") == std::string::npos)
      continue;
    auto J = nlohmann::json::parse(Line, nullptr, false);
    if (J.is_discarded() || !J["device_address"].is_string())
      continue;
    MappedArray A;
    A.Address = std::stoull(J["device_address"].get<std::string>(), nullptr, 16);
    A.Bytes = J.value("bytes", 0ull);
    A.Elements = J.value("elements", 0ull);
    A.Function = J.value("function", "");
    A.Array = J.value("array", "");
    A.Version = J.value("version", "");
    A.Sizes = J.value("sizes", "");
    Arrays.push_back(A);
  }
  return Arrays;
}

std::string describeFinding(const SanitizerFinding &F, const std::vector<MappedArray> &Arrays) {
  std::ostringstream OS;
  OS << F.What;
  if (!F.Kernel.empty())
    OS << " in kernel " << F.Kernel;
  if (!F.Location.empty())
    OS << " (" << F.Location << ")";
  if (!F.Thread.empty())
    OS << ", " << F.Thread;
  if (!F.Allocation)
    return OS.str();
  // The allocation is a mapped copy: several trials may have reused the
  // address, so name every array it held with that size.
  std::set<std::string> Names;
  const MappedArray *Match = nullptr;
  // The harness renames each version's functions, and their kernels with
  // them: the kernel says whose copy it was.
  std::string Version = F.Kernel.find("paracodex_opt_") != std::string::npos   ? "optimized"
                        : F.Kernel.find("paracodex_ref_") != std::string::npos ? "reference"
                                                                               : "";
  for (const MappedArray &A : Arrays)
    if (A.Address == *F.Allocation && A.Bytes == *F.AllocationBytes &&
        (Version.empty() || A.Version == Version)) {
      Names.insert("`" + A.Array + "` of " + A.Function + " (" + A.Version + " copy, " +
                   A.Sizes + ")");
      Match = &A;
    }
  uint64_t ElementBytes = Match && Match->Elements ? Match->Bytes / Match->Elements : 0;
  OS << ": " << *F.Distance << " bytes " << (F.After ? "after the end of" : "before the start of")
     << " ";
  if (Names.empty()) {
    OS << "a " << *F.AllocationBytes << "-byte device allocation";
    return OS.str();
  }
  bool First = true;
  for (const std::string &N : Names) {
    OS << (First ? "" : " or ") << N;
    First = false;
  }
  if (ElementBytes) {
    // The sanitizer counts "N bytes after" from the last byte of the
    // allocation (the first byte past the end is 1 byte after it) and
    // "N bytes before" back from its start.
    long long Index =
        F.After ? static_cast<long long>(Match->Elements + (*F.Distance - 1) / ElementBytes)
                : -static_cast<long long>((*F.Distance + ElementBytes - 1) / ElementBytes);
    OS << ", which has " << Match->Elements << " elements: the access is at element [" << Index
       << "]";
  }
  return OS.str();
}

} // namespace paracodex
