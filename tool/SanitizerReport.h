//===- SanitizerReport.h - read compute-sanitizer's findings ----*- C++ -*-===//
//
// compute-sanitizer prints each finding as a block of "=========" lines:
// the access (kind and size), the kernel and source line, the thread, and,
// for an out-of-bounds access, the nearest allocation. The verify harness
// prints, under PCX_PRINT_ADDRESSES, the device address of every array copy
// it maps; together they name the array and the element a kernel reached.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_SANITIZERREPORT_H
#define PARACODEX_TOOL_SANITIZERREPORT_H

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace paracodex {

struct SanitizerFinding {
  std::string What;     ///< "Invalid __global__ read of size 8 bytes", a race, ...
  std::string Kernel;   ///< as the sanitizer names it
  std::string Location; ///< FILE:LINE, when the binary has line information
  std::string Thread;   ///< "thread (1,0,0) in block (0,0,0)"
  /// An out-of-bounds access: the nearest allocation, and the distance.
  std::optional<uint64_t> Allocation, AllocationBytes, Distance;
  bool After = true; ///< past the end (else before the start)
};

struct SanitizerReport {
  std::vector<SanitizerFinding> Findings;
  std::optional<unsigned> ErrorSummary; ///< "ERROR SUMMARY: N errors"
};

SanitizerReport parseSanitizerOutput(const std::string &Text);

/// A mapped array copy, from the harness's device_address lines.
struct MappedArray {
  uint64_t Address = 0, Bytes = 0, Elements = 0;
  std::string Function, Array, Version, Sizes;
};
std::vector<MappedArray> parseMappedArrays(const std::string &HarnessOutput);

/// One sentence for people: what was accessed, where in the source, and,
/// when the allocation is one of \p Arrays, which array and element.
std::string describeFinding(const SanitizerFinding &F, const std::vector<MappedArray> &Arrays);

} // namespace paracodex

#endif
