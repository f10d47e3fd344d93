//===- CopyChain.cpp ------------------------------------------------------===//
#include "passes/legality/CopyChain.h"

#include "passes/model/Delinearize.h"
#include "passes/model/LoopParser.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace paracodex {

namespace {

using namespace clang;

/// A dimension's interval of one access over its region's loops.
struct Interval {
  AffineExpr Lo, Hi;
};


/// The loop variables of \p R that \p E mentions.
std::vector<std::string> loopVarsIn(const TargetRegion &R, const AffineExpr &E) {
  std::vector<std::string> Vars;
  for (const LoopInfo &L : R.Loops)
    if (E.mentions(L.Var))
      Vars.push_back(L.Var);
  return Vars;
}

/// The interval \p E spans over \p R's loops when it is an invariant or
/// one loop variable plus an invariant.
std::optional<Interval> intervalOf(const TargetRegion &R, const AffineExpr &E) {
  std::vector<std::string> Vars = loopVarsIn(R, E);
  if (Vars.empty())
    return Interval{E, E};
  if (Vars.size() != 1 || E.coefficientOf(Vars[0]) != 1)
    return std::nullopt;
  AffineExpr Rest = E - AffineExpr::symbol(Vars[0]);
  if (Rest.mentions(Vars[0]))
    return std::nullopt;
  const LoopInfo *L = R.loop(Vars[0]);
  return Interval{L->Lower + Rest, L->Last + Rest};
}

/// Why \p R is not a copy region; empty when it is one (then \p Out holds
/// its statements, subscripts not yet split).
std::string copyRegionOf(const TargetRegion &R, CopyRegion &Out) {
  const auto *D = R.Directive;
  if (!D || (D->getDirectiveKind() != llvm::omp::OMPD_target_teams_distribute_parallel_for &&
             D->getDirectiveKind() != llvm::omp::OMPD_target_teams_loop))
    return "it is not a `target teams distribute parallel for` or `target teams loop` region";
  // A label on the region (a `goto` target) would go with its text.
  if (!R.Block || R.IndexInBlock >= R.Block->size() ||
      R.Block->body_begin()[R.IndexInBlock] != D)
    return "it is not a plain statement of its block (a label, say)";
  if (R.Loops.empty() || R.Loops.size() != R.Collapse ||
      !std::all_of(R.Loops.begin(), R.Loops.end(), [](const LoopInfo &L) {
        return L.Perfect && L.InCollapsedNest && L.Step == 1 && L.BoundsAffine && L.Stmt;
      }))
    return "its loops are not one collapsed nest of unit-step loops with nothing else inside";
  for (const LoopInfo &L : R.Loops)
    if (!loopVarsIn(R, L.Lower).empty() || !loopVarsIn(R, L.Last).empty())
      return "the bounds of `" + L.Name + "` depend on another of its loops";
  for (const OMPClause *C : D->clauses())
    if (!C->isImplicit() && C->getClauseKind() != llvm::omp::OMPC_collapse &&
        C->getClauseKind() != llvm::omp::OMPC_map)
      return "its `" + std::string(llvm::omp::getOpenMPClauseName(C->getClauseKind())) +
             "` clause has no place in a merged region";
  if (R.NoWait || R.HasDepend || !R.Reductions.empty() || !R.SideEffects.empty() ||
      !R.ControlFlow.empty() || !R.Escapes.empty() || !R.UnknownWrites.empty() ||
      !R.Calls.empty() || !R.Bindings.empty())
    return "its body does more than copy elements";
  // The collapsed loops' variables are private to the region; any other
  // scalar it writes is not a copy of elements.
  for (const VarDecl *V : R.ScalarWrites)
    if (!std::any_of(R.Loops.begin(), R.Loops.end(),
                     [&](const LoopInfo &L) { return loopVariable(L.Stmt) == V; }))
      return "it writes the scalar `" + V->getName().str() + "`";

  std::vector<const Stmt *> Statements;
  if (const auto *Block = llvm::dyn_cast_or_null<CompoundStmt>(R.InnermostBody))
    Statements.assign(Block->body_begin(), Block->body_end());
  else if (R.InnermostBody)
    Statements.push_back(R.InnermostBody);
  if (Statements.empty() || R.Accesses.size() != 2 * Statements.size())
    return "its body does more than copy elements";
  for (const Stmt *S : Statements) {
    const auto *Copy = llvm::dyn_cast<BinaryOperator>(S);
    if (!Copy || Copy->getOpcode() != BO_Assign)
      return "its body holds a statement other than `A[dst] = A[src];`";
    const Expr *From = Copy->getRHS()->IgnoreParenImpCasts();
    CopyStatement One;
    One.Statement = S;
    for (const ArrayAccess &A : R.Accesses) {
      if (A.Kind == AccessKind::Write && A.Assignment == Copy)
        One.Destination = &A;
      else if (A.Kind == AccessKind::Read && A.Expr == From)
        One.Source = &A;
    }
    if (!One.Destination || !One.Source || One.Destination->Array != One.Source->Array)
      return "its body holds a statement other than a copy within one array";
    for (const ArrayAccess *A : {One.Destination, One.Source})
      if (!A->Affine || !A->FlatIndex || !A->Expr ||
          !llvm::isa<ArraySubscriptExpr>(A->Expr->IgnoreParens()))
        return "`" + A->Text + "` is not a flat, affine subscript of a named array";
    Out.Statements.push_back(One);
  }
  const ArrayId &Array = Out.Statements[0].Destination->Array;
  for (const CopyStatement &S : Out.Statements)
    if (S.Destination->Array != Array)
      return "it copies within more than one array";
  Out.Region = &R;
  return {};
}

AffineExpr productOf(const Monomial &M) {
  AffineExpr P = AffineExpr::constant(1);
  for (const std::string &S : M)
    P = P * AffineExpr::symbol(S);
  return P;
}

bool divides(const Monomial &Stride, const Monomial &M) {
  return std::includes(M.begin(), M.end(), Stride.begin(), Stride.end());
}

Monomial quotient(const Monomial &M, const Monomial &Stride) {
  Monomial Q;
  std::set_difference(M.begin(), M.end(), Stride.begin(), Stride.end(), std::back_inserter(Q));
  return Q;
}

/// \p Index split along \p Chain: each term goes to the outermost stride
/// dividing it; then an inner subscript that is always negative borrows
/// one from the next dimension out (`(i3*n2 + n2 - 2)*n1` splits as
/// [i3 + 1][-2] and becomes [i3][n2 - 2]). Nothing when the parts do
/// not add back up to \p Index.
std::optional<std::vector<AffineExpr>> splitIndex(const TargetRegion &R, const AffineExpr &Index,
                                                  const std::vector<Monomial> &Chain) {
  std::vector<AffineExpr> Parts(Chain.size());
  for (const auto &[M, Coefficient] : Index.terms()) {
    size_t D = 0;
    while (D < Chain.size() && !divides(Chain[D], M))
      ++D;
    if (D == Chain.size())
      return std::nullopt;
    Parts[D].addTerm(quotient(M, Chain[D]), Coefficient);
  }
  for (size_t D = Chain.size() - 1; D > 0; --D) {
    std::optional<Interval> I = intervalOf(R, Parts[D]);
    std::optional<int64_t> Below = I ? (AffineExpr::constant(-1) - I->Hi).asConstant() : std::nullopt;
    if (Below && *Below >= 0) {
      Parts[D] = Parts[D] + productOf(quotient(Chain[D - 1], Chain[D]));
      Parts[D - 1] = Parts[D - 1] - AffineExpr::constant(1);
    }
  }
  AffineExpr Back;
  for (size_t D = 0; D < Chain.size(); ++D)
    Back = Back + Parts[D] * productOf(Chain[D]);
  if (Back != Index)
    return std::nullopt;
  return Parts;
}

/// The facts of one chain, gathered as clauses "some atom E >= 0". A
/// clause a constant atom proves is dropped; so is an atom that is
/// negative at every sampled size (a stronger test is still sound: it can
/// only send more runs to the fallback), and a clause whose atoms are all
/// gone refutes the chain.
class Facts {
public:
  /// Adds "some E of \p Atoms >= 0"; false when it is refuted.
  bool require(const std::vector<AffineExpr> &Atoms) {
    RunTimeClause Open;
    for (const AffineExpr &A : Atoms) {
      std::optional<int64_t> C = A.asConstant();
      if (C && *C >= 0)
        return true;
      if (!C && !negativeWhenSampled(A) &&
          std::find(Open.begin(), Open.end(), A) == Open.end())
        Open.push_back(A);
    }
    if (Open.empty())
      return false;
    Clauses.push_back(Open);
    return true;
  }

