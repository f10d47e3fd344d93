//===- SameBlock.cpp - producer and consumer are statements of one block --===//
#include "passes/legality/LegalityRule.h"

#include "passes/model/AstQueries.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"

namespace paracodex {
namespace {

/// The `if` statement of \p Block that holds \p Region in one of its
/// branches, if there is one.
const clang::IfStmt *branchingIf(const clang::Stmt *Region, const clang::CompoundStmt *Block,
                                 clang::ASTContext &Context) {
  const clang::IfStmt *Innermost = nullptr;
  const clang::Stmt *Cur = Region;
  while (Cur) {
    const clang::Stmt *Up = nullptr;
    for (const clang::DynTypedNode &N : Context.getParents(*Cur)) {
      Up = N.get<clang::Stmt>();
      if (Up)
        break;
    }
    if (!Up)
      return nullptr;
    if (const auto *If = llvm::dyn_cast<clang::IfStmt>(Up); If && If->getCond() != Cur)
      Innermost = If;
    if (Up == Block)
      return Innermost && Innermost == Cur ? Innermost : nullptr;
    Cur = Up;
  }
  return nullptr;
}

class SameBlock final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {"same-block",
                                    "producer and consumer are statements of one block"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 10; }
  void check(PairCheck &Pair) const override {
    if (Pair.sameBlock())
      return;
    const TargetRegion &InLoop = Pair.P.RepeatLoop ? Pair.P : Pair.Q;
    if (Pair.P.Block && Pair.P.Block == Pair.Q.Block && InLoop.RepeatLoop) {
      Pair.refuse(Info, std::string(&InLoop == &Pair.P ? "the producer" : "the consumer") +
                            " (line " + lineOf(InLoop.Span) + ") is the body of the loop at line " +
                            lineOf(InLoop.StatementSpan) + " and the " +
                            (&InLoop == &Pair.P ? "consumer" : "producer") +
                            " is not: the loop may run it any number of times");
      return;
    }
    // The producer chosen by an if/else, the consumer after it (CloverLeaf's
    // sweep direction): say what it would take.
    if (Pair.Q.Block && Pair.P.Directive && Pair.F.Decl && Pair.P.Span.Begin < Pair.Q.Span.Begin)
      if (const clang::IfStmt *If = branchingIf(Pair.P.Directive, Pair.Q.Block,
                                                Pair.F.Decl->getASTContext())) {
        const clang::SourceManager &SM = Pair.F.Decl->getASTContext().getSourceManager();
        Pair.refuse(Info, "the producer (line " + lineOf(Pair.P.Span) +
                              ") runs in one branch of the `if` at line " +
                              std::to_string(presumedLine(SM, If->getBeginLoc())) +
                              ", the consumer (line " + lineOf(Pair.Q.Span) +
                              ") after it on every path: that needs a copy of the consumer in "
                              "each branch, which paracodex does not write");
        return;
      }
    Pair.refuse(Info, "the producer (line " + lineOf(Pair.P.Span) + ") and the consumer (line " +
                          lineOf(Pair.Q.Span) + ") are not statements of the same block");
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(SameBlock)
