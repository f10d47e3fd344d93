//===- OverlapGuard.cpp ---------------------------------------------------===//
#include "passes/legality/OverlapGuard.h"

#include "passes/legality/MovableStatements.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/KeptFallbacks.h"
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
accessRange(const ArrayVariable &A, const TargetRegion &R,
            const std::vector<const TargetRegion *> &Span, const FunctionModel &F,
            std::string &WhyNot) {
  const SourceManager &SM = F.Decl->getASTContext().getSourceManager();
  QualType T = A.Decl->getType().getCanonicalType();
  bool Flat = (T->isPointerType() && !T->getPointeeType()->isArrayType()) ||
              (T->isConstantArrayType() &&
               !cast<ConstantArrayType>(T.getTypePtr())->getElementType()->isArrayType());
  if (!Flat) {
    WhyNot = "`" + A.Name + "` is not a flat array";
    return std::nullopt;
  }
  // The region's loop variables; LoopVars: those of the loops around the
  // access at hand.
  std::set<std::string> AllLoopVars, LoopVars;
  for (const LoopInfo &L : R.Loops)
    AllLoopVars.insert(L.Var);
  LoopVars = AllLoopVars;
  // A symbol must be a value the guard can read before the producer runs.
  auto usable = [&](const std::string &Key) {
    if (LoopVars.count(Key))
      return true;
    if (AllLoopVars.count(Key)) {
      WhyNot = "an index of `" + A.Name + "` uses `" + AffineExpr::spelling(Key) +
               "` outside its loop";
      return false;
    }
    if (auto At = declarationOffset(Key, SM); At && R.Span.contains(*At)) {
      WhyNot = "an index of `" + A.Name + "` uses `" + AffineExpr::spelling(Key) +
               "`, declared inside a region";
      return false;
    }
    // The test runs before every region of the span: a value one of them
    // changes first (`m = -4;` before the consumer's loop: review
    // reproducer r4_cons_sets_offset) is not the one the loops use.
    for (const TargetRegion *W : Span)
      for (const clang::VarDecl *V : W->ScalarWrites)
        if (symbolKey(V) == Key) {
          WhyNot = "an index of `" + A.Name + "` uses `" + AffineExpr::spelling(Key) +
                   "`, which a region writes";
          return false;
        }
    for (const ScalarWrite &SW : F.HostScalarWrites)
      for (const TargetRegion *W : Span)
        if (symbolKey(SW.Var) == Key && W->Span.contains(SW.Loc.Begin)) {
          WhyNot = "an index of `" + A.Name + "` uses `" + AffineExpr::spelling(Key) +
                   "`, which the clauses of the region at line " +
                   std::to_string(W->Span.Line) + " change";
          return false;
        }
    return true;
  };
  // Accesses that differ only in their loop-free part (u[i-1], u[i+1])
  // share the loop terms: one range per loop-term shape, with the least
  // and greatest loop-free parts, decided here when two differ by a
  // constant and at run time otherwise.
  struct Shape {
    std::map<std::string, AffineExpr> PerLoop; // loop var -> its coefficient
    std::vector<AffineExpr> Lows, Highs;       // loop-free parts
  };
  std::vector<Shape> Shapes;
  auto addPart = [](std::vector<AffineExpr> &Parts, const AffineExpr &Part, bool Least) {
    for (AffineExpr &Known : Parts)
      if (auto Difference = (Part - Known).asConstant()) {
        if (Least ? *Difference < 0 : *Difference > 0)
          Known = Part;
        return;
      }
    Parts.push_back(Part);
  };
  for (const ArrayAccess *Access : R.accessesTo(A.Id)) {
    // Only the loops around the access bound its variables there: after
    // `for (i = 0; i < w; i++) ...;` the region's `i` is w (review of
    // session 25, loopvar_after_loop).
    LoopVars.clear();
    for (const LoopInfo &L : R.Loops)
      if (L.Span.Begin <= Access->Loc.Begin && Access->Loc.End <= L.Span.End)
        LoopVars.insert(L.Var);
    std::optional<AffineExpr> Index = Access->FlatIndex;
    if (!Index && Access->Subscripts.size() == 1)
      Index = Access->Subscripts[0];
    if (!Access->Affine || !Index) {
      WhyNot = "the index of `" + Access->Text + "` (line " + std::to_string(Access->Loc.Line) +
               ") is not a polynomial of the loop variables";
      return std::nullopt;
    }
    AffineExpr Rest;
    std::map<std::string, AffineExpr> PerLoop;
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
    Shape *Into = nullptr;
    for (Shape &Known : Shapes) {
      bool Same = Known.PerLoop.size() == PerLoop.size();
      for (const auto &[Var, Coefficient] : PerLoop)
        Same = Same && Known.PerLoop.count(Var) &&
               (Known.PerLoop.at(Var) - Coefficient).asConstant() == 0;
      if (Same)
        Into = &Known;
    }
    if (!Into) {
      Shapes.push_back({PerLoop, {}, {}});
      Into = &Shapes.back();
    }
    addPart(Into->Lows, Rest, true);
    addPart(Into->Highs, Rest, false);
  }
  auto fold = [](const std::vector<std::string> &Items, const char *Op) {
    std::string Out;
    for (const std::string &Item : Items)
      Out = Out.empty() ? Item : std::string(Op) + "(" + Out + ", " + Item + ")";
    return Out;
  };
  std::vector<std::string> Lows, Highs;
  for (const Shape &Sh : Shapes) {
    std::vector<std::string> Lo{}, Hi{};
    // The terms every loop-free part has alike are added once, outside the
    // MIN/MAX of what differs.
    AffineExpr Common;
    for (const auto &[M, Coefficient] : Sh.Lows.front().terms()) {
      bool Everywhere = true;
      for (const std::vector<AffineExpr> *Parts : {&Sh.Lows, &Sh.Highs})
        for (const AffineExpr &Part : *Parts) {
          auto It = Part.terms().find(M);
          Everywhere = Everywhere && It != Part.terms().end() && It->second == Coefficient;
        }
      if (Everywhere)
        Common.addTerm(M, Coefficient);
    }
    std::vector<std::string> RestLows, RestHighs;
    for (const AffineExpr &Part : Sh.Lows)
      RestLows.push_back(longLongText(Part - Common));
    for (const AffineExpr &Part : Sh.Highs)
      RestHighs.push_back(longLongText(Part - Common));
    std::string Base = Common.terms().empty() ? "" : longLongText(Common) + " + ";
    std::string Low = Base + fold(RestLows, "PARACODEX_MIN");
    std::string High = Base + fold(RestHighs, "PARACODEX_MAX");
    if (Low == "0LL" && High == "0LL" && !Sh.PerLoop.empty())
      Low = High = ""; // nothing to add to the loop terms
    for (const auto &[Var, Coefficient] : Sh.PerLoop) {
      const LoopInfo *L = R.loop(Var);
      bool Box = L && L->BoundsAffine;
      for (const AffineExpr *Bound : {&L->Lower, &L->Last})
        for (const std::string &S : Box ? Bound->symbols() : std::set<std::string>())
          Box = Box && !AllLoopVars.count(S) && usable(S);
      if (!Box) {
        if (WhyNot.empty())
          WhyNot = "the loop over `" + AffineExpr::spelling(Var) +
                   "` has bounds that are not fixed before the region";
        return std::nullopt;
      }
      std::string AtLower = longLongText(Coefficient * L->Lower);
      std::string AtLast = longLongText(Coefficient * L->Last);
      Low += (Low.empty() ? "" : " + ") + std::string("PARACODEX_MIN(") + AtLower + ", " +
             AtLast + ")";
      High += (High.empty() ? "" : " + ") + std::string("PARACODEX_MAX(") + AtLower + ", " +
              AtLast + ")";
    }
    Lows.push_back(Low);
    Highs.push_back(High);
  }
  std::string Low = fold(Lows, "PARACODEX_MIN"), High = fold(Highs, "PARACODEX_MAX");
  if (Low.empty()) {
    WhyNot = "the region does not index `" + A.Name + "`";
    return std::nullopt;
  }
  return std::make_pair(Low, High);
}

