//===- OptionCategories.cpp -----------------------------------------------===//
#include "tool/OptionCategories.h"

namespace paracodex {

llvm::cl::OptionCategory &analyzeCategory() {
  static llvm::cl::OptionCategory Category("analyze options");
  return Category;
}

llvm::cl::OptionCategory &fuseCategory() {
  static llvm::cl::OptionCategory Category("fuse options");
  return Category;
}

llvm::cl::OptionCategory &verifyCategory() {
  static llvm::cl::OptionCategory Category("verify options");
  return Category;
}

llvm::cl::OptionCategory &tuneCategory() {
  static llvm::cl::OptionCategory Category("tune options");
  return Category;
}

std::vector<const llvm::cl::OptionCategory *> toolCategories() {
  return {&analyzeCategory(), &fuseCategory(), &verifyCategory(), &tuneCategory()};
}

} // namespace paracodex
