//===- TextRefusal.cpp ----------------------------------------------------===//
#include "passes/plan/TextRefusal.h"

namespace paracodex {

llvm::Error rewriteFailure(const Candidate &C, const std::string &Why) {
  return llvm::createStringError(
      std::errc::not_supported, "cannot rewrite %s:%u->%u: %s",
      C.Function->QualifiedName.c_str(), C.Producer->Span.Line, C.Consumer->Span.Line,
      Why.c_str());
}

} // namespace paracodex
