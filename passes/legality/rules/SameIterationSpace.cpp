//===- SameIterationSpace.cpp - side by side: one loop nest holds both ----===//
//
// A horizontal or keep-store fusion runs both bodies in one loop nest. Two
// nests of the same depth whose loops cover different ranges
// (CloverLeaf's zero-fills over `xrange` and `xrange + 1`, CG's `naa` and
// `lastcol - firstcol + 1`) still fit one nest: the fused loops run over
// the smallest box holding both, and each body runs only where its own
// loop ran, tested on the loop variables with its own bounds. That keeps
// the meaning when every element the two bodies share is touched at the
// same value of the loop variables (point-wise and independent judge
// that, on each region's own ranges), when each loop steps by 1 (a box of
// steps by 2 from 0 and from 1 would hold values neither loop takes), when
// the bounds of a loop that differs depend on no loop variable (the box
// of two triangles is no rectangle a collapsed nest can run), and when no
// clause depends on which iterations run: `lastprivate` and `linear` take
// their value from the last iteration or the iteration's number, which
// the box changes; `ordered` and an `inscan` reduction's `scan` must stand
// in the loop body itself, not under a body's test. The box is computed by `?:` on the bounds converted to
// the loop variable's type, so each loop's test must compare in that type
// (an `int` bound of a `size_t` loop does; a `long` bound of an `int` loop
// does not).
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/legality/IterationIndependence.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/LoopParser.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"


namespace paracodex {
namespace {

class SameIterationSpace final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "same-iteration-space",
      "both regions run loop nests of one depth; where their ranges differ, each loop steps "
      "by 1, its bounds depend on no loop variable and keep their values when compared, "
      "and neither region has a lastprivate or linear clause"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 210; }
  bool judges(CandidateKind K) const override { return sideBySide(K); }
  void check(PairCheck &Pair) const override {
    auto NA = nest(Pair.P), NB = nest(Pair.Q);
    std::string Both = "the regions at lines " + lineOf(Pair.P.Span) + " and " +
                       lineOf(Pair.Q.Span);
    bool Comparable = NA.size() == NB.size() && !NA.empty();
    for (size_t I = 0; Comparable && I < NA.size(); ++I)
      Comparable = NA[I]->BoundsAffine && NB[I]->BoundsAffine;
    if (!Comparable) {
      Pair.refuse(Info, Both + " do not iterate over the same loop nest");
      return;
    }
    std::vector<size_t> Differ;
    for (size_t I = 0; I < NA.size(); ++I)
      if (!sameRange(*NA[I], *NB[I]))
        Differ.push_back(I);
    // A simd loop's variable is linear (or lastprivate): declared outside
    // the loop, it holds the last iteration's value after the region. The
    // fused nest ends elsewhere where the ranges differ, and a second loop
    // renamed to the first's variable leaves its own unset (review 33).
    for (size_t I = 0; I < NA.size(); ++I)
      for (const auto &[R, L] : {std::pair(&Pair.P, NA[I]), std::pair(&Pair.Q, NB[I])})
        if (isSimd(*R) && !llvm::isa_and_nonnull<clang::DeclStmt>(L->Stmt->getInit()) &&
            (!sameRange(*NA[I], *NB[I]) || NA[I]->Name != NB[I]->Name)) {
          Pair.refuse(Info, Both + " are simd loops, and `" + L->Name + "` (line " +
                                lineOf(L->Span) +
                                ") is declared outside its loop: its last value comes back "
                                "from the region, and would be another one's after fusion");
          return;
        }
    if (Differ.empty())
      return;
    if (std::string Why = boxRefusal(Pair, NA, NB, Differ); !Why.empty()) {
      Pair.refuse(Info, Both + " iterate over different ranges, and " + Why);
      return;
    }
    std::string Loops;
    for (size_t I : Differ)
      Loops += std::string(Loops.empty() ? "" : ", ") + "`" + NA[I]->Name + "`";
    Pair.fact(Info, Both + " iterate over different ranges (" + Loops +
                        "): the fused nest runs over the smallest box holding both, and each "
                        "body runs only where its own loops ran");
  }

private:
  static std::vector<const LoopInfo *> nest(const TargetRegion &R) {
    std::vector<const LoopInfo *> N;
    for (const LoopInfo &L : R.Loops)
      if (L.InCollapsedNest)
        N.push_back(&L);
    return N;
  }

