//===- PlaneMarchAnalysis.cpp ---------------------------------------------===//
#include "passes/rewrite/PlaneMarchAnalysis.h"

#include "passes/model/CollectNodes.h"
#include "passes/model/LoopParser.h"
#include "passes/model/SymbolKey.h"
#include "passes/rewrite/ProducerCopy.h"
#include "passes/rewrite/ScheduleChecks.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>

namespace paracodex {

using namespace clang;

llvm::Error notMarched(const TargetRegion &R, RuleId Rule, const std::string &Why) {
  return llvm::make_error<ScheduleRefusal>(
      Rule, "the region at line " + std::to_string(R.Span.Line) + " keeps its shape: " + Why);
}

namespace {

bool refersTo(const Stmt *S, const VarDecl *V) {
  for (const DeclRefExpr *E : collectNodes<DeclRefExpr>(S))
    if (E->getDecl() == V)
      return true;
  return false;
}

/// `m1` for -1, `p2` for 2, `0` for 0: offsets in names.
std::string offsetName(int64_t C) {
  if (C == 0)
    return "0";
  return (C < 0 ? "m" : "p") + std::to_string(C < 0 ? -C : C);
}

int64_t constantTerm(const AffineExpr &E) {
  auto It = E.terms().find(Monomial{});
  return It == E.terms().end() ? 0 : It->second;
}

/// Text of a for loop's header, `for (int i2 = 1; i2 < n2 - 1; i2++)`.
std::optional<ByteRange> headerRange(const ForStmt *For, const SourceText &Text) {
  return Text.fileRange(SourceRange(For->getBeginLoc(), For->getRParenLoc()));
}

} // namespace

llvm::Expected<MarchAnalysis> analyzePlaneMarch(const TargetRegion &R, const SourceText &Text,
                                                bool Prefetch) {
  const auto *D = R.Directive;
  // Combined forms whose collapsed loops are shared out over every thread
  // (`teams loop` asserts even more: its iterations may run concurrently).
  if (!D || (D->getDirectiveKind() != llvm::omp::OMPD_target_teams_distribute_parallel_for &&
             D->getDirectiveKind() != llvm::omp::OMPD_target_teams_loop))
    return notMarched(R, MarchFormRule, "only `target teams distribute parallel for` and `target teams loop` "
                         "regions are marched");
  if (R.Collapse != 3 || R.Loops.size() != 3 ||
      !std::all_of(R.Loops.begin(), R.Loops.end(), [](const LoopInfo &L) {
        return L.Perfect && L.InCollapsedNest && L.Step == 1 && L.Stmt;
      }))
    return notMarched(R, MarchFormRule, "it is not a collapse(3) nest of three unit-step loops with "
                         "nothing else inside");
  for (const OMPClause *C : D->clauses())
    if (!clauseIgnoresShape(C->getClauseKind(), /*LaunchBounds=*/true))
      return notMarched(R, MarchFormRule, "its `" +
                               std::string(llvm::omp::getOpenMPClauseName(C->getClauseKind())) +
                               "` clause depends on how the iterations are shaped");
  if (!R.SideEffects.empty() || !R.ControlFlow.empty() || !R.Escapes.empty() ||
      !R.UnknownWrites.empty() || !R.Calls.empty() || !R.Reductions.empty())
    return notMarched(R, MarchOneStoreRule, "its body does more than compute one store");

  const LoopInfo &L3 = R.Loops[0], &L2 = R.Loops[1], &L1 = R.Loops[2];
  const ForStmt *For3 = L3.Stmt, *For2 = L2.Stmt, *For1 = L1.Stmt;
  // The marched loop's variable and first value: `for (int i3 = 1; ...)`,
  // or `for (i3 = 1; ...)` with i3 declared outside. A sequential loop's
  // variable is not private by itself in C, so the second form gets a
  // declaration of its own in the new loop.
  const VarDecl *V3 = nullptr;
  const Expr *Lower = nullptr;
  bool Declared = false;
  if (const auto *Init = llvm::dyn_cast_or_null<DeclStmt>(For3->getInit())) {
    V3 = Init->isSingleDecl() ? llvm::dyn_cast<VarDecl>(Init->getSingleDecl()) : nullptr;
    Lower = V3 ? V3->getInit() : nullptr;
    Declared = true;
  } else if (const auto *Set = llvm::dyn_cast_or_null<BinaryOperator>(For3->getInit())) {
    const auto *Ref = Set->getOpcode() == BO_Assign
                          ? llvm::dyn_cast<DeclRefExpr>(Set->getLHS()->IgnoreParens())
                          : nullptr;
    V3 = Ref ? llvm::dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    Lower = Set->getRHS();
  }
  if (!V3 || !Lower || symbolKey(V3) != L3.Var)
    return notMarched(R, MarchBoundsRule, "the first value of `" + L3.Name + "` is not set by its loop");
  ASTContext &Ctx = V3->getASTContext();
  for (const ForStmt *Inner : {For2, For1})
    for (const Stmt *Part : {Inner->getInit(), static_cast<const Stmt *>(Inner->getCond()),
                             static_cast<const Stmt *>(Inner->getInc())})
      if (Part && refersTo(Part, V3))
        return notMarched(R, MarchBoundsRule, "the bounds of an inner loop depend on `" + L3.Name + "`");
  // The plane's size is computed in front of the region (the guard of
  // MinPlane, the grid of the bare form), where the collapsed loops'
  // variables do not exist or are other variables of the same name.
  if (const VarDecl *V2 = loopVariable(For2))
    for (const Stmt *Part : {For1->getInit(), static_cast<const Stmt *>(For1->getCond()),
                             static_cast<const Stmt *>(For1->getInc())})
      if (Part && refersTo(Part, V2))
        return notMarched(R, MarchBoundsRule, "the bounds of `" + L1.Name + "` depend on `" + L2.Name +
                                 "` (a non-rectangular nest)");
  // The marched loop's header moves inside the other two: none of its
  // names may be one they declare.
  std::set<std::string> InnerNames = {L2.Name, L1.Name};
  for (const Stmt *Part : {static_cast<const Stmt *>(Lower),
                           static_cast<const Stmt *>(For3->getCond()),
                           static_cast<const Stmt *>(For3->getInc())})
    for (const DeclRefExpr *E : collectNodes<DeclRefExpr>(Part))
      if (E->getDecl() != V3 && InnerNames.count(E->getDecl()->getName().str()))
        return notMarched(R, MarchBoundsRule, "the bounds of `" + L3.Name + "` use `" +
                                 E->getDecl()->getName().str() +
                                 "`, which an inner loop's variable would hide");
  if (Lower->HasSideEffects(Ctx))
    return notMarched(R, MarchBoundsRule, "the first value of `" + L3.Name + "` has side effects");
  for (const DeclRefExpr *E : collectNodes<DeclRefExpr>(Lower))
    for (const VarDecl *W : R.ScalarWrites)
      if (E->getDecl() == W)
        return notMarched(R, MarchBoundsRule, "the region changes `" + W->getName().str() +
                                 "`, which the first value of `" + L3.Name + "` uses");

  // The body: scalar declarations, then exactly one store, which comes
  // after every read of the iteration.
  const Stmt *Body = R.InnermostBody;
  std::vector<const Stmt *> Statements;
  if (const auto *Block = llvm::dyn_cast_or_null<CompoundStmt>(Body))
    Statements.assign(Block->body_begin(), Block->body_end());
  else if (Body)
    Statements.push_back(Body);
  const auto *Store = Statements.empty()
                          ? nullptr
                          : llvm::dyn_cast<BinaryOperator>(Statements.back());
  if (!Store || !Store->isAssignmentOp())
    return notMarched(R, MarchOneStoreRule, "its body does not end in the one store it makes");
  for (size_t I = 0; I + 1 < Statements.size(); ++I) {
    const auto *Decls = llvm::dyn_cast<DeclStmt>(Statements[I]);
    if (!Decls)
      return notMarched(R, MarchOneStoreRule, "its body holds statements other than declarations before its "
                           "store");
    for (const Decl *Each : Decls->decls()) {
      const auto *V = llvm::dyn_cast<VarDecl>(Each);
      if (!V || !V->hasLocalStorage() || V->getType()->isArrayType())
        return notMarched(R, MarchOneStoreRule, "its body declares something other than a scalar");
    }
  }
  for (const BinaryOperator *B : collectNodes<BinaryOperator>(Body))
    if (B->isAssignmentOp() && B != Store)
      return notMarched(R, MarchOneStoreRule, "its body stores more than once");
  for (const UnaryOperator *U : collectNodes<UnaryOperator>(Body))
    if (U->isIncrementDecrementOp())
      return notMarched(R, MarchOneStoreRule, "its body increments or decrements a value");
  if (!collectNodes<OMPExecutableDirective>(Body).empty() || !collectNodes<StmtExpr>(Body).empty())
    return notMarched(R, MarchOneStoreRule, "its body holds a directive or a statement expression");
  if (hasConditionalReads(Body))
    return notMarched(R, MarchUnconditionalReadsRule, "its body reads under a condition (`?:`, `&&`, `||`) or in "
                         "`sizeof`: a load moved ahead could touch memory the original never "
                         "reads");
  if (!signedLoop(For3, V3))
    return notMarched(R, MarchSignedRule, "`" + L3.Name + "` or its bounds are not signed integers (a shifted "
                         "or counted bound could wrap)");
  std::set<const VarDecl *> BodyLocals;
  for (const VarDecl *V : collectNodes<VarDecl>(Body))
    BodyLocals.insert(V);
  for (const ArrayAccess &A : R.Accesses)
    if (A.isWrite() && A.Assignment != Store)
      return notMarched(R, MarchOneStoreRule, "it writes `" + A.Array + "` outside its final store");

  // Group the reads by column.
  const std::string Key3 = L3.Var;
  std::map<std::string, Column> Columns;
  std::vector<std::string> ColumnOrder;
  for (const ArrayAccess &A : R.Accesses) {
    if (A.Affine && !A.Subscripts.empty() && A.Subscripts.back().mentions(Key3))
      return notMarched(R, MarchStrideRule, "`" + L3.Name + "` indexes the unit-stride dimension of `" + A.Array +
                               "`: marching it would make each thread walk its own row");
    if (A.Kind != AccessKind::Read || R.writes(A.Array) || !A.Affine || !A.Expr)
      continue;
    std::vector<size_t> Dims;
    for (size_t K = 0; K < A.Subscripts.size(); ++K)
      if (A.Subscripts[K].mentions(Key3))
        Dims.push_back(K);
    if (Dims.size() != 1)
      continue;
    const AffineExpr &S = A.Subscripts[Dims[0]];
    AffineExpr Rest = S - AffineExpr::symbol(Key3);
    if (S.coefficientOf(Key3) != 1 || Rest.mentions(Key3))
      continue;
    QualType Type = A.Expr->getType();
    std::optional<std::string> Spelled = declarableScalar(Type, Ctx);
    if (Type.isVolatileQualified() || !Spelled)
      continue;
    // A load at the top of a step cannot see the body's own locals.
    bool UsesLocal = false;
    for (const DeclRefExpr *E : collectNodes<DeclRefExpr>(A.Expr))
      UsesLocal = UsesLocal || BodyLocals.count(llvm::dyn_cast<VarDecl>(E->getDecl()));
    if (UsesLocal)
      continue;
    auto Range = readRange(A, Text);
    if (!Range)
      continue;
    // Every `i3` of the read is spelled in its own text (not hidden in a
    // macro body), so shifting the text shifts the read.
    if (!usesSpelledIn(A.Expr, V3, *Range, L3.Name, Text))
      continue;
    int64_t Offset = constantTerm(Rest);
    std::string Key = A.Array + "#" + std::to_string(Dims[0]) + "#" +
                      (Rest - AffineExpr::constant(Offset)).str();
    std::string Label = A.Array;
    bool Named = true;
    for (size_t K = 0; K < A.Subscripts.size(); ++K) {
      if (K == Dims[0])
        continue;
      Key += "#" + A.Subscripts[K].str();
      std::optional<int64_t> Shift;
      for (const LoopInfo *L : {&L2, &L1})
        if (A.Subscripts[K].coefficientOf(L->Var) == 1)
          Shift = (A.Subscripts[K] - AffineExpr::symbol(L->Var)).asConstant();
      if (Shift)
        Label += "_" + offsetName(*Shift);
      else
        Named = false;
    }
    auto [It, New] = Columns.try_emplace(Key);
    Column &C = It->second;
    if (New) {
      ColumnOrder.push_back(Key);
      C.Array = A.Array;
      C.Label = Named ? Label : A.Array + "_c" + std::to_string(ColumnOrder.size());
      C.Type = *Spelled;
    }
    C.Reads.push_back({&A, *Range, Offset});
  }
  // Only columns read at two planes or more are worth registers.
  std::vector<Column *> Cached;
  for (const std::string &Key : ColumnOrder) {
    Column &C = Columns[Key];
    std::set<int64_t> Offsets = C.offsets();
    if (Offsets.size() < 2)
      continue;
    C.Min = *Offsets.begin();
    C.Max = *Offsets.rbegin();
    Cached.push_back(&C);
  }
  if (Cached.empty())
    return notMarched(R, MarchReuseRule, "no value it reads is read again at another step of `" + L3.Name +
                             "`");
  // Loading one plane ahead needs the last value of `i3` for its guard.
  Prefetch = Prefetch && L3.BoundsAffine;
  if (Prefetch) {
    // Ahead of its step, a column read at one plane is loaded too: the
    // point is to have every load of the next step in flight.
    for (const std::string &Key : ColumnOrder) {
      Column &C = Columns[Key];
      std::set<int64_t> Offsets = C.offsets();
      if (Offsets.size() != 1)
        continue;
      C.Min = C.Max = *Offsets.begin();
      Cached.push_back(&C);
    }
  }

  // Text pieces: the three headers, the body, and nothing else between.
  auto H3 = headerRange(For3, Text), H2 = headerRange(For2, Text), H1 = headerRange(For1, Text);
  auto Nest = Text.statementRange(For3);
  auto Pragma = Text.fileRange(D->getSourceRange());
  const auto *Collapse = D->getSingleClause<OMPCollapseClause>();
  auto CollapseRange = Collapse ? Text.clauseRange(*Collapse) : std::nullopt;
  if (!H3 || !H2 || !H1 || !Nest || !CollapseRange || !Pragma)
    return notMarched(R, MarchTextRule, "its loops or its collapse clause are partly inside a macro body");
  std::optional<ByteRange> BodyRange;
  if (const auto *Block = llvm::dyn_cast<CompoundStmt>(Body)) {
    auto Whole = Text.fileRange(Block->getSourceRange());
    if (Whole && Whole->End - Whole->Begin >= 2)
      BodyRange = ByteRange{Whole->Begin + 1, Whole->End - 1};
  } else {
    BodyRange = Text.statementRange(Body);
  }
  auto Lo = Text.fileRange(Lower->getSourceRange());
  if (!BodyRange || !Lo)
    return notMarched(R, MarchTextRule, "its body is partly inside a macro body");
  llvm::StringRef Code = Text.code();
  // Around the headers and the body only braces and blanks, which the new
  // nest spells again; anything else (a comment) would be lost.
  std::string Skeleton;
  if (!(H3->End <= H2->Begin && H2->End <= H1->Begin && H1->End <= BodyRange->Begin &&
        BodyRange->End <= Nest->End))
    return notMarched(R, MarchTextRule, "its loop headers are not in order in the text");
  Skeleton = (Code.slice(H3->End, H2->Begin) + Code.slice(H2->End, H1->Begin) +
              Code.slice(H1->End, BodyRange->Begin) + Code.slice(BodyRange->End, Nest->End))
                 .str();
  if (Skeleton.find_first_not_of(" \t\r\n{}") != std::string::npos)
    return notMarched(R, MarchTextRule, "there is text between its loop headers (a comment would be lost)");

  // The loads are spelled again in front of the body (and the bare form's
  // grid in front of the pragma): a macro redefined inside the region
  // would mean one thing there and another in the body.
  if (directiveLineIn(Text, Pragma->Begin, Nest->End))
    return notMarched(R, MarchTextRule, "a preprocessor line lies inside the region: the reads moved ahead of "
                         "the body could see other macros");
  // Register names no name of the region already uses, not even through a
  // macro, and no macro.
  ByteRange Whole{Pragma->Begin, Nest->End};
  auto InUse = [&](const std::string &Name) {
    return nameTaken(Name, *D, For3, Whole, Text);
  };
  std::set<std::string> Taken;
  for (Column *C : Cached) {
    for (int64_t P = C->Min; P <= C->Max; ++P) {
      std::string Name = C->Label + "_" + std::to_string(P - C->Min);
      while (InUse(Name) || Taken.count(Name))
        Name += "_";
      Taken.insert(Name);
      C->Slots.push_back(Name);
    }
    if (Prefetch) {
      std::string Name = C->Label + "_next";
      while (InUse(Name) || Taken.count(Name))
        Name += "_";
      Taken.insert(Name);
      C->Next = Name;
    }
  }

  // The body with its cached reads replaced.
  std::vector<std::pair<ByteRange, std::string>> Swaps;
  unsigned ReadsCached = 0;
  for (Column *C : Cached)
    for (const CachedRead &Read : C->Reads) {
      if (!(BodyRange->Begin <= Read.Range.Begin && Read.Range.End <= BodyRange->End))
        return notMarched(R, MarchTextRule, "a read it would cache lies outside its body");
      Swaps.push_back({Read.Range, C->Slots[Read.Offset - C->Min]});
      ++ReadsCached;
    }
  std::sort(Swaps.begin(), Swaps.end(),
            [](const auto &A, const auto &B) { return A.first.Begin < B.first.Begin; });
  std::string NewBody;
  unsigned Copied = BodyRange->Begin;
  for (const auto &[Range, Name] : Swaps) {
    if (Range.Begin < Copied)
      return notMarched(R, MarchTextRule, "two of the reads it would cache overlap");
    NewBody += Code.slice(Copied, Range.Begin).str() + Name;
    Copied = Range.End;
  }
  NewBody += Code.slice(Copied, BodyRange->End).str();
  NewBody = llvm::StringRef(NewBody).trim().str();

  MarchAnalysis A;
  A.R = &R;
  A.D = D;
  A.L3 = &L3;
  A.L2 = &L2;
  A.L1 = &L1;
  A.For3 = For3;
  A.V3 = V3;
  A.Lower = Lower;
  A.Declared = Declared;
  A.Ctx = &Ctx;
  A.Prefetch = Prefetch;
  A.H3 = *H3;
  A.H2 = *H2;
  A.H1 = *H1;
  A.Nest = *Nest;
  A.Pragma = *Pragma;
  A.CollapseRange = *CollapseRange;
  A.Lo = *Lo;
  A.Whole = Whole;
  A.NewBody = std::move(NewBody);
  A.ReadsCached = ReadsCached;
  // Cached points into Columns: the map's nodes move with it.
  A.Columns = std::move(Columns);
  A.Cached = std::move(Cached);
  return std::move(A);
}

} // namespace paracodex