  /// The clauses left once implied ones are dropped: a one-atom clause
  /// L + c >= 0 implies every atom L + c' >= 0 with c' >= c, so a clause
  /// holding such an atom, or a weaker one-atom clause, goes.
  std::vector<RunTimeClause> simplified() const {
    auto Split = [](const AffineExpr &E) {
      int64_t C = E.terms().count({}) ? E.terms().at({}) : 0;
      return std::make_pair(E - AffineExpr::constant(C), C);
    };
    std::vector<std::pair<AffineExpr, int64_t>> Units;
    for (const RunTimeClause &C : Clauses)
      if (C.size() == 1)
        Units.push_back(Split(C[0]));
    auto Implied = [&](const AffineExpr &Atom, const RunTimeClause *Self) {
      auto [Linear, Constant] = Split(Atom);
      for (size_t U = 0; U < Units.size(); ++U) {
        bool Same = Self && Self->size() == 1 && Split((*Self)[0]) == Units[U];
        if (!Same && Units[U].first == Linear && Units[U].second <= Constant)
          return true;
      }
      return false;
    };
    std::vector<RunTimeClause> Out;
    for (const RunTimeClause &C : Clauses) {
      bool Redundant = false;
      for (const AffineExpr &A : C)
        Redundant = Redundant || Implied(A, &C);
      if (!Redundant && std::find(Out.begin(), Out.end(), C) == Out.end())
        Out.push_back(C);
    }
    return Out;
  }

private:
  /// Whether \p A is negative at each of 16 sizes from 4 to 32 (every
  /// symbol drawn independently).
  static bool negativeWhenSampled(const AffineExpr &A) {
    for (unsigned Sample = 0; Sample < 16; ++Sample) {
      unsigned Seed = Sample * 2654435761u + 12345u;
      AffineExpr At = A;
      for (const std::string &S : A.symbols()) {
        Seed = Seed * 1103515245u + 12345u;
        At = At.substitute(S, AffineExpr::constant(4 + (Seed >> 16) % 29));
      }
      std::optional<int64_t> C = At.asConstant();
      if (!C || *C >= 0)
        return false;
    }
    return true;
  }

