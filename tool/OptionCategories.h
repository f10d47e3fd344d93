//===- OptionCategories.h - the option groups --help shows -----*- C++ -*-===//
#ifndef PARACODEX_TOOL_OPTIONCATEGORIES_H
#define PARACODEX_TOOL_OPTIONCATEGORIES_H

#include "llvm/Support/CommandLine.h"

#include <vector>

namespace paracodex {

// Function-local statics: options in other translation units name them
// while static constructors run, in an order C++ does not fix.
llvm::cl::OptionCategory &analyzeCategory();
llvm::cl::OptionCategory &fuseCategory();
llvm::cl::OptionCategory &verifyCategory();
llvm::cl::OptionCategory &tuneCategory();

/// Every paracodex category: --help hides the options of all others.
std::vector<const llvm::cl::OptionCategory *> toolCategories();

} // namespace paracodex

#endif
