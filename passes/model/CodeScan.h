//===- CodeScan.h - what a piece of code names, declares and assigns -*- C++ -*-===//
//
// The rewrites move code from one scope into another; whether that is safe
// depends on the names the code refers to, the variables it declares
// (which could hide or be hidden by others) and the variables it assigns.
// One traversal collects all three.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_CODESCAN_H
#define PARACODEX_PASSES_MODEL_CODESCAN_H

#include <set>
#include <vector>

namespace clang {
class DeclRefExpr;
class Stmt;
class ValueDecl;
class VarDecl;
} // namespace clang

namespace paracodex {

/// Variables, by declaration.
using VarSet = std::set<const clang::ValueDecl *>;

struct CodeScan {
  std::vector<const clang::DeclRefExpr *> Refs;
  std::vector<const clang::VarDecl *> Decls;
  /// References that are assigned, incremented or decremented.
  std::vector<const clang::DeclRefExpr *> Assigned;
  /// Whether the code, as a loop body, has a `continue` of that loop (not
  /// of a loop inside it).
  bool OwnContinue = false;

  /// Scans \p S (nothing when it is null).
  static CodeScan of(const clang::Stmt *S);

  /// The variables of Refs.
  VarSet vars() const;
};

} // namespace paracodex

#endif