  std::vector<RunTimeClause> Clauses;
};

/// Per dimension, the interval of \p Coords over \p R's loops.
std::optional<std::vector<Interval>> boxOf(const TargetRegion &R,
                                           const std::vector<AffineExpr> &Coords) {
  std::vector<Interval> Box;
  for (const AffineExpr &C : Coords) {
    std::optional<Interval> I = intervalOf(R, C);
    if (!I)
      return std::nullopt;
    Box.push_back(*I);
  }
  return Box;
}

/// "The boxes are apart in some dimension", as atoms.
std::vector<AffineExpr> apart(const std::vector<Interval> &A, const std::vector<Interval> &B) {
  std::vector<AffineExpr> Atoms;
  for (size_t D = 0; D < A.size(); ++D) {
    Atoms.push_back(B[D].Lo - A[D].Hi - AffineExpr::constant(1));
    Atoms.push_back(A[D].Lo - B[D].Hi - AffineExpr::constant(1));
  }
  return Atoms;
}

std::string lineOf(const TargetRegion &R) { return std::to_string(R.Span.Line); }

/// Splits the subscripts of \p Regions and checks the chain; the reason
/// it fails, or empty (then \p Chain is complete).
std::string checkChain(std::vector<CopyRegion> Regions, CopyChain &Chain) {
  std::set<Monomial> Strides;
  for (const CopyRegion &C : Regions) {
    std::set<std::string> Vars;
    for (const LoopInfo &L : C.Region->Loops)
      Vars.insert(L.Var);
    for (const CopyStatement &S : C.Statements)
      for (const ArrayAccess *A : {S.Destination, S.Source}) {
        auto Found = collectStrides(*A->FlatIndex, Vars);
        if (!Found)
          return "`" + A->Text + "` multiplies two loop variables";
        Strides.insert(Found->begin(), Found->end());
      }
  }
  auto Ordered = orderStrideChain(Strides);
  if (!Ordered)
    return "the subscripts of `" + Regions[0].Statements[0].Destination->Array.name() +
           "` do not split into dimensions";
  const std::vector<Monomial> &Order = *Ordered;
  for (CopyRegion &C : Regions)
    for (CopyStatement &S : C.Statements) {
      auto To = splitIndex(*C.Region, *S.Destination->FlatIndex, Order);
      auto From = splitIndex(*C.Region, *S.Source->FlatIndex, Order);
      if (!To || !From)
        return "`" + S.Destination->Text + "` does not split into dimensions";
      S.To = *To;
      S.From = *From;
    }

  // The merged region declares every region's loop variables in that
  // region's branch, and forwarding carries one region's bounds and fixed
  // subscripts into another's branch: a size spelled like a loop variable
  // of the chain (or one that is a loop variable of another region, as a
  // variable declared once and reused can be) would be captured there.
  std::set<std::string> LoopKeys, LoopNames;
  for (const CopyRegion &C : Regions)
    for (const LoopInfo &L : C.Region->Loops) {
      LoopKeys.insert(L.Var);
      LoopNames.insert(L.Name);
    }
  for (const CopyRegion &C : Regions) {
    std::set<std::string> Own;
    for (const LoopInfo &L : C.Region->Loops)
      Own.insert(L.Var);
    std::vector<AffineExpr> Invariant;
    for (const LoopInfo &L : C.Region->Loops) {
      Invariant.push_back(L.Lower);
      Invariant.push_back(L.Last);
    }
    for (const CopyStatement &S : C.Statements)
      for (const std::vector<AffineExpr> *Coords : {&S.To, &S.From})
        Invariant.insert(Invariant.end(), Coords->begin(), Coords->end());
    for (const AffineExpr &E : Invariant)
      for (const std::string &Symbol : E.symbols()) {
        if (Own.count(Symbol))
          continue;
        std::string Name = AffineExpr::spelling(Symbol);
        if (LoopKeys.count(Symbol) || LoopNames.count(Name))
          return "`" + Name + "` is a size or offset in the region at line " + lineOf(*C.Region) +
                 " and a loop variable of the chain";
        if (Name.find(':') != std::string::npos)
          return "`" + Name + "` is a qualified name";
      }
  }

  Facts Need;
  // Boxes, and each destination one element per iteration.
  struct Boxes {
    std::vector<Interval> To, From;
    size_t Region;
    const CopyStatement *Statement;
  };
  std::vector<Boxes> All;
  for (size_t J = 0; J < Regions.size(); ++J) {
    const TargetRegion &R = *Regions[J].Region;
    for (const CopyStatement &S : Regions[J].Statements) {
      auto To = boxOf(R, S.To), From = boxOf(R, S.From);
      if (!To || !From)
        return "`" + S.Destination->Text + " = " + S.Source->Text +
               "` has a subscript that is not a loop variable plus an invariant";
      for (const LoopInfo &L : R.Loops) {
        size_t Uses = 0;
        for (const AffineExpr &C : S.To)
          Uses += C.mentions(L.Var);
        if (Uses != 1)
          return "`" + S.Destination->Text + "` does not name one element per iteration of `" +
                 L.Name + "`";
      }
      All.push_back({*To, *From, J, &S});
    }
  }
  // Each inner subscript within its dimension.
  for (const Boxes &B : All)
    for (const std::vector<Interval> *Box : {&B.To, &B.From})
      for (size_t D = 1; D < Order.size(); ++D) {
        AffineExpr Extent = productOf(quotient(Order[D - 1], Order[D]));
        if (!Need.require({(*Box)[D].Lo}) ||
            !Need.require({Extent - AffineExpr::constant(1) - (*Box)[D].Hi}))
          return "a subscript of `" + B.Statement->Destination->Text + " = " +
                 B.Statement->Source->Text + "` leaves its dimension";
      }
  // No element written twice; nothing read that its region or a later
  // one writes.
  for (size_t A = 0; A < All.size(); ++A)
    for (size_t B = 0; B < All.size(); ++B) {
      if (A < B && !Need.require(apart(All[A].To, All[B].To)))
        return "the regions at lines " + lineOf(*Regions[All[A].Region].Region) + " and " +
               lineOf(*Regions[All[B].Region].Region) + " write the same elements";
      if (All[B].Region >= All[A].Region && !Need.require(apart(All[A].From, All[B].To)))
        return "`" + All[A].Statement->Source->Text + "` (line " +
               lineOf(*Regions[All[A].Region].Region) + ") reads what the region at line " +
               lineOf(*Regions[All[B].Region].Region) + " writes";
    }
  Chain.Array = Regions[0].Statements[0].Destination->Array;
  Chain.Regions = std::move(Regions);
  Chain.Strides.clear();
  for (const Monomial &M : Order)
    Chain.Strides.push_back(productOf(M));
  Chain.RunTime = Need.simplified();
  return {};
}

} // namespace

