//===- FallbackMarks.cpp --------------------------------------------------===//
#include "passes/rewrite/FallbackMarks.h"

#include "passes/legality/Candidate.h"
#include "passes/rewrite/CopyChainMerge.h"
#include "passes/rewrite/PlaneMarch.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"

namespace paracodex {

bool isOverlapTest(const clang::IfStmt &If, const SourceText &Text) {
  auto Cond = Text.fileRange(If.getCond()->getSourceRange());
  return Cond && Text.text(*Cond).find(NoOverlapMacro) != std::string::npos;
}

bool inGuardFallback(const TargetRegion &R, clang::ASTContext &Context,
                     const SourceText &Text) {
  clang::DynTypedNode Child = clang::DynTypedNode::create(*R.Directive);
  for (unsigned Depth = 0; Depth < 64; ++Depth) {
    auto Parents = Context.getParents(Child);
    if (Parents.empty())
      return false;
    if (const auto *If = Parents[0].get<clang::IfStmt>()) {
      const clang::Stmt *Else = If->getElse();
      if (Else && Child.get<clang::Stmt>() == Else &&
          Text.fileRange(If->getCond()->getSourceRange()) &&
          (isOverlapTest(*If, Text) || isMergedCopiesTest(*If, Text) ||
           isPlaneMarchTest(*If, Text)))
        return true;
    }
    Child = Parents[0];
  }
  return false;
}

std::optional<unsigned> guardTestAbove(const TargetRegion &R, clang::ASTContext &Context,
                                       const SourceText &Text) {
  clang::DynTypedNode Child = clang::DynTypedNode::create(*R.Directive);
  for (unsigned Depth = 0; Depth < 64; ++Depth) {
    auto Parents = Context.getParents(Child);
    if (Parents.empty())
      return std::nullopt;
    if (const auto *If = Parents[0].get<clang::IfStmt>()) {
      auto Whole = Text.fileRange(If->getSourceRange());
      if (Child.get<clang::Stmt>() == If->getThen() && Whole && isOverlapTest(*If, Text))
        return Whole->Begin;
      return std::nullopt;
    }
    Child = Parents[0];
  }
  return std::nullopt;
}

} // namespace paracodex
