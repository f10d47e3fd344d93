//===- ArrayId.h - an array of the model, by its declaration ----*- C++ -*-===//
//
// Issue 27: identity is the declaration, not the spelling. Two arrays of
// one function that share a name (a block-scope `t` beside the function's
// `t`) are two ids, so the rules and the plan tell them apart instead of
// refusing every pair that touches the name. The spelling comes along for
// messages and for the text the rewrite writes; it never decides identity.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_ARRAYID_H
#define PARACODEX_PASSES_MODEL_ARRAYID_H

#include <string>
#include <tuple>
#include <vector>

namespace clang {
class ValueDecl;
} // namespace clang

namespace paracodex {

class ArrayId {
public:
  ArrayId() = default;
  /// The array \p D declares. Views and pointer copies are the caller's to
  /// resolve first (ModelContext::canonical); redeclarations of one
  /// variable (`extern double a[];` and its definition) are one id.
  explicit ArrayId(const clang::ValueDecl *D);
  /// An array known only by its name (a sanitizer report, a model a test
  /// builds by hand): equal to another only if that is named alike and
  /// has no declaration either.
  static ArrayId named(std::string Name) {
    ArrayId Id;
    Id.Name = std::move(Name);
    return Id;
  }

  /// The canonical declaration; null for an id made by named().
  const clang::ValueDecl *decl() const { return Decl; }
  /// The spelling, for messages and for the text the rewrite writes.
  const std::string &name() const { return Name; }
  bool empty() const { return Name.empty() && !Decl; }

  bool operator==(const ArrayId &O) const { return Decl == O.Decl && Name == O.Name; }
  bool operator!=(const ArrayId &O) const { return !(*this == O); }
  /// By name, then by where the declaration is: the order reports list
  /// arrays in is the order of their names, as before ids existed, and
  /// the same from run to run.
  bool operator<(const ArrayId &O) const {
    return std::tie(Name, Position) < std::tie(O.Name, O.Position);
  }

private:
  const clang::ValueDecl *Decl = nullptr;
  std::string Name;
  /// The declaration's location (raw encoding): unique per declaration of
  /// one translation unit, and stable between runs on the same input.
  unsigned Position = 0;
};

/// The spellings of \p Arrays, in their order: for records that only
/// print them.
std::vector<std::string> namesOf(const std::vector<ArrayId> &Arrays);

} // namespace paracodex

#endif
