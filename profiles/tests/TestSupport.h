//===- TestSupport.h - Helpers shared by the profile reader tests -*- C++ -*-=//

#ifndef PARACODEX_PROFILES_TESTS_TESTSUPPORT_H
#define PARACODEX_PROFILES_TESTS_TESTSUPPORT_H

#include "profiles/ProfileTable.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

#include <string>

namespace paracodex {
namespace profiles {
namespace test {

/// The path of a fixture in testdata/profiles.
inline std::string fixturePath(llvm::StringRef Name) {
  return std::string(PARACODEX_TESTDATA_DIR) + "/profiles/" + Name.str();
}

/// The content of a fixture; an empty string (and a failure) if missing.
inline std::string fixtureText(llvm::StringRef Name) {
  auto Buffer = llvm::MemoryBuffer::getFile(fixturePath(Name));
  if (!Buffer) {
    ADD_FAILURE() << "cannot read fixture " << fixturePath(Name);
    return "";
  }
  return (*Buffer)->getBuffer().str();
}

/// The table, or an empty one after recording the reader's error as a
/// test failure.
inline ProfileTable tableOrFail(llvm::Expected<ProfileTable> Table) {
  if (!Table) {
    ADD_FAILURE() << "unexpected error: " << llvm::toString(Table.takeError());
    return ProfileTable();
  }
  return std::move(*Table);
}

/// The error message, or "" after recording a failure when a table came
/// back instead.
inline std::string errorOrFail(llvm::Expected<ProfileTable> Table) {
  if (Table) {
    ADD_FAILURE() << "expected an error, got a table of "
                  << Table->Kernels.size() << " kernels";
    return "";
  }
  return llvm::toString(Table.takeError());
}

} // namespace test
} // namespace profiles
} // namespace paracodex

#endif // PARACODEX_PROFILES_TESTS_TESTSUPPORT_H
