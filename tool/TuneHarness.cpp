//===- TuneHarness.cpp ----------------------------------------------------===//
#include "tool/TuneHarness.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/xxhash.h"

namespace paracodex {

std::string harnessFingerprint(const std::vector<std::string> &Parts) {
  std::string All;
  for (const std::string &P : Parts)
    All += std::to_string(P.size()) + ":" + P;
  return llvm::utohexstr(llvm::xxh3_64bits(llvm::arrayRefFromStringRef(All)));
}

std::string readFileOr(const std::string &Path, const std::string &Otherwise) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  return Buffer ? (*Buffer)->getBuffer().str() : Otherwise;
}

bool mayUseAsHarness(const std::string &Dir) {
  std::error_code EC;
  llvm::sys::fs::directory_iterator It(Dir, EC);
  if (EC || It == llvm::sys::fs::directory_iterator())
    return true;
  return llvm::sys::fs::exists(Dir + "/" + HarnessMarker);
}

} // namespace paracodex