/// The name the test spells \p A with: the variable \p R itself uses for
/// it, which the test before the regions sees as they do (the array's own
/// name may be hidden there: second review of session 25,
/// guard_shadowed_source). A copy of the array's pointer is the same
/// address; a view of other rows is not a flat pointer, and no test.
std::optional<std::string> spelledIn(const ArrayVariable &A, const TargetRegion &R,
                                     const std::vector<const TargetRegion *> &Span,
                                     const SourceManager &SM, std::string &WhyNot) {
  for (const ArrayAccess *Access : R.accessesTo(A.Id)) {
    const ValueDecl *Base = Access->Expr ? baseVariable(Access->Expr) : nullptr;
    if (!Base)
      continue;
    // A copy declared inside a region (`double *q = c;` in its body) is
    // not in scope where the test runs.
    unsigned At = SM.getFileOffset(SM.getExpansionLoc(Base->getLocation()));
    if (std::any_of(Span.begin(), Span.end(),
                    [&](const TargetRegion *S) { return S->Span.contains(At); }))
      continue;
    QualType Own = A.Decl->getType().getCanonicalType().getNonReferenceType();
    QualType Used = Base->getType().getCanonicalType().getNonReferenceType();
    auto element = [](QualType T) {
      if (const auto *P = T->getAs<PointerType>())
        return P->getPointeeType().getUnqualifiedType();
      if (const auto *Arr = dyn_cast<ArrayType>(T.getTypePtr()))
        return Arr->getElementType().getUnqualifiedType();
      return QualType();
    };
    if (element(Own).isNull() || element(Own) != element(Used)) {
      WhyNot = "`" + Base->getName().str() + "` is another view of `" + A.Name + "`";
      return std::nullopt;
    }
    return Base->getName().str();
  }
  WhyNot = "the region does not index `" + A.Name + "` through a variable the test sees";
  return std::nullopt;
}

} // namespace

