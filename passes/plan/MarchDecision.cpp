//===- MarchDecision.cpp --------------------------------------------------===//
#include "passes/plan/MarchDecision.h"

#include "passes/model/CollectNodes.h"
#include "passes/model/LoopParser.h"
#include "passes/model/SymbolKey.h"
#include "passes/plan/ScheduleFacts.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>
#include <map>

namespace paracodex {

using namespace clang;

llvm::Error notMarched(const TargetRegion &R, RuleId Rule, const std::string &Why) {
  return llvm::make_error<ScheduleRefusal>(
      Rule, "the region at line " + std::to_string(R.Span.Line) + " keeps its shape: " + Why);
}

std::set<int64_t> MarchColumn::offsets() const {
  std::set<int64_t> S;
  for (const auto &Read : Reads)
    S.insert(Read.second);
  return S;
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

std::vector<const Stmt *> statementsOf(const Stmt *Body) {
  std::vector<const Stmt *> Statements;
  if (const auto *Block = llvm::dyn_cast_or_null<CompoundStmt>(Body))
    Statements.assign(Block->body_begin(), Block->body_end());
  else if (Body)
    Statements.push_back(Body);
  return Statements;
}

bool declaresOnlyScalars(const DeclStmt *Decls) {
  for (const Decl *Each : Decls->decls()) {
    const auto *V = llvm::dyn_cast<VarDecl>(Each);
    if (!V || !V->hasLocalStorage() || V->getType()->isArrayType())
      return false;
  }
  return true;
}

} // namespace

llvm::Expected<MarchDecision> decideMarch(const TargetRegion &R, const ShiftableRead &Shiftable) {
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

  MarchDecision M;
  M.L3 = &R.Loops[0];
  M.L2 = &R.Loops[1];
  M.L1 = &R.Loops[2];
  const LoopInfo &L3 = *M.L3, &L2 = *M.L2, &L1 = *M.L1;
  const ForStmt *For3 = L3.Stmt, *For2 = L2.Stmt, *For1 = L1.Stmt;
  M.For3 = For3;
  // The marched loop's variable and first value: `for (int i3 = 1; ...)`,
  // or `for (i3 = 1; ...)` with i3 declared outside. A sequential loop's
  // variable is not private by itself in C, so the second form gets a
  // declaration of its own in the new loop.
  const VarDecl *V3 = nullptr;
  const Expr *Lower = nullptr;
  if (const auto *Init = llvm::dyn_cast_or_null<DeclStmt>(For3->getInit())) {
    V3 = Init->isSingleDecl() ? llvm::dyn_cast<VarDecl>(Init->getSingleDecl()) : nullptr;
    Lower = V3 ? V3->getInit() : nullptr;
    M.Declared = true;
  } else if (const auto *Set = llvm::dyn_cast_or_null<BinaryOperator>(For3->getInit())) {
    const auto *Ref = Set->getOpcode() == BO_Assign
                          ? llvm::dyn_cast<DeclRefExpr>(Set->getLHS()->IgnoreParens())
                          : nullptr;
    V3 = Ref ? llvm::dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    Lower = Set->getRHS();
  }
  if (!V3 || !Lower || symbolKey(V3) != L3.Var)
    return notMarched(R, MarchBoundsRule, "the first value of `" + L3.Name + "` is not set by its loop");
  M.V3 = V3;
  M.Lower = Lower;
  ASTContext &Ctx = V3->getASTContext();
  M.Ctx = &Ctx;
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
  // after every read of the iteration. A composed region's body is its
  // own plus its producers' (whose locals the fused body declares, and
  // whose stores of the temporaries become the values read).
  const Stmt *Body = R.InnermostBody;
  std::vector<const Stmt *> Statements = statementsOf(Body);
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
    if (!declaresOnlyScalars(Decls))
      return notMarched(R, MarchOneStoreRule, "its body declares something other than a scalar");
  }
  std::set<const BinaryOperator *> Stores = {Store};
  for (const Stmt *Inlined : R.InlinedBodies)
    for (const Stmt *S : statementsOf(Inlined)) {
      if (const auto *Decls = llvm::dyn_cast<DeclStmt>(S)) {
        if (!declaresOnlyScalars(Decls))
          return notMarched(R, MarchOneStoreRule, "its body declares something other than a scalar");
        continue;
      }
      const auto *Temporary = llvm::dyn_cast<BinaryOperator>(S);
      if (!Temporary || Temporary->getOpcode() != BO_Assign)
        return notMarched(R, MarchOneStoreRule, "its body holds statements other than declarations before its "
                             "store");
      Stores.insert(Temporary);
    }
  std::vector<const Stmt *> Bodies = {Body};
  Bodies.insert(Bodies.end(), R.InlinedBodies.begin(), R.InlinedBodies.end());
  for (const Stmt *Part : Bodies)
    for (const BinaryOperator *B : collectNodes<BinaryOperator>(Part))
      if (B->isAssignmentOp() && !Stores.count(B))
        return notMarched(R, MarchOneStoreRule, "its body stores more than once");
  for (const Stmt *Part : Bodies)
    for (const UnaryOperator *U : collectNodes<UnaryOperator>(Part))
      if (U->isIncrementDecrementOp())
        return notMarched(R, MarchOneStoreRule, "its body increments or decrements a value");
  for (const Stmt *Part : Bodies)
    if (!collectNodes<OMPExecutableDirective>(Part).empty() ||
        !collectNodes<StmtExpr>(Part).empty())
      return notMarched(R, MarchOneStoreRule, "its body holds a directive or a statement expression");
  for (const Stmt *Part : Bodies)
    if (hasConditionalReads(Part))
      return notMarched(R, MarchUnconditionalReadsRule, "its body reads under a condition (`?:`, `&&`, `||`) or in "
                           "`sizeof`: a load moved ahead could touch memory the original never "
                           "reads");
  if (!signedLoop(For3, V3))
    return notMarched(R, MarchSignedRule, "`" + L3.Name + "` or its bounds are not signed integers (a shifted "
                         "or counted bound could wrap)");
  for (const Stmt *Part : Bodies)
    for (const VarDecl *V : collectNodes<VarDecl>(Part))
      M.BodyLocals.insert(V);
  for (const ArrayAccess &A : R.Accesses)
    if (A.isWrite() && A.Assignment != Store)
      return notMarched(R, MarchOneStoreRule, "it writes `" + A.Array.name() + "` outside its final store");

