//===- PointWise.cpp - keep-store: what flows between the bodies stays in one iteration ===//
//
// A keep-store fusion runs the second body right after the first in each
// iteration of their shared parallel nest. That keeps the meaning only when
// no element written by one body is touched by the other at another
// iteration (in one region the other iteration may run before or after):
// an exact test on the two accesses' integer maps (AccessSets.h), for
// every pair of accesses to one array of which one writes. Two names for
// one memory would hide such a meeting, so arrays that meet a write must
// be proved apart (restrict, local storage, every call site) or tested
// apart at run time (OverlapGuard.h: the fused launch runs under the test,
// the two regions as written otherwise); calls, stores through unknown
// pointers and nested synchronisation may touch anything.
//
// The test compares split subscripts (`a[i*m + j + 1]` as [i][j + 1]),
// which say where the flat index goes only while each stays inside its
// row; and it takes a variable in a subscript for one value, which a
// variable either region assigns (its private copies) is not. Review 24
// broke both (ks02_flat_row_edge, ks04_private_off); C++ references bound
// inside a body hide stores from the model (ks11_cxx_ref_binding).
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/legality/AccessSets.h"
#include "passes/legality/IterationIndependence.h"
#include "passes/legality/Legality.h"
#include "passes/legality/OverlapGuard.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/DelinearizeAccesses.h"
#include "passes/model/Directives.h"
#include "passes/model/SymbolKey.h"

#include "clang/AST/Decl.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <map>
#include <optional>
#include <set>
#include <utility>