std::vector<const TargetRegion *> guardedSpan(const FunctionModel &F, const TargetRegion &P,
                                              const TargetRegion &Q, bool HostStatementsMove) {
  std::vector<const TargetRegion *> Span;
  if (!P.Block || P.Block != Q.Block || P.IndexInBlock >= Q.IndexInBlock)
    return {};
  if (HostStatementsMove) {
    if (P.Wrapped || Q.Wrapped)
      return {};
    for (const TargetRegion &R : F.Regions)
      if (R.Block == P.Block && R.IndexInBlock > P.IndexInBlock &&
          R.IndexInBlock < Q.IndexInBlock)
        return {};
    auto Between = statementsBetween(P, Q);
    if (!std::all_of(Between.begin(), Between.end(), mayBeMovable))
      return {};
    return {&P, &Q};
  }
  for (const TargetRegion &R : F.Regions)
    if (R.Block == P.Block && R.IndexInBlock >= P.IndexInBlock &&
        R.IndexInBlock <= Q.IndexInBlock) {
      // The guard copies the statements from the producer through the
      // consumer; bare braces around one are not planned for.
      if (R.Wrapped)
        return {};
      Span.push_back(&R);
    }
  if (Span.size() != Q.IndexInBlock - P.IndexInBlock + 1)
    return {};
  return Span;
}

