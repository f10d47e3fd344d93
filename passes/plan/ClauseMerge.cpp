//===- ClauseMerge.cpp ----------------------------------------------------===//
#include "passes/plan/ClauseMerge.h"

#include "passes/model/Directives.h"

#include "passes/model/AstQueries.h"

#include "clang/AST/StmtOpenMP.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace paracodex {

namespace {

/// One explicit clause, as written.
struct Clause {
  struct Item {
    const ValueDecl *Var = nullptr;
    std::string Text;
  };
  const OMPClause *Node = nullptr;
  std::string Kind; ///< "map", "reduction", "num_threads"...
  std::string Text;
  /// For clauses that list variables: the text before the first item,
  /// "map(tofrom: " or "reduction(+: ", and the items.
  bool Listed = false;
  std::string Prefix;
  std::vector<Item> Items;
};

llvm::Error refuse(const std::string &Why) {
  return llvm::createStringError(std::errc::not_supported, "%s", Why.c_str());
}

/// Text compared without its blanks: `reduction(+:s)` is `reduction(+: s)`.
std::string key(llvm::StringRef S) {
  std::string K;
  for (char Ch : S)
    if (!llvm::isSpace(Ch))
      K += Ch;
  return K;
}

template <class ClauseT>
bool itemsOf(const OMPClause &C, std::vector<const Expr *> &Items) {
  const auto *L = dyn_cast<ClauseT>(&C);
  if (!L)
    return false;
  Items.assign(L->varlist_begin(), L->varlist_end());
  return true;
}

/// The list of a data-sharing or mapping clause; false for other clauses,
/// which are compared as a whole.
bool listedItems(const OMPClause &C, std::vector<const Expr *> &Items) {
  return itemsOf<OMPMapClause>(C, Items) || itemsOf<OMPReductionClause>(C, Items) ||
         itemsOf<OMPPrivateClause>(C, Items) ||
         itemsOf<OMPFirstprivateClause>(C, Items) ||
         itemsOf<OMPLastprivateClause>(C, Items) || itemsOf<OMPSharedClause>(C, Items) ||
         itemsOf<OMPIsDevicePtrClause>(C, Items) ||
         itemsOf<OMPHasDeviceAddrClause>(C, Items);
}

llvm::Expected<std::vector<Clause>> explicitClauses(const OMPExecutableDirective &D,
                                                    const SourceText &Text) {
  std::vector<Clause> Result;
  for (const OMPClause *C : D.clauses()) {
    // Sema adds implicit maps and data-sharing; only written ones move.
    if (!C || C->isImplicit())
      continue;
    Clause Out;
    Out.Node = C;
    Out.Kind = llvm::omp::getOpenMPClauseName(C->getClauseKind()).str();
    std::vector<const Expr *> Items;
    Out.Listed = listedItems(*C, Items);
    std::optional<ByteRange> Range = Text.clauseRange(*C);
    // A clause a macro writes whole (CloverLeaf's `clover_use_target(c)`
    // for `if (target : (c))`) is its invocation's text: the same
    // invocation on both directives is one clause. (Not a list: its items
    // are compared one by one, and need text of their own.)
    if (!Range && !Out.Listed)
      Range = Text.invocationRange({C->getBeginLoc(), C->getEndLoc()});
    if (!Range)
      return refuse("a `" + Out.Kind + "` clause is spelled inside a macro");
    Out.Text = Text.text(*Range);
    for (const Expr *E : Items) {
      std::optional<ByteRange> ItemRange = Text.fileRange(E->getSourceRange());
      if (!ItemRange)
        return refuse("an item of `" + Out.Text + "` is spelled inside a macro");
      if (Out.Items.empty())
        Out.Prefix = Text.text({Range->Begin, ItemRange->Begin});
      Clause::Item I{baseVariable(E), Text.text(*ItemRange)};
      if (!I.Var)
        return refuse("cannot tell which variable `" + I.Text + "` in `" + Out.Text +
                      "` names");
      Out.Items.push_back(I);
    }
    Result.push_back(std::move(Out));
  }
  return Result;
}

/// Clauses that only shape the launch (how many teams and threads, how
/// iterations are dealt out): adding one changes no result.
bool shapesLaunch(const std::string &Kind) {
  return paracodex::shapesLaunch(llvm::omp::getOpenMPClauseKind(Kind));
}

/// Whether a list clause \p C of one region leaves the other body, which
/// uses \p Var, computing the same: a map that copies the host's value in
/// (`to`, `tofrom`) or finds it present only moves data, and firstprivate
/// gives a plain scalar the value it had anyway. A map `alloc` or `from`
/// gives the other body an unset device copy where it read the host's
/// value (review20 case consumer_maps_producer_scalar_alloc, met again by
/// keep-store).
bool harmlessForOther(const Clause &C, const ValueDecl *Var) {
  if (const auto *Map = dyn_cast_or_null<OMPMapClause>(C.Node)) {
    bool Present = llvm::is_contained(Map->getMapTypeModifiers(), OMPC_MAP_MODIFIER_present);
    return Present || Map->getMapType() == OMPC_MAP_to || Map->getMapType() == OMPC_MAP_tofrom;
  }
  return C.Kind == "firstprivate" && Var->getType()->isArithmeticType();
}

bool privateToEach(const std::string &Kind) {
  return Kind == "private" || Kind == "reduction";
}

bool sameText(const std::vector<Clause> &In, const Clause &C) {
  for (const Clause &X : In)
    if (key(X.Text) == key(C.Text))
      return true;
  return false;
}

const Clause *findKind(const std::vector<Clause> &In, const std::string &Kind) {
  for (const Clause &X : In)
    if (X.Kind == Kind)
      return &X;
  return nullptr;
}

/// Checks item \p I of clause \p C against the other directive's clauses
/// \p Other. Sets \p Already when they name it the same way (nothing to add).
llvm::Error checkItem(const Clause &C, const Clause::Item &I,
                      const std::vector<Clause> &Other, bool &Already) {
  Already = false;
  for (const Clause &X : Other)
    for (const Clause::Item &J : X.Items) {
      if (J.Var != I.Var)
        continue;
      std::string Name = I.Var->getName().str();
      if (X.Kind == C.Kind) {
        // Reductions into different elements of one array (HeCBench's
        // atomicIntrinsics: `reduction(max: d[2])`, `reduction(min: d[3])`)
        // cannot share a directive: OpenMP leaves a body's accesses to
        // elements outside a reduced section unspecified, and clang rebases
        // a pointer on one private copy, losing the other reduction
        // (refuse_element_reductions_one_array).
        if (X.Kind == "reduction" && key(J.Text) != key(I.Text))
          return refuse("the regions reduce into different parts of `" + Name + "` (`" +
                        X.Text + "` and `" + C.Text +
                        "`): on one directive each body's accesses to the other's elements "
                        "are unspecified");
        if (key(X.Prefix) != key(C.Prefix) || key(J.Text) != key(I.Text))
          return refuse("the regions name `" + Name + "` differently (`" + X.Text +
                        "` and `" + C.Text + "`)");
        Already = true;
        continue;
      }
      // OpenMP allows a reduction variable to be mapped too; any other
      // pair of clauses on one variable is not allowed or not the same.
      bool MapAndReduction = (X.Kind == "map" && C.Kind == "reduction") ||
                             (X.Kind == "reduction" && C.Kind == "map");
      if (!MapAndReduction)
        return refuse("the regions name `" + Name + "` in different clauses (`" + X.Text +
                      "` and `" + C.Text + "`)");
      // One region's map of the other's reduction variable decides whether
      // the fused reduction's result comes back: only `tofrom` or `from`
      // keep it (review 24: `map(to: m)` of one region dropped the other's
      // reduction into m).
      const auto *Map = dyn_cast<OMPMapClause>(X.Kind == "map" ? X.Node : C.Node);
      if (!Map || (Map->getMapType() != OMPC_MAP_tofrom && Map->getMapType() != OMPC_MAP_from))
        return refuse("one region maps `" + Name + "` (`" + (X.Kind == "map" ? X.Text : C.Text) +
                      "`) and the other reduces into it: the fused reduction's result would "
                      "not come back");
    }
  return llvm::Error::success();
}

void addNames(const OMPClause &C, std::set<std::string> &Names) {
  for (const Stmt *Child : const_cast<OMPClause &>(C).children())
    for (const DeclRefExpr *Ref : CodeScan::of(Child).Refs)
      Names.insert(Ref->getDecl()->getName().str());
}

} // namespace

