//===- SymbolKey.cpp ------------------------------------------------------===//
#include "passes/model/SymbolKey.h"

#include "clang/AST/Decl.h"

namespace paracodex {

std::string symbolKey(const clang::ValueDecl *D) {
  const auto *V = llvm::dyn_cast<clang::VarDecl>(D);
  if (V && V->isFileVarDecl())
    return V->getQualifiedNameAsString();
  const clang::Decl *First = D->getCanonicalDecl();
  return D->getName().str() + "#" + std::to_string(First->getLocation().getRawEncoding());
}

} // namespace paracodex