OverlapGuardResult overlapCheckFor(const FunctionModel &F, const TargetRegion &P,
                                   const TargetRegion &Q, const TargetRegion &Writer,
                                   const ArrayVariable &X, const ArrayVariable &Y,
                                   bool HostStatementsMove, const TargetRegion *Reader) {
  OverlapGuardResult Result;
  const TargetRegion &XRegion = Reader ? *Reader : P;
  if (!F.Decl || !X.Decl || !Y.Decl || !P.Directive || !Q.Directive) {
    Result.WhyNot = "the arrays are not known declarations";
    return Result;
  }
  // The test's macros must be free names: a file that uses one for
  // something else (a function named PARACODEX_NO_OVERLAP: the mutation
  // fuzzer's mutant 56) would not parse fused.
  for (const char *Name : {NoOverlapMacro, "PARACODEX_MIN", "PARACODEX_MAX"}) {
    auto Known = F.Decl->getASTContext().Idents.find(Name);
    if (Known != F.Decl->getASTContext().Idents.end() &&
        !Known->getValue()->hasMacroDefinition()) {
      Result.WhyNot = std::string("the file uses the name `") + Name +
                      "`, which the run-time check defines";
      return Result;
    }
  }
  if (P.Wrapped || Q.Wrapped) {
    Result.WhyNot = "a run-time check is not planned for regions inside braces or a loop of "
                    "their own";
    return Result;
  }
  std::vector<const TargetRegion *> Span = guardedSpan(F, P, Q, HostStatementsMove);
  if (Span.empty()) {
    Result.WhyNot = HostStatementsMove
                        ? "a run-time check needs the two regions in one block, parted by no "
                          "other region and by host statements that can run first only"
                        : "a run-time check needs the producer, the consumer and every "
                          "statement between them to be target regions of one block";
    return Result;
  }
  const SourceManager &SM = F.Decl->getASTContext().getSourceManager();
  for (const ArrayVariable *A : {&X, &Y}) {
    unsigned At = SM.getFileOffset(SM.getExpansionLoc(A->Decl->getLocation()));
    if (std::any_of(Span.begin(), Span.end(),
                    [&](const TargetRegion *R) { return R->Span.contains(At); })) {
      Result.WhyNot = "`" + A->Name + "` is declared inside a region (review reproducer "
                      "r8_exit3_local_ptr)";
      return Result;
    }
  }
  if (P.OverlapFallbackLine) {
    Result.WhyNot = "the regions are already the fallback of a run-time check";
    return Result;
  }
  // A device address (`is_device_ptr`) and a host one cannot be compared
  // (second review of session 25, guard_device_vs_host_ptr); two device
  // addresses can (ParaCodex's NAS CG, `omp_target_alloc`'d vectors).
  const TargetRegion *DeviceX = nullptr, *DeviceY = nullptr;
  for (const TargetRegion *R : Span)
    for (const std::string &Device : R->IsDevicePtr) {
      if (Device == X.Name)
        DeviceX = R;
      if (Device == Y.Name)
        DeviceY = R;
    }
  if (!DeviceX != !DeviceY) {
    const ArrayVariable &Device = DeviceX ? X : Y;
    const ArrayVariable &Host = DeviceX ? Y : X;
    Result.WhyNot = "`" + Device.Name + "` is a device address (line " +
                    std::to_string((DeviceX ? DeviceX : DeviceY)->Span.Line) + ") and `" +
                    Host.Name + "` a host one, which a test cannot compare";
    return Result;
  }
  auto First = accessRange(X, XRegion, Span, F, Result.WhyNot);
  if (!First)
    return Result;
  auto Second = accessRange(Y, Writer, Span, F, Result.WhyNot);
  if (!Second)
    return Result;
  auto FirstName = spelledIn(X, XRegion, Span, SM, Result.WhyNot);
  auto SecondName = spelledIn(Y, Writer, Span, SM, Result.WhyNot);
  if (!FirstName || !SecondName)
    return Result;
  Result.WhyNot.clear();
  Result.Check = OverlapCheck{*FirstName, First->first, First->second,
                              *SecondName, Second->first, Second->second};
  return Result;
}

} // namespace paracodex
