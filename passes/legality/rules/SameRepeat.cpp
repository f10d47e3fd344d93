//===- SameRepeat.cpp - two loops that repeat a pair alike ----------------===//
//
// A benchmark runs each kernel `repeat` times, each in a loop of its own:
//
//   for (int n = 0; n < repeat; n++) { producer }   // writes t
//   ...
//   for (int n = 0; n < repeat; n++) { consumer }   // reads t
//
// The fusion deletes the producer's loop and recomputes its values in the
// consumer, inside the consumer's loop. That is the same program when
//  - the producer gives the same values on every pass: it writes nothing
//    but the pair's temporaries, reads none of them, and does not name its
//    loop's counter (the consumer writing nothing the producer reads is
//    no-alias's, and the inputs not changing between is nothing-between's);
//  - the producer's loop ran at least once whenever the consumer's runs:
//    both begin with the same counter declaration and the same test, on
//    local variables nothing changes from one loop to the other;
//  - deleting the producer's loop deletes no other effect: its header
//    changes nothing but its own counter.
// How many times each loop runs beyond the first does not matter: the
// temporary is not read after the consumer (dead-after).
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace paracodex {
namespace {

/// The loop's counter: the one integer variable its first clause declares,
/// with a value.
const clang::VarDecl *counterOf(const clang::ForStmt &Loop) {
  const auto *DS = llvm::dyn_cast_or_null<clang::DeclStmt>(Loop.getInit());
  if (!DS || !DS->isSingleDecl())
    return nullptr;
  const auto *V = llvm::dyn_cast<clang::VarDecl>(DS->getSingleDecl());
  if (!V || !V->hasInit() || !V->getType()->isIntegerType() ||
      V->getType().isVolatileQualified())
    return nullptr;
  return V;
}

/// Whether \p E names \p V.
bool names(const clang::Stmt *E, const clang::VarDecl *V) {
  if (!E)
    return false;
  for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(E))
    if (Ref->getDecl() == V)
      return true;
  return false;
}

/// Whether the step changes the counter \p V and nothing else: `n++`,
/// `++n`, `n--`, `n += e`, `n = e` with `e` free of effects.
bool stepChangesOnlyCounter(const clang::Expr *Step, const clang::VarDecl *V,
                            const clang::ASTContext &Context) {
  if (!Step)
    return true;
  Step = Step->IgnoreParens();
  auto isCounter = [&](const clang::Expr *E) {
    const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(E->IgnoreParens());
    return Ref && Ref->getDecl() == V;
  };
  if (const auto *U = llvm::dyn_cast<clang::UnaryOperator>(Step))
    return U->isIncrementDecrementOp() && isCounter(U->getSubExpr());
  if (const auto *B = llvm::dyn_cast<clang::BinaryOperator>(Step))
    return B->isAssignmentOp() && isCounter(B->getLHS()) && !B->getRHS()->HasSideEffects(Context);
  return false;
}

/// The clause's text with all white space removed.
std::string compactText(const clang::Stmt *S, const clang::ASTContext &Context) {
  if (!S)
    return "";
  const clang::SourceManager &SM = Context.getSourceManager();
  llvm::StringRef Text = clang::Lexer::getSourceText(
      clang::CharSourceRange::getTokenRange(S->getSourceRange()), SM, Context.getLangOpts());
  std::string Compact;
  for (char C : Text)
    if (!std::isspace(static_cast<unsigned char>(C)))
      Compact += C;
  return Compact;
}

class SameRepeat final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "same-repeat", "a producer and a consumer each alone in a `for` loop: the loops begin "
                     "alike on unchanged values, the producer gives the same values on every "
                     "pass, and its loop has no other effect"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 15; }
  void check(PairCheck &Pair) const override {
    const TargetRegion &P = Pair.P, &Q = Pair.Q;
    if (!P.RepeatLoop || !Q.RepeatLoop || !Pair.sameBlock() || !Pair.F.Decl)
      return;
    const clang::ASTContext &Context = Pair.F.Decl->getASTContext();
    const clang::ForStmt &LP = *P.RepeatLoop, &LQ = *Q.RepeatLoop;
    std::string Loops = "the producer's loop (line " + lineOf(P.StatementSpan) +
                        ") and the consumer's (line " + lineOf(Q.StatementSpan) + ")";
    const clang::VarDecl *CP = counterOf(LP), *CQ = counterOf(LQ);
    if (!CP || !CQ) {
      Pair.refuse(Info, std::string("the ") + (!CP ? "producer's" : "consumer's") +
                            " loop does not declare an integer counter with a value in its "
                            "first clause (`for (int n = 0; ...)`)");
      return;
    }
    // The same first test: the same text, so the same variables (one scope
    // holds both loops), and the same counter name.
    if (compactText(LP.getInit(), Context) != compactText(LQ.getInit(), Context) ||
        !LP.getCond() || compactText(LP.getCond(), Context) != compactText(LQ.getCond(), Context))
      Pair.refuse(Info, Loops + " do not begin alike (the same counter, start and test): "
                                "the producer's might not run when the consumer's does");
    for (const clang::Stmt *S : {static_cast<const clang::Stmt *>(LP.getInit()),
                                 static_cast<const clang::Stmt *>(LP.getCond())}) {
      const auto *E = llvm::dyn_cast_or_null<clang::Expr>(S);
      const clang::Expr *Value = E ? E : CP->getInit();
      if (Value && Value->HasSideEffects(Context))
        Pair.refuse(Info, "the producer's loop (line " + lineOf(P.StatementSpan) +
                              ") has a start or test with an effect, which deleting the loop "
                              "would delete");
    }
    if (!stepChangesOnlyCounter(LP.getInc(), CP, Context))
      Pair.refuse(Info, "the producer's loop (line " + lineOf(P.StatementSpan) +
                            ") changes more than its counter in its step, which deleting the "
                            "loop would delete");
    checkTestVariables(Pair, LP, CP);
    if (names(P.Directive, CP))
      Pair.refuse(Info, "the producer names its loop's counter `" + CP->getName().str() +
                            "`: its values differ from pass to pass");
    checkProducerRepeats(Pair);
  }

