//===- CollectNodes.h - every node of one kind below a statement -*- C++ -*-===//
//
// The passes often need "every DeclRefExpr (or VarDecl, DeclStmt, CallExpr)
// inside this statement"; one template instead of a visitor per use.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_COLLECTNODES_H
#define PARACODEX_PASSES_MODEL_COLLECTNODES_H

#include "clang/AST/RecursiveASTVisitor.h"

#include <type_traits>
#include <vector>

namespace paracodex {

namespace detail {
template <typename NodeT>
struct NodeCollector : clang::RecursiveASTVisitor<NodeCollector<NodeT>> {
  std::vector<const NodeT *> Found;
  bool VisitStmt(clang::Stmt *S) {
    if constexpr (std::is_base_of_v<clang::Stmt, NodeT>)
      if (auto *N = llvm::dyn_cast<NodeT>(S))
        Found.push_back(N);
    return true;
  }
  bool VisitDecl(clang::Decl *D) {
    if constexpr (std::is_base_of_v<clang::Decl, NodeT>)
      if (auto *N = llvm::dyn_cast<NodeT>(D))
        Found.push_back(N);
    return true;
  }
};
} // namespace detail

/// Every node of type \p NodeT (a Stmt or Decl subclass) inside \p Root, in
/// source order, \p Root included.
template <typename NodeT>
std::vector<const NodeT *> collectNodes(const clang::Stmt *Root) {
  detail::NodeCollector<NodeT> C;
  C.TraverseStmt(const_cast<clang::Stmt *>(Root));
  return C.Found;
}

/// The same inside the declaration \p Root (a whole translation unit).
template <typename NodeT>
std::vector<const NodeT *> collectNodes(const clang::Decl *Root) {
  detail::NodeCollector<NodeT> C;
  C.TraverseDecl(const_cast<clang::Decl *>(Root));
  return C.Found;
}

} // namespace paracodex

#endif
