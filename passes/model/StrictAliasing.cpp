//===- StrictAliasing.cpp -------------------------------------------------===//
#include "passes/model/StrictAliasing.h"

#include <map>
#include <mutex>

namespace paracodex {

namespace {
struct Registry {
  std::mutex Lock;
  std::map<const clang::ASTContext *, bool> Strict;
};
Registry &registry() {
  static Registry R;
  return R;
}
} // namespace

void noteStrictAliasing(const clang::ASTContext &Context, bool Strict) {
  Registry &R = registry();
  std::lock_guard<std::mutex> Guard(R.Lock);
  R.Strict[&Context] = Strict;
}

bool strictAliasing(const clang::ASTContext &Context) {
  Registry &R = registry();
  std::lock_guard<std::mutex> Guard(R.Lock);
  auto It = R.Strict.find(&Context);
  return It == R.Strict.end() || It->second;
}

} // namespace paracodex
