//===- OverlapGuard.cpp ---------------------------------------------------===//
#include "passes/legality/OverlapGuard.h"

#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>

using namespace clang;

namespace paracodex {

namespace {

/// \p E as written, when it is all in the main file and not from a macro.
std::optional<std::string> writtenText(const Expr *E, const ASTContext &Context) {
  const SourceManager &SM = Context.getSourceManager();
  SourceLocation Begin = E->getBeginLoc(), End = E->getEndLoc();
  if (!Begin.isFileID() || !End.isFileID() || !SM.isInMainFile(Begin))
    return std::nullopt;
  return Lexer::getSourceText(CharSourceRange::getTokenRange(Begin, End), SM,
                              Context.getLangOpts())
      .str();
}

/// The directives whose maps can give a section for the pair: the two
/// regions' own and every `target data` around the producer.
std::vector<const OMPExecutableDirective *> mappingDirectives(const FunctionModel &F,
                                                              const TargetRegion &P,
                                                              const TargetRegion &Q) {
  std::vector<const OMPExecutableDirective *> Found{P.Directive, Q.Directive};
  for (const DataDirective &D : F.DataDirectives)
    if (D.Kind == "target data" && D.Span.Begin < P.Span.Begin && Q.Span.End <= D.Span.End)
      Found.push_back(D.Directive);
  return Found;
}

/// A bound's variables: plain scalars that neither region nor a clause of
/// theirs changes; anything else (a call, an array element) is refused.
std::string boundProblem(const Expr *Bound, const FunctionModel &F, const TargetRegion &P,
                         const TargetRegion &Q) {
  for (const Stmt *S : collectNodes<Stmt>(Bound)) {
    const auto *Unary = dyn_cast<UnaryOperator>(S);
    if (isa<CallExpr>(S) || isa<ArraySubscriptExpr>(S) ||
        (Unary && (Unary->getOpcode() == UO_Deref || Unary->isIncrementDecrementOp())))
      return "its bounds read memory or call a function";
    const auto *Ref = dyn_cast<DeclRefExpr>(S);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!V)
      continue;
    for (const TargetRegion *R : {&P, &Q})
      if (std::find(R->ScalarWrites.begin(), R->ScalarWrites.end(), V) != R->ScalarWrites.end())
        return "`" + V->getName().str() + "`, in its bounds, is written by a region";
    for (const ScalarWrite &W : F.HostScalarWrites)
      if (W.Var == V && P.Span.Begin <= W.Loc.Begin && W.Loc.Begin < Q.Span.End)
        return "`" + V->getName().str() + "`, in its bounds, is " + W.How +
               " by the regions' clauses";
  }
  return "";
}

/// The mapped section of \p A as (first element, length), or why none.
std::optional<std::pair<std::string, std::string>>
sectionOf(const ArrayVariable &A, const FunctionModel &F, const TargetRegion &P,
          const TargetRegion &Q, std::string &WhyNot) {
  const ASTContext &Context = F.Decl->getASTContext();
  std::vector<const OMPExecutableDirective *> Directives = mappingDirectives(F, P, Q);
  WhyNot = "no map clause of the regions or of a `target data` around them gives `" +
           A.Name + "` a section with a length";
  for (const HostUse &U : A.HostUses) {
    if (U.What != HostUse::MapClause || !U.MapItem ||
        std::find(Directives.begin(), Directives.end(), U.Directive) == Directives.end())
      continue;
    const auto *Section = dyn_cast<ArraySectionExpr>(U.MapItem->IgnoreParenImpCasts());
    if (!Section || !Section->getLength() || !Section->isOMPArraySection())
      continue;
    const auto *Base = dyn_cast<DeclRefExpr>(Section->getBase()->IgnoreParenImpCasts());
    if (!Base || Base->getDecl() != A.Decl)
      continue;
    std::string Problem;
    for (const Expr *Bound : {Section->getLowerBound(), Section->getLength()})
      if (Bound && Problem.empty())
        Problem = boundProblem(Bound, F, P, Q);
    auto Length = writtenText(Section->getLength(), Context);
    std::optional<std::string> Lower =
        Section->getLowerBound() ? writtenText(Section->getLowerBound(), Context) : "0";
    if (!Problem.empty() || !Length || !Lower) {
      WhyNot = "the section `" + A.Name + "[...]` in the map clause at line " +
               std::to_string(U.Loc.Line) + " " +
               (Problem.empty() ? "is written in a macro" : "cannot be used: " + Problem);
      continue;
    }
    auto operand = [](const std::string &E) {
      bool Simple = !E.empty() && E.find_first_not_of(
                                      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                      "0123456789_") == std::string::npos;
      return Simple ? E : "(" + E + ")";
    };
    std::string First = *Lower == "0" ? A.Name : A.Name + " + " + operand(*Lower);
    return std::make_pair(First, operand(*Length));
  }
  return std::nullopt;
}

} // namespace

OverlapGuardResult overlapCheckFor(const FunctionModel &F, const TargetRegion &P,
                                   const TargetRegion &Q, const ArrayVariable &X,
                                   const ArrayVariable &Y) {
  OverlapGuardResult Result;
  if (!F.Decl || !X.Decl || !Y.Decl || !P.Directive || !Q.Directive) {
    Result.WhyNot = "the arrays are not known declarations";
    return Result;
  }
  if (!P.Block || P.Block != Q.Block || P.IndexInBlock + 1 != Q.IndexInBlock) {
    Result.WhyNot = "a run-time check needs the two regions to be adjacent statements";
    return Result;
  }
  if (fallbackOfOverlapCheck(F, P)) {
    Result.WhyNot = "the regions are already the fallback of a run-time check";
    return Result;
  }
  auto First = sectionOf(X, F, P, Q, Result.WhyNot);
  if (!First)
    return Result;
  auto Second = sectionOf(Y, F, P, Q, Result.WhyNot);
  if (!Second)
    return Result;
  Result.WhyNot.clear();
  Result.Check = OverlapCheck{First->first, First->second, Second->first, Second->second};
  return Result;
}

std::optional<unsigned> fallbackOfOverlapCheck(const FunctionModel &F, const TargetRegion &R) {
  if (!R.Block || !F.Decl)
    return std::nullopt;
  ASTContext &Context = F.Decl->getASTContext();
  for (const DynTypedNode &Parent : Context.getParents(*R.Block)) {
    const auto *If = Parent.get<IfStmt>();
    if (!If || If->getElse() != R.Block)
      continue;
    SourceLocation Cond = If->getCond()->getBeginLoc();
    const SourceManager &SM = Context.getSourceManager();
    if (Cond.isMacroID() &&
        Lexer::getImmediateMacroName(Cond, SM, Context.getLangOpts()) == NoOverlapMacro)
      return SM.getExpansionLineNumber(If->getBeginLoc());
  }
  return std::nullopt;
}

} // namespace paracodex