llvm::Expected<MergedClauses>
mergeClauses(const OMPExecutableDirective &First, const OMPExecutableDirective &Second,
             const VarSet &FirstUses, const VarSet &SecondUses, const SourceText &Text,
             const ShapeFacts &Shape) {
  auto A = explicitClauses(First, Text);
  if (!A)
    return A.takeError();
  auto B = explicitClauses(Second, Text);
  if (!B)
    return B.takeError();
  MergedClauses Result;

  // The second's clauses join the first directive...
  for (const Clause &S : *B) {
    bool Whole = sameText(*A, S);
    if (S.Listed) {
      std::vector<std::string> Kept;
      for (const Clause::Item &I : S.Items) {
        bool Already = false;
        if (llvm::Error E = checkItem(S, I, *A, Already))
          return std::move(E);
        if (Already && privateToEach(S.Kind))
          Result.PrivateToBoth.insert(I.Var);
        if (Already)
          continue;
        if (!harmlessForOther(S, I.Var) && FirstUses.count(I.Var))
          return refuse("the second region's `" + S.Text +
                        "` would also apply to the first region's body, which "
                        "uses `" +
                        I.Var->getName().str() + "`");
        Kept.push_back(I.Text);
      }
      if (!Kept.empty()) {
        Result.Added += " " + S.Prefix + llvm::join(Kept, ", ") + ")";
        addNames(*S.Node, Result.Names);
      }
      continue;
    }
    // Both nests are the same (legality), so collapse counts agree.
    if (Whole || S.Kind == "collapse")
      continue;
    // Two shapes for one launch: a reduction combines by the shape, and a
    // body whose iterations depend on each other may be correct only in
    // the one thread its own shape asks for (review 34b: a running sum
    // under `num_teams(1) num_threads(1)`). A second body whose iterations
    // are independent runs in the first's shape (silu's tail).
    if (const Clause *F = findKind(*A, S.Kind)) {
      bool Tested = Shape.SecondDependence.has_value();
      if (shapesLaunch(S.Kind) && !Shape.AnyReduction && Tested && Shape.SecondDependence->empty())
        continue;
      std::string Why;
      if (shapesLaunch(S.Kind) && !Shape.AnyReduction)
        Why = ": the second body may be right only in its own shape (" +
              (Tested ? *Shape.SecondDependence : std::string("its iterations were not tested")) +
              ")";
      return refuse("the regions ask for different `" + S.Kind + "` (`" + F->Text + "` and `" +
                    S.Text + "`)" + Why);
    }
    if (!shapesLaunch(S.Kind))
      return refuse("only the second region has `" + S.Text +
                    "`: on the fused directive it would change how the first "
                    "region's body runs");
    if (Shape.AnyReduction)
      return refuse("only the second region has `" + S.Text +
                    "`: on the fused directive it would change how a reduction "
                    "combines");
    Result.Added += " " + S.Text;
    addNames(*S.Node, Result.Names);
  }

  // ...and the first's clauses now cover the second body too.
  for (const Clause &F : *A) {
    if (sameText(*B, F))
      continue;
    if (F.Listed) {
      for (const Clause::Item &I : F.Items) {
        bool Already = false;
        if (llvm::Error E = checkItem(F, I, *B, Already))
          return std::move(E);
        if (!Already && !harmlessForOther(F, I.Var) && SecondUses.count(I.Var))
          return refuse("the first region's `" + F.Text +
                        "` would also apply to the second region's body, which "
                        "uses `" +
                        I.Var->getName().str() + "`");
      }
      continue;
    }
    if (F.Kind != "collapse" && !shapesLaunch(F.Kind) && !findKind(*B, F.Kind))
      return refuse("only the first region has `" + F.Text +
                    "`: on the fused directive it would change how the second "
                    "region's body runs");
    if (shapesLaunch(F.Kind) && !findKind(*B, F.Kind) && Shape.AnyReduction)
      return refuse("only the first region has `" + F.Text +
                    "`: on the fused directive it would change how a reduction "
                    "combines");
  }
  return Result;
}

VarSet writtenBack(const OMPExecutableDirective &D) {
  VarSet Result;
  for (const OMPClause *C : D.clauses()) {
    if (!C)
      continue;
    std::vector<const Expr *> Items;
    const auto *Map = dyn_cast<OMPMapClause>(C);
    bool MapsBack = Map && (Map->getMapType() == OMPC_MAP_from ||
                            Map->getMapType() == OMPC_MAP_tofrom);
    if ((MapsBack && itemsOf<OMPMapClause>(*C, Items)) ||
        itemsOf<OMPReductionClause>(*C, Items) ||
        itemsOf<OMPLastprivateClause>(*C, Items))
      for (const Expr *E : Items)
        if (const ValueDecl *V = baseVariable(E))
          Result.insert(V);
  }
  return Result;
}

} // namespace paracodex