namespace paracodex {
namespace {

class PointWise final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "point-wise",
      "every element one region writes and the other touches is touched by both at the same "
      "iteration of their loop nest, through arrays proved apart from the others; neither "
      "region calls a function that may have effects, stores through a pointer paracodex "
      "cannot trace, or synchronises"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 215; }
  bool judges(CandidateKind K) const override { return K == CandidateKind::KeepStore; }
  void check(PairCheck &Pair) const override {
    bool Traced = true;
    for (const TargetRegion *R : {&Pair.P, &Pair.Q})
      Traced &= checkTraced(Pair, *R, R == &Pair.P ? "first" : "second");
    if (!Traced)
      return;
    unsigned Depth = parallelNestDepth(Pair.P);
    if (Depth == 0 || Depth != parallelNestDepth(Pair.Q))
      return; // same-iteration-space's refusal
    std::set<std::string> Assigned = ownedSymbols({&Pair.P, &Pair.Q});
    std::set<std::pair<ArrayId, ArrayId>> Refused, Guarded;
    for (const ArrayAccess &X : Pair.P.Accesses)
      for (const ArrayAccess &Y : Pair.Q.Accesses) {
        if (!X.isWrite() && !Y.isWrite())
          continue;
        if (Refused.count({X.Array, Y.Array}))
          continue;
        // Two views of one buffer (`double (*A)[m]` and `double (*B)[m + 1]`
        // of one pointer) split subscripts by different rows: [i][j] is not
        // one element in both (review 24, b20_vla_views).
        if (X.Array == Y.Array && X.Expr && Y.Expr && baseVariable(X.Expr) != baseVariable(Y.Expr)) {
          Refused.insert({X.Array, Y.Array});
          Pair.refuse(Info, "`" + X.Text + "` (line " + lineOf(X.Loc) + ") and `" + Y.Text +
                                "` (line " + lineOf(Y.Loc) + ") reach " + quoted(X.Array) +
                                " through different names, which may split it differently");
          continue;
        }
        if (X.Array != Y.Array) {
          const ArrayVariable *AX = Pair.F.array(X.Array);
          const ArrayVariable *AY = Pair.F.array(Y.Array);
          // Real code rarely says `restrict`; every call may (CallSiteAliasing.h).
          ApartProof Proof = provedApart(AX, AY);
          if (Proof.Apart) {
            if (Proof.ByCallSites)
              Pair.fact(Info, Proof.Why);
            continue;
          }
          std::string CallSites = Proof.Why.empty() ? "" : " (" + Proof.Why + ")";
          // What no proof gives, the program can test before the first
          // region: the fused launch runs only when the elements the first
          // touches of one and the second of the other do not overlap.
          std::string NoCheck;
          if (AX && AY && AX->Decl && AY->Decl && AX->Decl != AY->Decl) {
            if (Guarded.count({X.Array, Y.Array}))
              continue;
            OverlapGuardResult Guard =
                overlapCheckFor(Pair.F, Pair.P, Pair.Q, Pair.Q, *AX, *AY,
                                /*HostStatementsMove=*/true);
            // The fused directive carries both regions' map clauses: a
            // section of one array may overlap the other's where the
            // elements the bodies touch do not, and libomptarget refuses
            // such a mapping (review of session 25,
            // map_sections_overlap_in_fused).
            for (const TargetRegion *R : {&Pair.P, &Pair.Q})
              for (const MapEntry &Map : R->Maps)
                if (Guard.Check && (Map.Array == X.Array || Map.Array == Y.Array)) {
                  Guard.Check.reset();
                  Guard.WhyNot = "the region at line " + lineOf(R->Span) + " maps " +
                                 quoted(Map.Array) +
                                 " itself, and the fused directive would map sections of both "
                                 "arrays, which may overlap where the elements the regions "
                                 "touch do not";
                }
            if (Guard.Check) {
              Guarded.insert({X.Array, Y.Array});
              Pair.C.OverlapChecks.push_back(*Guard.Check);
              Pair.fact(Info, quoted(X.Array) + " and " + quoted(Y.Array) +
                                  " may share memory" + CallSites +
                                  ": the fused region runs only when the elements the first "
                                  "region touches of " + quoted(X.Array) +
                                  " and those the second touches of " + quoted(Y.Array) +
                                  " do not overlap, tested at run time from the loop bounds; "
                                  "otherwise the original regions run");
              continue;
            }
            NoCheck = "; no run-time check either: " + Guard.WhyNot;
          }
          Refused.insert({X.Array, Y.Array});
          Pair.refuse(Info, quoted(X.Array) + " (line " + lineOf(X.Loc) + ") and " +
                                quoted(Y.Array) + " (line " + lineOf(Y.Loc) +
                                ") may be the same memory, and one of the regions writes it" +
                                CallSites + NoCheck);
          continue;
        }
        if (std::string Why = whyNotComparable(Pair.F, X, Pair.P, Assigned) +
                              whyNotComparable(Pair.F, Y, Pair.Q, Assigned);
            !Why.empty()) {
          Refused.insert({X.Array, Y.Array});
          Pair.refuse(Info, "paracodex cannot tell which iterations `" + X.Text + "` (line " +
                                lineOf(X.Loc) + ") and `" + Y.Text + "` (line " +
                                lineOf(Y.Loc) + ") touch: " + Why);
          continue;
        }
        IterationOverlap Overlap = overlapAcrossIterations(Pair.P, X, Pair.Q, Y, Depth);
        if (Overlap.Result == IterationOverlap::SameIterationOnly)
          continue;
        Refused.insert({X.Array, Y.Array});
        std::string Both = "`" + X.Text + "` (line " + lineOf(X.Loc) + ") and `" + Y.Text +
                           "` (line " + lineOf(Y.Loc) + ")";
        if (Overlap.Result == IterationOverlap::OtherIterations)
          Pair.refuse(Info, Both + " touch one element of " + quoted(X.Array) +
                                " at different iterations" +
                                (Overlap.Detail.empty() ? "" : " (" + Overlap.Detail + ")") +
                                ": in one region their order is not kept");
        else
          Pair.refuse(Info, "paracodex cannot tell which iterations " + Both +
                                " touch: " + Overlap.Detail);
      }
    testSecondArrays(Pair);
  }

private:
  /// The launch-shape clauses of \p R (num_teams, num_threads, ...), by
  /// kind, as written.
  static std::map<unsigned, std::string> launchShape(const TargetRegion &R,
                                                     const clang::ASTContext &Context) {
    std::map<unsigned, std::string> Shape;
    const clang::SourceManager &SM = Context.getSourceManager();
    for (const auto *D : collectNodes<clang::OMPExecutableDirective>(R.Directive))
      for (const clang::OMPClause *C : D->clauses()) {
        if (!C || !shapesLaunch(C->getClauseKind()))
          continue;
        Shape[static_cast<unsigned>(C->getClauseKind())] += clang::Lexer::getSourceText(
                                         clang::CharSourceRange::getTokenRange(
                                             SM.getExpansionRange(C->getBeginLoc()).getBegin(),
                                             SM.getExpansionRange(C->getEndLoc()).getEnd()),
                                         SM, Context.getLangOpts())
                                         .str() +
                                     ";";
      }
    return Shape;
  }

