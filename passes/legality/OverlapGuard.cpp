//===- OverlapGuard.cpp ---------------------------------------------------===//
#include "passes/legality/OverlapGuard.h"

#include "passes/model/CollectNodes.h"
#include "passes/model/SymbolKey.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace paracodex {

namespace {

/// \p E as C text in `long long` arithmetic, every symbol cast to it.
std::string longLongText(const AffineExpr &E) {
  std::string Out;
  for (const auto &[M, Coefficient] : E.terms()) {
    std::string Term = std::to_string(Coefficient) + "LL";
    for (const std::string &S : M)
      Term += " * (long long)(" + AffineExpr::spelling(S) + ")";
    Out += (Out.empty() ? "" : " + ") + Term;
  }
  return Out.empty() ? "0LL" : "(" + Out + ")";
}

/// The declaration offset a local symbol key records (`name#raw`), if any.
std::optional<unsigned> declarationOffset(const std::string &Key, const SourceManager &SM) {
  size_t Hash = Key.rfind('#');
  if (Hash == std::string::npos)
    return std::nullopt;
  SourceLocation L = SourceLocation::getFromRawEncoding(
      static_cast<SourceLocation::UIntTy>(std::stoull(Key.substr(Hash + 1))));
  return SM.getFileOffset(SM.getExpansionLoc(L));
}

/// The elements of \p A that region \p R may touch, as C expressions for
/// the lowest and highest index, evaluated just before the producer: each
/// access's index is a sum of terms with at most one loop variable each, so
/// its extremes over the box of loop bounds are the sums of each term's
/// extremes, whatever the signs (PARACODEX_MIN/MAX at run time). Or why not.
std::optional<std::pair<std::string, std::string>>
accessRange(const ArrayVariable &A, const TargetRegion &R, const TargetRegion &P,
            const FunctionModel &F, std::string &WhyNot) {
  const SourceManager &SM = F.Decl->getASTContext().getSourceManager();
  QualType T = A.Decl->getType().getCanonicalType();
  bool Flat = (T->isPointerType() && !T->getPointeeType()->isArrayType()) ||
              (T->isConstantArrayType() &&
               !cast<ConstantArrayType>(T.getTypePtr())->getElementType()->isArrayType());
  if (!Flat) {
    WhyNot = "`" + A.Name + "` is not a flat array";
    return std::nullopt;
  }
  std::set<std::string> LoopVars;
  for (const LoopInfo &L : R.Loops)
    LoopVars.insert(L.Var);
  // A symbol must be a value the guard can read before the producer runs.
  auto usable = [&](const std::string &Key) {
    if (LoopVars.count(Key))
      return true;
    if (auto At = declarationOffset(Key, SM); At && R.Span.contains(*At)) {
      WhyNot = "an index of `" + A.Name + "` uses `" + AffineExpr::spelling(Key) +
               "`, declared inside a region";
      return false;
    }
    for (const TargetRegion *W : {&P})
      for (const clang::VarDecl *V : W->ScalarWrites)
        if (symbolKey(V) == Key) {
          WhyNot = "an index of `" + A.Name + "` uses `" + AffineExpr::spelling(Key) +
                   "`, which the producer writes";
          return false;
        }
    for (const ScalarWrite &SW : F.HostScalarWrites)
      if (symbolKey(SW.Var) == Key && P.Span.contains(SW.Loc.Begin)) {
        WhyNot = "an index of `" + A.Name + "` uses `" + AffineExpr::spelling(Key) +
                 "`, which the producer's clauses change";
        return false;
      }
    return true;
  };
  std::string Low, High;
  for (const ArrayAccess *Access : R.accessesTo(A.Name)) {
    std::optional<AffineExpr> Index = Access->FlatIndex;
    if (!Index && Access->Subscripts.size() == 1)
      Index = Access->Subscripts[0];
    if (!Access->Affine || !Index) {
      WhyNot = "the index of `" + Access->Text + "` (line " + std::to_string(Access->Loc.Line) +
               ") is not a polynomial of the loop variables";
      return std::nullopt;
    }
    AffineExpr Rest;
    std::map<std::string, AffineExpr> PerLoop; // loop var -> its coefficient
    for (const auto &[M, Coefficient] : Index->terms()) {
      std::string Var;
      Monomial Others;
      for (const std::string &S : M) {
        if (!usable(S))
          return std::nullopt;
        if (!LoopVars.count(S)) {
          Others.push_back(S);
        } else if (Var.empty()) {
          Var = S;
        } else {
          WhyNot = "the index of `" + Access->Text + "` multiplies two loop variables";
          return std::nullopt;
        }
      }
      AffineExpr Term;
      Term.addTerm(Others, Coefficient);
      if (Var.empty())
        Rest = Rest + Term;
      else
        PerLoop[Var] = PerLoop[Var] + Term;
    }
    std::string Lo = Rest.terms().empty() ? "" : longLongText(Rest), Hi = Lo;
    for (const auto &[Var, Coefficient] : PerLoop) {
      const LoopInfo *L = R.loop(Var);
      bool Box = L && L->BoundsAffine;
      for (const AffineExpr *Bound : {&L->Lower, &L->Last})
        for (const std::string &S : Box ? Bound->symbols() : std::set<std::string>())
          Box = Box && !LoopVars.count(S) && usable(S);
      if (!Box) {
        if (WhyNot.empty())
          WhyNot = "the loop over `" + AffineExpr::spelling(Var) +
                   "` has bounds that are not fixed before the region";
        return std::nullopt;
      }
      std::string AtLower = longLongText(Coefficient * L->Lower);
      std::string AtLast = longLongText(Coefficient * L->Last);
      Lo += (Lo.empty() ? "" : " + ") + std::string("PARACODEX_MIN(") + AtLower + ", " + AtLast + ")";
      Hi += (Hi.empty() ? "" : " + ") + std::string("PARACODEX_MAX(") + AtLower + ", " + AtLast + ")";
    }
    if (Lo.empty())
      Lo = Hi = "0LL";
    Low = Low.empty() ? Lo : "PARACODEX_MIN(" + Low + ", " + Lo + ")";
    High = High.empty() ? Hi : "PARACODEX_MAX(" + High + ", " + Hi + ")";
  }
  if (Low.empty()) {
    WhyNot = "the region does not index `" + A.Name + "`";
    return std::nullopt;
  }
  return std::make_pair(Low, High);
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
  auto First = accessRange(X, P, P, F, Result.WhyNot);
  if (!First)
    return Result;
  auto Second = accessRange(Y, Q, P, F, Result.WhyNot);
  if (!Second)
    return Result;
  Result.WhyNot.clear();
  Result.Check = OverlapCheck{X.Name, First->first, First->second,
                              Y.Name, Second->first, Second->second};
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