private:
  /// The variables the producer loop's start and test read must hold the
  /// same values when the consumer's loop begins.
  static void checkTestVariables(PairCheck &Pair, const clang::ForStmt &LP,
                                 const clang::VarDecl *Counter) {
    const TargetRegion &P = Pair.P, &Q = Pair.Q;
    std::set<const clang::VarDecl *> Read;
    for (const clang::Stmt *S : {static_cast<const clang::Stmt *>(LP.getInit()),
                                 static_cast<const clang::Stmt *>(LP.getCond())})
      for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(S))
        if (const auto *V = llvm::dyn_cast<clang::VarDecl>(Ref->getDecl()); V && V != Counter)
          Read.insert(V);
    for (const clang::VarDecl *V : Read) {
      std::string Name = quoted(V->getName().str());
      if (!V->hasLocalStorage() || V->getType()->isReferenceType() ||
          V->getType().isVolatileQualified()) {
        Pair.refuse(Info, "the loops' test reads " + Name +
                              ", which is not a local variable of the function: code elsewhere "
                              "may change it between the loops");
        continue;
      }
      for (const ScalarWrite &W : Pair.F.HostScalarWrites) {
        if (W.Var != V)
          continue;
        bool Between = P.StatementSpan.Begin <= W.Loc.Begin && W.Loc.Begin < Q.StatementSpan.End;
        if (Between || W.How == "has its address taken")
          Pair.refuse(Info, "the loops' test reads " + Name + ", and line " + lineOf(W.Loc) +
                                (Between ? ", between the loops," : "") + " may change it (" +
                                W.How + ")");
      }
      for (const TargetRegion &R : Pair.F.Regions)
        if (R.Span.Begin >= P.Span.Begin && R.Span.Begin <= Q.Span.Begin &&
            std::find(R.ScalarWrites.begin(), R.ScalarWrites.end(), V) != R.ScalarWrites.end())
          Pair.refuse(Info, "the loops' test reads " + Name + ", which the region at line " +
                                lineOf(R.Span) + " writes");
    }
  }

  /// Every pass of the producer's loop stores the same values: it writes
  /// the pair's temporaries and nothing else, and reads none of them.
  static void checkProducerRepeats(PairCheck &Pair) {
    const TargetRegion &P = Pair.P;
    std::set<ArrayId> Reported;
    for (const ArrayAccess &A : P.Accesses) {
      bool Temporary = Pair.isTemporaryOfPair(A.Array);
      bool Changes = A.isWrite() && !Temporary, ReadsOwn = A.isRead() && Temporary;
      if ((Changes || ReadsOwn) && Reported.insert(A.Array).second)
          Pair.refuse(Info, "the producer " + std::string(Changes ? "writes " : "reads ") +
                                quoted(A.Array) + " (line " + lineOf(A.Loc) +
                                "): a later pass of its loop could store other values");
    }
    if (!P.ScalarWrites.empty() || !P.UnknownWrites.empty() || !P.Reductions.empty())
      Pair.refuse(Info, "the producer changes more than the temporaries (a scalar, a "
                        "reduction or a store paracodex cannot trace): its loop's passes "
                        "may differ");
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(SameRepeat)
