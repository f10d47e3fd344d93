//===- ArrayId.cpp --------------------------------------------------------===//
#include "passes/model/ArrayId.h"

#include "clang/AST/Decl.h"

namespace paracodex {

ArrayId::ArrayId(const clang::ValueDecl *D)
    : Decl(llvm::cast<clang::ValueDecl>(D->getCanonicalDecl())), Name(D->getName().str()),
      Position(Decl->getLocation().getRawEncoding()) {}

std::vector<std::string> namesOf(const std::vector<ArrayId> &Arrays) {
  std::vector<std::string> Names;
  for (const ArrayId &A : Arrays)
    Names.push_back(A.name());
  return Names;
}

} // namespace paracodex
