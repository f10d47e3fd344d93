//===- HarnessGenerator.h - differential test harness for functions -*- C++ -*-===//
//
// Writes one C program that includes the reference and the optimized
// translation units (every name each defines renamed with a prefix, so both
// live in one binary), and for each function under test: sizes its arrays
// from the model (the largest index its regions and the functions it calls
// reach, or --extent), fills inputs from seeded random numbers (and, in
// "special" trials, NaN, +-Inf, a denormal, -0.0, 1e300), poisons outputs,
// maps everything to the device, runs both versions twice, and compares
// every element of every array (and the return value). The program prints
// one JSON line per comparison and exits 1 on any mismatch.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_VERIFY_HARNESSGENERATOR_H
#define PARACODEX_PASSES_VERIFY_HARNESSGENERATOR_H

#include "passes/model/RegionModel.h"

#include "llvm/Support/Error.h"

#include <map>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace paracodex {

struct HarnessRequest {
  std::string ReferencePath, OptimizedPath; ///< as the harness #includes them
  std::vector<std::string> Functions;       ///< empty: every function that differs
  /// NAME=VALUE: an integer parameter or an array's length, either a number
  /// (the same in every size set) or a C expression over the function's
  /// other integer parameters (`m1k=2*m1j-2`), for routines whose extents
  /// depend on each other. In the order given.
  std::vector<std::pair<std::string, std::string>> Extents;
  unsigned Seeds = 3;
  double RTol = 1e-12, ATol = 1e-12;
};

struct TranslationUnit {
  clang::ASTContext *Context = nullptr;
  const ProgramModel *Model = nullptr;
};

struct Harness {
  std::string Source;
  std::vector<std::string> Functions; ///< the functions it tests
  /// What the harness leaves out and why (work arrays not compared).
  std::vector<std::string> Notes;
};

llvm::Expected<Harness> generateHarness(const HarnessRequest &Request,
                                        const TranslationUnit &Reference,
                                        const TranslationUnit &Optimized);

} // namespace paracodex

#endif