CopyChainSearch findCopyChains(const FunctionModel &F) {
  std::vector<const TargetRegion *> Order;
  for (const TargetRegion &R : F.Regions)
    Order.push_back(&R);
  std::sort(Order.begin(), Order.end(), [](const TargetRegion *A, const TargetRegion *B) {
    return A->Span.Begin < B->Span.Begin;
  });
  std::vector<std::optional<CopyRegion>> Copies;
  std::vector<std::string> WhyNot;
  for (const TargetRegion *R : Order) {
    CopyRegion C;
    WhyNot.push_back(copyRegionOf(*R, C));
    Copies.push_back(WhyNot.back().empty() ? std::optional<CopyRegion>(C) : std::nullopt);
  }
  auto follows = [&](size_t I) {
    return Copies[I] && Copies[I - 1] && Order[I]->Block && Order[I]->Block == Order[I - 1]->Block &&
           Order[I]->IndexInBlock == Order[I - 1]->IndexInBlock + 1 &&
           Copies[I]->Statements[0].Destination->Array ==
               Copies[I - 1]->Statements[0].Destination->Array;
  };
  CopyChainSearch Found;
  // A copy region whose neighbour would be one but for a label is worth a
  // note: the chain stops there for a reason the text does not show.
  for (size_t K = 1; K < Order.size(); ++K)
    if (Copies[K - 1] && !Copies[K] && Order[K]->Block == Order[K - 1]->Block &&
        WhyNot[K].find("a label") != std::string::npos)
      Found.Refused.push_back({Order[K - 1], 2,
                               "the region at line " + lineOf(*Order[K]) +
                                   " is not a plain statement of its block (a label, say)"});
  size_t I = 0;
  while (I + 1 < Order.size()) {
    if (!Copies[I] || !follows(I + 1)) {
      ++I;
      continue;
    }
    std::vector<CopyRegion> Run = {*Copies[I]};
    CopyChain Best;
    std::string Why;
    size_t J = I + 1;
    for (; J < Order.size() && follows(J); ++J) {
      Run.push_back(*Copies[J]);
      CopyChain Longer;
      std::string Fails = checkChain(Run, Longer);
      if (!Fails.empty()) {
        Why = Fails;
        break;
      }
      Best = std::move(Longer);
    }
    if (Best.Regions.empty()) {
      Found.Refused.push_back({Order[I], 2, Why});
      ++I;
      continue;
    }
    I += Best.Regions.size();
    Found.Chains.push_back(std::move(Best));
  }
  return Found;
}

} // namespace paracodex