  static bool isSimd(const TargetRegion &R) {
    if (!R.Directive)
      return false;
    for (const clang::OMPExecutableDirective *D :
         collectNodes<clang::OMPExecutableDirective>(R.Directive))
      if (clang::isOpenMPSimdDirective(D->getDirectiveKind()))
        return true;
    return false;
  }

  /// Whether the loop's test `v < Bound` compares in the type of the loop
  /// variable \p Var (C's usual arithmetic conversions give \p Var's type),
  /// so that the bound converted to that type, as the box's `?:` takes it,
  /// keeps the meaning of the test as written: a `size_t` loop's `int`
  /// bound is compared as `size_t` either way, an `int` loop's `long` or
  /// `unsigned` bound is not.
  static bool keepsValue(const clang::Expr *Bound, clang::QualType Var,
                         const clang::ASTContext &Ctx) {
    const clang::Expr *Bare = Bound->IgnoreParenImpCasts();
    clang::QualType T = Bare->getType();
    if (Bare->isValueDependent() || !T->isIntegerType() || !Var->isIntegerType() ||
        Ctx.getIntWidth(Var) < Ctx.getIntWidth(Ctx.IntTy))
      return false;
    if (auto Value = Bare->getIntegerConstantExpr(Ctx))
      return Value->isNonNegative() && Value->getActiveBits() < 31;
    if (T->isSignedIntegerType() == Var->isSignedIntegerType() || !Var->isSignedIntegerType())
      return Ctx.getIntWidth(T) <= Ctx.getIntWidth(Var);
    return Ctx.getIntWidth(T) < Ctx.getIntWidth(Var);
  }

  /// Whether a signed variable counting up by one from a constant that is
  /// not negative, tested against an unsigned bound (`int i = 0; i <
  /// count` with `unsigned long count`: HeCBench's QTC), has a test the
  /// cast keeps: each test converts a value that is not negative, so it
  /// compares exactly; and a bound beyond the variable's type would have
  /// it overflow first, which a program without undefined behaviour never
  /// does, so the bound fits the type and the cast keeps its value. (Not a
  /// signed wider bound: a negative one stops the loop at once, and its
  /// cast may be positive.)
  static bool fitsOrOverflows(const LoopLimits &Limits, clang::QualType Var,
                              const clang::ASTContext &Ctx) {
    const clang::Expr *Bound = Limits.Bound->IgnoreParenImpCasts();
    if (!Var->isSignedIntegerType() || Bound->isValueDependent() ||
        !Bound->getType()->isUnsignedIntegerType() || Limits.Start->isValueDependent())
      return false;
    auto Start = Limits.Start->IgnoreParenImpCasts()->getIntegerConstantExpr(Ctx);
    return Start && Start->isNonNegative() && Start->getActiveBits() < 31;
  }

  /// Whether \p R deals its iterations in chunks of a size it gives.
  static bool hasChunk(const TargetRegion &R) {
    if (!R.Directive)
      return false;
    for (const clang::OMPExecutableDirective *D :
         collectNodes<clang::OMPExecutableDirective>(R.Directive))
      for (const clang::OMPClause *C : D->clauses()) {
        if (const auto *S = llvm::dyn_cast_or_null<clang::OMPScheduleClause>(C); S && S->getChunkSize())
          return true;
        if (const auto *S = llvm::dyn_cast_or_null<clang::OMPDistScheduleClause>(C);
            S && S->getChunkSize())
          return true;
      }
    return false;
  }