  // Group the reads by column.
  const std::string Key3 = L3.Var;
  std::map<std::pair<ArrayId, std::string>, size_t> ColumnAt;
  for (const ArrayAccess &A : R.Accesses) {
    if (A.Affine && !A.Subscripts.empty() && A.Subscripts.back().mentions(Key3))
      return notMarched(R, MarchStrideRule, "`" + L3.Name + "` indexes the unit-stride dimension of `" + A.Array.name() +
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
      UsesLocal = UsesLocal || M.BodyLocals.count(llvm::dyn_cast<VarDecl>(E->getDecl()));
    if (UsesLocal || (Shiftable && !Shiftable(A, M)))
      continue;
    int64_t Offset = constantTerm(Rest);
    std::string Key = std::to_string(Dims[0]) + "#" + (Rest - AffineExpr::constant(Offset)).str();
    std::string Label = A.Array.name();
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
    auto [It, New] = ColumnAt.try_emplace({A.Array, Key}, M.Columns.size());
    if (New) {
      MarchColumn C;
      C.Array = A.Array;
      C.Label = Named ? Label : A.Array.name() + "_c" + std::to_string(M.Columns.size() + 1);
      C.Type = *Spelled;
      M.Columns.push_back(std::move(C));
    }
    M.Columns[It->second].Reads.push_back({&A, Offset});
  }
  // Only columns read at two planes or more are worth registers.
  for (size_t I = 0; I < M.Columns.size(); ++I)
    if (M.Columns[I].offsets().size() >= 2)
      M.Reused.push_back(I);
  if (M.Reused.empty())
    return notMarched(R, MarchReuseRule, "no value it reads is read again at another step of `" + L3.Name +
                             "`");
  return std::move(M);
}

} // namespace paracodex
