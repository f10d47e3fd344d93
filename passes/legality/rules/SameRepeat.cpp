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
#include <string>
#include <vector>

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

/// Why \p E is not a plain value of integers and local scalars (empty: it
/// is). A call, a subscript, a dereference, a member or an assignment may
/// read or change memory the rule does not follow (review 31, F2: a `pure`
/// function reading a global; F3: `lim[0]`, `*lim`, a member).
std::string notPlainValue(const clang::Expr *E) {
  E = E->IgnoreParens();
  if (llvm::isa<clang::IntegerLiteral>(E) || llvm::isa<clang::CharacterLiteral>(E) ||
      llvm::isa<clang::UnaryExprOrTypeTraitExpr>(E))
    return "";
  if (const auto *Cast = llvm::dyn_cast<clang::CastExpr>(E)) {
    if (!Cast->getType()->isScalarType() || Cast->getType()->isPointerType())
      return "a conversion to a pointer or an aggregate";
    return notPlainValue(Cast->getSubExpr());
  }
  if (const auto *U = llvm::dyn_cast<clang::UnaryOperator>(E)) {
    using UO = clang::UnaryOperatorKind;
    UO Op = U->getOpcode();
    if (Op == clang::UO_Minus || Op == clang::UO_Plus || Op == clang::UO_Not ||
        Op == clang::UO_LNot)
      return notPlainValue(U->getSubExpr());
    return "the operator `" + std::string(clang::UnaryOperator::getOpcodeStr(Op)) + "`";
  }
  if (const auto *B = llvm::dyn_cast<clang::BinaryOperator>(E)) {
    if (B->isAssignmentOp() || B->isCompoundAssignmentOp() || B->isCommaOp())
      return "an assignment or a comma";
    std::string Why = notPlainValue(B->getLHS());
    return Why.empty() ? notPlainValue(B->getRHS()) : Why;
  }
  if (const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(E)) {
    if (llvm::isa<clang::EnumConstantDecl>(Ref->getDecl()))
      return "";
    const auto *V = llvm::dyn_cast<clang::VarDecl>(Ref->getDecl());
    if (V && V->hasLocalStorage() && !V->getType()->isReferenceType() &&
        !V->getType().isVolatileQualified() && V->getType()->isArithmeticType())
      return "";
    return "`" + Ref->getDecl()->getName().str() +
           "`, which is not a local arithmetic variable (code elsewhere may change it)";
  }
  return "an expression that reads memory or calls a function";
}

/// Whether any part of \p S is written by a macro: its text then says
/// nothing about what it does (review 31, F5: `REPEAT(repeat)` and
/// `REPEAT(once)`; F6: `__LINE__`).
bool fromMacro(const clang::Stmt *S) {
  if (!S)
    return false;
  if (S->getBeginLoc().isMacroID() || S->getEndLoc().isMacroID())
    return true;
  for (const clang::Stmt *Child : S->children())
    if (fromMacro(Child))
      return true;
  return false;
}

/// The variables the loop's start and test name, in order, its counter as
/// null: two loops begin alike only if they name the same ones (review 31,
/// F4: `int repeat = 1;` between the loops hides the parameter).
std::vector<const clang::ValueDecl *> namedInHeader(const clang::ForStmt &Loop,
                                                    const clang::VarDecl *Counter) {
  std::vector<const clang::ValueDecl *> Named;
  for (const clang::Stmt *S : {static_cast<const clang::Stmt *>(Counter->getInit()),
                               static_cast<const clang::Stmt *>(Loop.getCond())})
    for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(S))
      Named.push_back(Ref->getDecl() == Counter ? nullptr : Ref->getDecl());
  return Named;
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
    auto headerFromMacro = [](const clang::ForStmt &L) {
      return L.getBeginLoc().isMacroID() || fromMacro(L.getInit()) || fromMacro(L.getCond()) ||
             fromMacro(L.getInc());
    };
    if (headerFromMacro(LP) || headerFromMacro(LQ)) {
      Pair.refuse(Info, Loops + ": a macro writes part of a loop's header, so its text does "
                                "not say how often the loop runs");
      return;
    }
    // The same first test: the same text and the same variables.
    if (!LP.getCond() || !LQ.getCond() ||
        compactText(LP.getInit(), Context) != compactText(LQ.getInit(), Context) ||
        compactText(LP.getCond(), Context) != compactText(LQ.getCond(), Context) ||
        namedInHeader(LP, CP) != namedInHeader(LQ, CQ))
      Pair.refuse(Info, Loops + " do not begin alike (the same counter, start and test on the "
                                "same variables): the producer's might not run when the "
                                "consumer's does");
    // A start and a test of integers and local scalars only: no effect
    // that deleting the loop would delete, nothing read that the rule does
    // not follow.
    for (const clang::Expr *E : {CP->getInit(), LP.getCond()}) {
      std::string Why = E ? notPlainValue(E) : "";
      if (!Why.empty())
        Pair.refuse(Info, "the producer's loop (line " + lineOf(P.StatementSpan) +
                              ") begins or tests with " + Why);
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