  /// Why the loops \p Differ of the two nests cannot share one box; empty
  /// when they can.
  static std::string boxRefusal(const PairCheck &Pair, const std::vector<const LoopInfo *> &NA,
                                const std::vector<const LoopInfo *> &NB,
                                const std::vector<size_t> &Differ) {
    for (size_t I : Differ) {
      for (const LoopInfo *L : {NA[I], NB[I]}) {
        std::string Loop = "the loop over `" + L->Name + "` at line " + lineOf(L->Span);
        if (L->Step != 1)
          return Loop + " steps by " + std::to_string(L->Step) +
                 ", so the box of both ranges would hold values it does not take";
        for (const auto *Nest : {&NA, &NB})
          for (const LoopInfo *Outer : *Nest)
            if (L->Lower.mentions(Outer->Var) || L->Last.mentions(Outer->Var))
              return Loop + " has bounds that depend on the loop variable `" + Outer->Name +
                     "`, so no one box holds both nests";
        LoopLimits Limits = loopLimits(L->Stmt);
        const clang::VarDecl *Var = loopVariable(L->Stmt);
        if (!Limits.Start || !Var)
          return Loop + " is not written as `i = a; i < b` or `i <= b`";
        for (const clang::Expr *E : {Limits.Start, Limits.Bound})
          if (!keepsValue(E, Var->getType(), Var->getASTContext()) &&
              !(E == Limits.Bound && fitsOrOverflows(Limits, Var->getType(), Var->getASTContext())))
            return Loop + " compares its variable with a bound in the bound's type, not the "
                          "variable's, which the box of both ranges cannot keep";
      }
      const clang::VarDecl *VA = loopVariable(NA[I]->Stmt), *VB = loopVariable(NB[I]->Stmt);
      if (!VA->getASTContext().hasSameType(VA->getType().getUnqualifiedType(),
                                           VB->getType().getUnqualifiedType()))
        return "the loop variables `" + NA[I]->Name + "` and `" + NB[I]->Name +
               "` have different types";
    }
    // The box deals iterations to threads anew: a body whose threads carry
    // values from one of their iterations to the next (a `private`
    // scalar: review 35, box_private_chunk) would see other iterations
    // before it. Through an array element such a dependence is well
    // defined only inside chunks the program fixes (`schedule(static,
    // 500)`), whose bounds the box moves: there the arrays too must not
    // meet at different iterations. (Two names for one array are left to
    // the original's own races. A floating-point reduction may round
    // otherwise in the box: which iterations a thread sums and the order
    // partial results combine in are unspecified in the original too, so
    // the fused result is one the original allows; review 35b.)
    bool Chunked = hasChunk(Pair.P) || hasChunk(Pair.Q);
    for (const TargetRegion *R : {&Pair.P, &Pair.Q}) {
      std::string Why = Chunked ? dependenceAcrossIterations(Pair.F, *R, /*ProveArraysApart=*/false)
                                : carriedOutsideArrays(*R);
      if (!Why.empty())
        return "the region at line " + lineOf(R->Span) +
               " may carry values between its iterations, which the box deals to threads "
               "anew: " + Why;
    }
    for (const TargetRegion *R : {&Pair.P, &Pair.Q}) {
      if (!R->Directive)
        continue;
      for (const clang::OMPExecutableDirective *D :
           collectNodes<clang::OMPExecutableDirective>(R->Directive))
        for (const clang::OMPClause *C : D->clauses()) {
          const auto *Reduction = llvm::dyn_cast_or_null<clang::OMPReductionClause>(C);
          const char *Name = llvm::isa_and_nonnull<clang::OMPLastprivateClause>(C) ? "lastprivate"
                             : llvm::isa_and_nonnull<clang::OMPLinearClause>(C)    ? "linear"
                             : llvm::isa_and_nonnull<clang::OMPOrderedClause>(C)   ? "ordered"
                             : Reduction && Reduction->getModifier() == clang::OMPC_REDUCTION_inscan
                                 ? "reduction(inscan, ...)"
                                 : nullptr;
          if (Name)
            return "the region at line " + lineOf(R->Span) + " has the clause `" + Name +
                   "`, whose meaning depends on which iterations run";
        }
    }
    return "";
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(SameIterationSpace)