  /// The fused launch runs the second body in the first's shape (clause
  /// merging); a body whose iterations are independent computes the same
  /// in any shape, but only when its own arrays are apart (silu's tail,
  /// whose `x` and `out` come through a function pointer: nothing proves
  /// them apart). Those the pair's facts leave unproved are tested at run
  /// time beside the pair's other tests.
  static void testSecondArrays(PairCheck &Pair) {
    const TargetRegion &P = Pair.P, &Q = Pair.Q;
    if (!Pair.C.legal() || !P.Directive || !Q.Directive || !Pair.F.Decl)
      return;
    const clang::ASTContext &Context = Pair.F.Decl->getASTContext();
    if (launchShape(P, Context) == launchShape(Q, Context))
      return;
    if (dependenceAcrossIterations(Pair.F, Q).empty() ||
        !dependenceAcrossIterations(Pair.F, Q, /*ProveArraysApart=*/false).empty())
      return; // nothing to test, or more than arrays to prove
    std::vector<OverlapCheck> Checks;
    std::set<std::pair<ArrayId, ArrayId>> Seen;
    for (const ArrayAccess &X : Q.Accesses)
      for (const ArrayAccess &Y : Q.Accesses) {
        if (X.Array == Y.Array || !Y.isWrite() || !Seen.insert({X.Array, Y.Array}).second ||
            Seen.count({Y.Array, X.Array}))
          continue;
        const ArrayVariable *AX = Pair.F.array(X.Array), *AY = Pair.F.array(Y.Array);
        if (provedApart(AX, AY).Apart)
          continue;
        if (!AX || !AY || !AX->Decl || !AY->Decl || AX->Decl == AY->Decl)
          return;
        for (const MapEntry &Map : Q.Maps)
          if (Map.Array == X.Array || Map.Array == Y.Array)
            return; // the fused directive would map sections of both
        OverlapGuardResult Guard = overlapCheckFor(Pair.F, P, Q, Q, *AX, *AY,
                                                   /*HostStatementsMove=*/true, /*Reader=*/&Q);
        if (!Guard.Check)
          return; // clause merging refuses, with dependenceAcrossIterations's reason
        Checks.push_back(*Guard.Check);
      }
    if (Checks.empty())
      return;
    Pair.C.OverlapChecks.insert(Pair.C.OverlapChecks.end(), Checks.begin(), Checks.end());
    Pair.C.SecondArraysTested = true;
    Pair.fact(Info, "the regions ask for different launch shapes, and the second body computes "
                    "the same in the first's when its own arrays are apart: the fused region "
                    "runs only when a run-time test finds them so");
  }

  /// Whether every access of \p R is one the model traced; refuses for each
  /// that is not.
  static bool checkTraced(PairCheck &Pair, const TargetRegion &R, const char *Which) {
    std::string Region = std::string("the ") + Which + " region";
    size_t Before = Pair.C.Refusals.size();
    for (const std::string &Call : R.Calls)
      Pair.refuse(Info, Region + " calls " + Call + ", which may touch memory the other uses");
    for (const std::string &Store : R.UnknownWrites)
      Pair.refuse(Info, Region + " stores through " + Store);
    for (const std::string &Read : R.UnknownReads)
      Pair.refuse(Info, Region + " reads through " + Read + ", which may be anywhere");
    for (const auto &[Array, How] : R.Escapes)
      Pair.refuse(Info, Region + " hands " + quoted(Array) + " on (" + How + ")");
    for (const std::string &Effect : R.SideEffects)
      if (Effect.rfind("has `#pragma omp", 0) == 0)
        Pair.refuse(Info, Region + " " + Effect + ", which orders its iterations");
    if (R.Directive)
      for (const clang::VarDecl *V : collectNodes<clang::VarDecl>(R.Directive))
        if (V->getType()->isReferenceType()) {
          Pair.refuse(Info, Region + " binds the reference `" + V->getName().str() +
                                "`, through which it may store what paracodex does not see");
          break;
        }
    return Pair.C.Refusals.size() == Before;
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(PointWise)
