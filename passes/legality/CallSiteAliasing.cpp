//===- CallSiteAliasing.cpp -----------------------------------------------===//
#include "passes/legality/CallSiteAliasing.h"

#include "passes/legality/CallSites.h"
#include "passes/legality/ProgramScope.h"

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
    // An array only declared here (`extern double h[];`) may be another
    // file's alias of an array this file also names (review 32c,
    // alias_other_tu).
    if (V->getType()->isArrayType() && V->hasDefinition() == VarDecl::DeclarationOnly) {
      Why = "`" + V->getName().str() + "` (line " + line(Arg->getBeginLoc()) +
            ") is only declared here: another file may define it as another array's alias";
      return std::nullopt;
    }
    // By canonical declaration: `double g[N];` declared twice is one array
    // (review 32c, redecl).
    if (V->getType()->isArrayType() && (V->isFileVarDecl() || V->isStaticLocal() ||
                                        V->isLocalVarDecl()) &&
        !namesOtherStorage(V))
      return Roots{V->getCanonicalDecl()};
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
    if (V && V->getType()->isArrayType() && V->hasDefinition() == VarDecl::DeclarationOnly) {
      Why = "`" + V->getName().str() + "` is only declared here: another file may define it as "
            "another array's alias";
      return std::nullopt;
    }
    if (V && V->getType()->isArrayType() && !namesOtherStorage(V))
      return Roots{V->getCanonicalDecl()};
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
    bool CalledElsewhere = ForeignAllowed && F->getCanonicalDecl() == ForeignAllowed &&
                           !Foreign.empty();
    if (Calls.empty() && !CalledElsewhere) {
      Why = "`" + F->getName().str() + "` is never called";
      return std::nullopt;
    }
    return ofArgument(Calls, P->getFunctionScopeIndex(), Depth);
  }

  std::string Why;
  std::set<unsigned> Lines;
  std::set<std::string> Assumptions;
  /// The function whose calls in other files may be listed (in Foreign)
  /// rather than refuse; null for none.
  const FunctionDecl *ForeignAllowed = nullptr;
  std::vector<const CallsElsewhere *> Foreign;

  /// Where the argument \p Index of every call of \p F in this unit may
  /// point (a function another file defines: ProgramScope.h).
  std::optional<Roots> ofArgumentHere(const FunctionDecl *F, unsigned Index) {
    std::vector<const CallExpr *> Calls;
    if (!callsInThisUnit(F, Calls, Why))
      return std::nullopt;
    return ofArgument(Calls, Index, 1);
  }

  /// Where the argument \p Index of each of \p Calls may point.
  std::optional<Roots> ofArgument(const std::vector<const CallExpr *> &Calls, unsigned Index,
                                  unsigned Depth) {
    Roots All;
    for (const CallExpr *Call : Calls) {
      if (Index >= Call->getNumArgs()) {
        Why = "a call (line " + line(Call->getBeginLoc()) + ") passes fewer arguments";
        return std::nullopt;
      }
      auto R = ofExpression(Call->getArg(Index), Depth);
      if (!R)
        return std::nullopt;
      All.insert(R->begin(), R->end());
      Lines.insert(presumedLine(SM(), Call->getBeginLoc()));
    }
    return All;
  }

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
      // The one function whose calls in other files the caller judges
      // itself (distinctAtEveryCall: both pointers its parameters).
      bool Here = ForeignAllowed && F->getCanonicalDecl() == ForeignAllowed;
      Cache.Known = allCallsOf(F, Cache.Calls, Cache.WhyNot, Here ? &Foreign : nullptr);
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
  // Two parameters of one function: its calls in other files were judged
  // in their files, a verdict per pair of parameters (each call passes
  // both; the files' arrays never meet this file's at one call).
  const auto *PX = dyn_cast<ParmVarDecl>(X);
  const auto *PY = dyn_cast<ParmVarDecl>(Y);
  const auto *F = PX ? dyn_cast<FunctionDecl>(PX->getDeclContext()) : nullptr;
  if (F && PY && PY->getDeclContext() == PX->getDeclContext())
    Finder.ForeignAllowed = F->getCanonicalDecl();
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
  if (F && Finder.ForeignAllowed) {
    unsigned I = PX->getFunctionScopeIndex(), J = PY->getFunctionScopeIndex();
    std::pair<unsigned, unsigned> Key{std::min(I, J), std::max(I, J)};
    for (const CallsElsewhere *Other : Finder.Foreign) {
      auto Judged = Other->DistinctArguments.find(Key);
      if (Judged == Other->DistinctArguments.end() || !Judged->second.first) {
        Proof.Why = "in " + Other->File + ", " +
                    (Judged == Other->DistinctArguments.end() ? std::string("no call was judged")
                                                              : Judged->second.second);
        return Proof;
      }
      Finder.Assumptions.insert("in " + Other->File + ", " + Judged->second.second);
    }
  }
  std::string Lines;
  for (unsigned L : Finder.Lines)
    Lines += (Lines.empty() ? "" : ", ") + std::to_string(L);
  Proof.Distinct = true;
  if (Lines.empty() && F && Finder.ForeignAllowed)
    Proof.Why = "every call of `" + F->getName().str() + "` is in another file of the program";
  else
    Proof.Why = "`" + X->getName().str() + "` points into " + names(*RX) + " and `" +
                Y->getName().str() + "` into " + names(*RY) + " at every call (lines " + Lines +
                ")";
  for (const std::string &A : Finder.Assumptions)
    Proof.Why += "; " + A;
  return Proof;
}

CallSiteProof distinctAtCallsHere(const FunctionDecl *F, unsigned I, unsigned J) {
  CallSiteProof Proof;
  RootFinder Finder(F->getASTContext());
  auto RI = Finder.ofArgumentHere(F, I);
  if (!RI) {
    Proof.Why = Finder.Why;
    return Proof;
  }
  auto RJ = Finder.ofArgumentHere(F, J);
  if (!RJ) {
    Proof.Why = Finder.Why;
    return Proof;
  }
  for (const VarDecl *V : *RI)
    if (RJ->count(V)) {
      Proof.Why = "arguments " + std::to_string(I + 1) + " and " + std::to_string(J + 1) +
                  " of `" + F->getName().str() + "` may point into `" + V->getName().str() + "`";
      return Proof;
    }
  std::string Lines;
  for (unsigned L : Finder.Lines)
    Lines += (Lines.empty() ? "" : ", ") + std::to_string(L);
  Proof.Distinct = true;
  Proof.Why = "arguments " + std::to_string(I + 1) + " and " + std::to_string(J + 1) + " of `" +
              F->getName().str() + "` point into " + names(*RI) + " and " + names(*RJ) +
              " at every call (lines " + Lines + ")";
  return Proof;
}

} // namespace paracodex
