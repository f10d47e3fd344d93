//===- CallSiteAliasing.cpp -----------------------------------------------===//
#include "passes/legality/CallSiteAliasing.h"

#include "passes/legality/CallSites.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <vector>

using namespace clang;

namespace paracodex {

namespace {

/// The arrays a pointer may point into, by declaration.
using Roots = std::set<const VarDecl *>;

class RootFinder {
public:
  explicit RootFinder(ASTContext &Context) : Context(Context) {}

  /// Where \p Arg (an argument expression) may point, or nothing with Why.
  std::optional<Roots> ofExpression(const Expr *Arg, unsigned Depth) {
    const ValueDecl *Base = pointerBase(Arg);
    const auto *V = dyn_cast_or_null<VarDecl>(Base);
    if (!V) {
      Why = "`" + text(Arg) + "` (line " + line(Arg->getBeginLoc()) +
            ") is not an array or a pointer parameter";
      return std::nullopt;
    }
    if (V->getType()->isArrayType() && (V->isFileVarDecl() || V->isStaticLocal() ||
                                        V->isLocalVarDecl()) &&
        !namesOtherStorage(V))
      return Roots{V};
    if (const auto *P = dyn_cast<ParmVarDecl>(V))
      return ofParameter(P, Depth + 1);
    Why = "`" + V->getName().str() + "` (line " + line(Arg->getBeginLoc()) +
          ") is a pointer whose target paracodex does not follow";
    return std::nullopt;
  }

  /// Where the array variable \p D may point: itself for an array, the
  /// arguments of every call for a parameter.
  std::optional<Roots> ofVariable(const ValueDecl *D) {
    if (const auto *P = dyn_cast<ParmVarDecl>(D))
      return ofParameter(P, 0);
    const auto *V = dyn_cast<VarDecl>(D);
    if (V && V->getType()->isArrayType() && !namesOtherStorage(V))
      return Roots{V};
    Why = "`" + D->getName().str() + "` is a pointer whose target paracodex does not follow";
    return std::nullopt;
  }

  /// Where the parameter \p P may point over every call of its function.
  std::optional<Roots> ofParameter(const ParmVarDecl *P, unsigned Depth) {
    const auto *F = dyn_cast<FunctionDecl>(P->getDeclContext());
    if (!F || Depth > 6) {
      Why = "the chain of callers is too deep";
      return std::nullopt;
    }
    std::vector<const CallExpr *> Calls;
    if (!callsOf(F, Calls))
      return std::nullopt;
    if (parameterChangedIn(P, F->getDefinition())) {
      Why = "`" + P->getName().str() + "` is assigned inside `" + F->getName().str() + "`";
      return std::nullopt;
    }
    if (Calls.empty()) {
      Why = "`" + F->getName().str() + "` is never called";
      return std::nullopt;
    }
    Roots All;
    unsigned Index = P->getFunctionScopeIndex();
    for (const CallExpr *Call : Calls) {
      if (Index >= Call->getNumArgs())
        return std::nullopt;
      auto R = ofExpression(Call->getArg(Index), Depth);
      if (!R)
        return std::nullopt;
      All.insert(R->begin(), R->end());
      Lines.insert(presumedLine(SM(), Call->getBeginLoc()));
    }
    return All;
  }

  std::string Why;
  std::set<unsigned> Lines;
  std::set<std::string> Assumptions;

private:
  /// `extern double h[] __attribute__((alias("g")))` or `__asm__("g")`:
  /// another array's storage under a name of its own (review 24 found a
  /// vertical pair fused across `g` and `h`).
  static bool namesOtherStorage(const VarDecl *V) {
    for (const VarDecl *R : V->redecls())
      if (R->hasAttr<AliasAttr>() || R->hasAttr<AsmLabelAttr>())
        return true;
    return false;
  }

  ASTContext &Context;

  const SourceManager &SM() const { return Context.getSourceManager(); }
  std::string line(SourceLocation L) const {
    return std::to_string(presumedLine(SM(), L));
  }
  std::string text(const Expr *E) const {
    CharSourceRange R = CharSourceRange::getTokenRange(
        SM().getExpansionRange(E->getBeginLoc()).getBegin(),
        SM().getExpansionRange(E->getEndLoc()).getEnd());
    return Lexer::getSourceText(R, SM(), Context.getLangOpts()).str();
  }

  /// Every direct call of \p F (CallSites.h), looked up once per function.
  bool callsOf(const FunctionDecl *F, std::vector<const CallExpr *> &Calls) {
    auto &Cache = CallCache[F->getCanonicalDecl()];
    if (!Cache.Scanned) {
      Cache.Scanned = true;
      Cache.Known = allCallsOf(F, Cache.Calls, Cache.WhyNot);
    }
    if (!Cache.Known) {
      Why = Cache.WhyNot;
      return false;
    }
    // A function --whole-program makes the file's own: the proof rests on
    // that word, and says so.
    if (!Cache.WhyNot.empty())
      Assumptions.insert(Cache.WhyNot);
    Calls = Cache.Calls;
    return true;
  }

  struct CallList {
    bool Scanned = false, Known = false;
    std::string WhyNot;
    std::vector<const CallExpr *> Calls;
  };
  std::map<const FunctionDecl *, CallList> CallCache;
};

std::string names(const Roots &R) {
  std::vector<std::string> N;
  for (const VarDecl *V : R)
    N.push_back("`" + V->getName().str() + "`");
  std::sort(N.begin(), N.end());
  std::string S;
  for (size_t I = 0; I < N.size(); ++I)
    S += (I == 0 ? "" : I + 1 == N.size() ? " or " : ", ") + N[I];
  return S;
}

} // namespace

CallSiteProof distinctAtEveryCall(const ValueDecl *X, const ValueDecl *Y) {
  CallSiteProof Proof;
  RootFinder Finder(X->getASTContext());
  auto RX = Finder.ofVariable(X);
  if (!RX) {
    Proof.Why = Finder.Why;
    return Proof;
  }
  auto RY = Finder.ofVariable(Y);
  if (!RY) {
    Proof.Why = Finder.Why;
    return Proof;
  }
  for (const VarDecl *V : *RX)
    if (RY->count(V)) {
      Proof.Why = "both `" + X->getName().str() + "` and `" + Y->getName().str() +
                  "` may point into `" + V->getName().str() + "`";
      return Proof;
    }
  std::string Lines;
  for (unsigned L : Finder.Lines)
    Lines += (Lines.empty() ? "" : ", ") + std::to_string(L);
  Proof.Distinct = true;
  Proof.Why = "`" + X->getName().str() + "` points into " + names(*RX) + " and `" +
              Y->getName().str() + "` into " + names(*RY) + " at every call (lines " + Lines +
              ")";
  for (const std::string &A : Finder.Assumptions)
    Proof.Why += "; " + A;
  return Proof;
}

} // namespace paracodex
