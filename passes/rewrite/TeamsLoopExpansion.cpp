//===- TeamsLoopExpansion.cpp ---------------------------------------------===//
#include "passes/rewrite/TeamsLoopExpansion.h"

#include "passes/plan/ScheduleRules.h"

#include "passes/legality/CallSiteAliasing.h"
#include "passes/legality/Legality.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/SymbolKey.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>
#include <set>

namespace paracodex {

using namespace clang;

namespace {

llvm::Error keeps(const TargetRegion &R, RuleId Rule, const std::string &Why) {
  return llvm::make_error<ScheduleRefusal>(Rule, "the `teams loop` at line " +
                                                     std::to_string(R.Span.Line) +
                                                     " keeps its form: " + Why);
}

/// The variables the explicit clauses of kind \p Kind list (clang adds
/// implicit `firstprivate` and `map` clauses for what the region captures).
std::set<const VarDecl *> listedIn(const OMPExecutableDirective *D, llvm::omp::Clause Kind) {
  std::set<const VarDecl *> Vars;
  for (const OMPClause *C : D->clauses()) {
    if (C->getClauseKind() != Kind || C->isImplicit())
      continue;
    for (const Stmt *Child : const_cast<OMPClause *>(C)->children())
      if (const auto *E = dyn_cast_or_null<Expr>(Child))
        for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(E))
          if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
            Vars.insert(V);
  }
  return Vars;
}

bool refersTo(const Stmt *S, const VarDecl *V) {
  for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(S))
    if (Ref->getDecl() == V)
      return true;
  return false;
}

/// `V = e` with `e` not reading V.
bool assignsFresh(const Stmt *S, const VarDecl *V) {
  const auto *Set = dyn_cast_or_null<BinaryOperator>(S);
  if (!Set || Set->getOpcode() != BO_Assign)
    return false;
  const auto *Lhs = dyn_cast<DeclRefExpr>(Set->getLHS()->IgnoreParens());
  return Lhs && Lhs->getDecl() == V && !refersTo(Set->getRHS(), V);
}

/// Whether every iteration of \p Body assigns \p V before anything else
/// reads or writes it: the first statement that mentions V is `V = e;`
/// (or a `for` whose init is), run unconditionally.
bool writtenFirst(const Stmt *Body, const VarDecl *V) {
  std::vector<const Stmt *> Statements;
  if (const auto *Block = dyn_cast<CompoundStmt>(Body))
    Statements.assign(Block->body_begin(), Block->body_end());
  else
    Statements.push_back(Body);
  for (const Stmt *S : Statements) {
    if (assignsFresh(S, V))
      return true;
    if (const auto *For = dyn_cast<ForStmt>(S); For && assignsFresh(For->getInit(), V))
      return true;
    if (refersTo(S, V))
      return false;
  }
  return false;
}

/// Whether \p V is declared inside \p S (a variable each iteration has its own of).
bool declaredIn(const Stmt *S, const VarDecl *V) {
  for (const DeclStmt *Decls : collectNodes<DeclStmt>(S))
    for (const Decl *D : Decls->decls())
      if (D == V)
        return true;
  return false;
}

/// The variable at the root of an lvalue (`p` in `p.v`, `w` in `w[0]`, `*q`).
const VarDecl *rootVariable(const Expr *E) {
  while (E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return dyn_cast<VarDecl>(Ref->getDecl());
    if (const auto *Member = dyn_cast<MemberExpr>(E))
      E = Member->getBase();
    else if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E))
      E = Subscript->getBase();
    else if (const auto *Unary = dyn_cast<UnaryOperator>(E))
      E = Unary->getSubExpr();
    else if (const auto *Cast = dyn_cast<CastExpr>(E))
      E = Cast->getSubExpr();
    else
      return nullptr;
  }
  return nullptr;
}

/// Why iterations of \p R may write one location of \p A, an array the
/// nest writes; empty when every write is at an element no other iteration
/// touches. Sufficient condition: each collapsed loop variable has a
/// subscript of its own, `c * v + rest` with c != 0 and no loop variable
/// in `rest` or in c, and every access to the array in the region has the
/// same subscripts (so no iteration reads what another writes).
std::string sharedElements(const TargetRegion &R, const ArrayAccess &W,
                           const std::set<std::string> &Changing) {
  std::string Name = "`" + W.Array.name() + "`";
  std::string Shared = "the iterations write " + Name + " at elements they share";
  if (!W.Affine)
    return Shared + " (`" + W.Text + "`: the index is not affine in the loop variables)";
  // A flat index split into dimensions (`a[i*m + j]` as [i][j]) keeps
  // iterations apart only while each inner variable stays below its
  // stride, which nothing here proves (second review: j < 2*m wrote
  // a[(i+1)*m + j'] twice).
  if (W.FlatIndex && W.Subscripts.size() > 1)
    return Shared + " (`" + W.Text + "`, line " + std::to_string(W.Loc.Line) +
           ": a flat index, whose parts are not proved to stay within their strides)";
  std::set<std::string> LoopVars;
  for (const LoopInfo &L : R.Loops)
    LoopVars.insert(L.Var);
  std::set<size_t> DimsUsed;
  for (unsigned K = 0; K < R.Collapse; ++K) {
    const std::string &Var = R.Loops[K].Var;
    bool Found = false;
    for (size_t Dim = 0; Dim < W.Subscripts.size() && !Found; ++Dim) {
      bool Alone = true, HasVar = false;
      for (const auto &[Monomial, Coefficient] : W.Subscripts[Dim].terms()) {
        bool Mentions = false;
        for (const std::string &Factor : Monomial)
          Mentions |= LoopVars.count(Factor) > 0 || Changing.count(Factor) > 0;
        if (Monomial.size() == 1 && Monomial[0] == Var && Coefficient != 0)
          HasVar = true;
        else if (Mentions)
          Alone = false;
      }
      if (HasVar && Alone && DimsUsed.insert(Dim).second)
        Found = true;
    }
    if (!Found)
      return Shared + " (`" + W.Text + "`, line " + std::to_string(W.Loc.Line) +
             ": no subscript of its own for the loop variable `" + R.Loops[K].Name + "`)";
  }
  for (const ArrayAccess *Other : R.accessesTo(W.Array))
    if (!Other->Affine || Other->Subscripts != W.Subscripts)
      return Shared + " (`" + Other->Text + "`, line " + std::to_string(Other->Loc.Line) +
             ", and `" + W.Text + "`)";
  return "";
}

/// Why an array the iterations write may share memory with another array
/// the nest touches (then one iteration's store may be another's load, an
/// order clang's one thread per team kept); empty when every such pair is
/// proved apart, by the declarations or at every call site.
std::string mayShareWithWritten(const FunctionModel &F, const TargetRegion &R) {
  std::set<ArrayId> Written, Touched;
  for (const ArrayAccess &A : R.Accesses) {
    Touched.insert(A.Array);
    if (A.isWrite())
      Written.insert(A.Array);
  }
  for (const ArrayId &W : Written) {
    // `rows[i][j]` through an array of pointers stores where `rows[i]`
    // points, and two rows may point into one (third review, r5).
    auto Arr = F.Arrays.find(W);
    if (Arr == F.Arrays.end() || !Arr->second.Decl)
      return "`" + W.name() + "`, which the iterations write, is not a known array";
    QualType Element = Arr->second.Decl->getType();
    if (Element->isPointerType())
      Element = Element->getPointeeType();
    else if (const auto *AT = Element->getAsArrayTypeUnsafe())
      Element = AT->getElementType();
    if (Element->isPointerType())
      return "the iterations write through the pointers `" + W.name() +
             "` holds, which may point into one row";
  }
  for (const ArrayId &W : Written)
    for (const ArrayId &T : Touched) {
      if (T == W)
        continue;
      auto X = F.Arrays.find(W), Y = F.Arrays.find(T);
      if (X != F.Arrays.end() && Y != F.Arrays.end()) {
        if (provablyDistinct(X->second, Y->second))
          continue;
        if (X->second.Decl && Y->second.Decl && knownStorage(X->second) &&
            knownStorage(Y->second) &&
            distinctAtEveryCall(X->second.Decl, Y->second.Decl).Distinct)
          continue;
      }
      return "`" + W.name() + "`, which the iterations write, and `" + T.name() +
             "` may share memory: needs restrict, or a static function whose every call "
             "passes them distinct arrays";
    }
  return "";
}

/// Why the iterations of \p R, once they run in parallel, may write memory
/// they share other than the scalars (checked on their own); empty if they
/// cannot.
std::string sharedMemoryWrites(const TargetRegion &R, const Stmt *Nest, const SourceText &Text) {
  if (!R.Calls.empty())
    return "calls " + R.Calls.front() + ", which may write memory the iterations share";
  if (!R.UnknownWrites.empty())
    return "stores through " + R.UnknownWrites.front() + ", which may be memory the "
           "iterations share";
  if (!R.Escapes.empty())
    return "`" + R.Escapes.front().first.name() + "` is " + R.Escapes.front().second;
  // Names that change inside the nest: a subscript offset spelled with one
  // is not the same for every iteration.
  std::set<std::string> Changing;
  for (const VarDecl *V : R.ScalarWrites)
    Changing.insert(symbolKey(V));
  for (const DeclStmt *Decls : collectNodes<DeclStmt>(Nest))
    for (const Decl *D : Decls->decls())
      if (const auto *V = dyn_cast<VarDecl>(D))
        Changing.insert(symbolKey(V));
  std::vector<const Expr *> Stores;
  for (const BinaryOperator *B : collectNodes<BinaryOperator>(Nest))
    if (B->isAssignmentOp())
      Stores.push_back(B->getLHS());
  for (const UnaryOperator *U : collectNodes<UnaryOperator>(Nest))
    if (U->isIncrementDecrementOp())
      Stores.push_back(U->getSubExpr());
  for (const Expr *Store : Stores) {
    const Expr *Lhs = Store->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Lhs)) {
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      bool Checked = V && (declaredIn(Nest, V) ||
                           std::find(R.ScalarWrites.begin(), R.ScalarWrites.end(), V) !=
                               R.ScalarWrites.end());
      if (!Checked)
        return "writes `" + Ref->getNameInfo().getAsString() + "`, which was not analysed";
      continue;
    }
    const VarDecl *Root = rootVariable(Lhs);
    if (Root && declaredIn(Nest, Root) && !Root->getType()->isPointerType())
      continue; // a local array or struct of the iteration
    const ArrayAccess *Access = nullptr;
    for (const ArrayAccess &A : R.Accesses)
      if (A.isWrite() && A.Expr && A.Expr->IgnoreParenImpCasts() == Lhs)
        Access = &A;
    auto Range = Text.fileRange(Lhs->getSourceRange());
    std::string Spelled = Range ? Text.text(*Range) : std::string("a location");
    if (!Access)
      return "writes `" + Spelled + "`, memory the iterations share";
    std::string Why = sharedElements(R, *Access, Changing);
    if (!Why.empty())
      return Why;
  }
  return "";
}

} // namespace

bool teamsLoopRunsSerially(const TargetRegion &R) {
  if (!R.Directive || R.Directive->getDirectiveKind() != llvm::omp::OMPD_target_teams_loop ||
      R.Loops.empty() || !R.Loops[0].Stmt)
    return false;
  for (const CallExpr *Call : collectNodes<CallExpr>(R.Loops[0].Stmt)) {
    const auto *Callee = dyn_cast_or_null<FunctionDecl>(Call->getCalleeDecl());
    if (!Callee || !llvm::StringRef(Callee->getNameAsString()).starts_with("omp_"))
      return true;
  }
  return false;
}

llvm::Error addTeamsLoopExpansion(const FunctionModel &F, const TargetRegion &R,
                                  const SourceText &Text,
                                  FusionEdits &Edits, std::vector<std::string> &Privatized) {
  const OMPExecutableDirective *D = R.Directive;
  if (!teamsLoopRunsSerially(R))
    return keeps(R, ExpandFormRule, "clang already runs it with every thread of a team");
  if (R.Collapse == 0 || R.Loops.size() < R.Collapse)
    return keeps(R, ExpandFormRule, "its collapsed loops were not all recognised");
  for (const OMPClause *C : D->clauses())
    switch (C->getClauseKind()) {
    case llvm::omp::OMPC_map: case llvm::omp::OMPC_collapse: case llvm::omp::OMPC_reduction:
    case llvm::omp::OMPC_private: case llvm::omp::OMPC_firstprivate:
    case llvm::omp::OMPC_shared: case llvm::omp::OMPC_num_teams:
    case llvm::omp::OMPC_thread_limit: case llvm::omp::OMPC_if: case llvm::omp::OMPC_device:
    case llvm::omp::OMPC_nowait: case llvm::omp::OMPC_depend: case llvm::omp::OMPC_defaultmap:
    case llvm::omp::OMPC_is_device_ptr: case llvm::omp::OMPC_has_device_addr:
    case llvm::omp::OMPC_order: case llvm::omp::OMPC_bind:
      break;
    default:
      if (C->isImplicit())
        break; // clang's own firstprivate/map for captured variables
      return keeps(R, ExpandFormRule, "its `" + std::string(llvm::omp::getOpenMPClauseName(C->getClauseKind())) +
                          "` clause is not one the expansion is known to keep the meaning of");
    }
  const Stmt *Nest = R.Loops[0].Stmt;
  for (const OMPExecutableDirective *Inner : collectNodes<OMPExecutableDirective>(Nest))
    return keeps(R, ExpandFormRule, "it holds a nested `" +
                        std::string(llvm::omp::getOpenMPDirectiveName(Inner->getDirectiveKind())) +
                        "` directive");

  // Scalars the iterations write: shared by a team's threads once they
  // run in parallel.
  std::set<const VarDecl *> AlreadyPrivate = listedIn(D, llvm::omp::OMPC_private);
  std::set<const VarDecl *> FirstPrivate = listedIn(D, llvm::omp::OMPC_firstprivate);
  std::set<const VarDecl *> Shared = listedIn(D, llvm::omp::OMPC_shared);
  std::set<const VarDecl *> Reduced = listedIn(D, llvm::omp::OMPC_reduction);
  // Seen after the region: mapped, or used through its device address.
  std::set<const VarDecl *> Mapped = listedIn(D, llvm::omp::OMPC_map);
  for (llvm::omp::Clause Kind : {llvm::omp::OMPC_has_device_addr, llvm::omp::OMPC_is_device_ptr})
    for (const VarDecl *V : listedIn(D, Kind))
      Mapped.insert(V);
  // `defaultmap(tofrom: scalar)` and the like map every scalar the region
  // names; only the default (firstprivate) leaves them on the host.
  bool DefaultMapped = false;
  for (const OMPClause *C : D->clauses())
    if (const auto *Default = dyn_cast<OMPDefaultmapClause>(C))
      DefaultMapped |= Default->getDefaultmapModifier() != OMPC_DEFAULTMAP_MODIFIER_firstprivate;
  const Stmt *IterationBody = R.Loops[R.Collapse - 1].Stmt->getBody();
  std::vector<const VarDecl *> ToPrivatize;
  for (const VarDecl *V : R.ScalarWrites) {
    bool Associated = false;
    for (unsigned K = 0; K < R.Collapse; ++K)
      Associated |= R.Loops[K].Var == symbolKey(V);
    if (Associated || Reduced.count(V) || AlreadyPrivate.count(V))
      continue;
    std::string Name = "`" + V->getName().str() + "`";
    if (V->hasGlobalStorage() || Mapped.count(V) || DefaultMapped)
      return keeps(R, ExpandScalarsRule, Name + " is written by every iteration and seen after the region");
    if (FirstPrivate.count(V) || Shared.count(V))
      return keeps(R, ExpandScalarsRule, Name + " is listed `firstprivate` or `shared` and written by the "
                         "iterations");
    if (!V->getType()->isScalarType() || V->getType()->isReferenceType())
      return keeps(R, ExpandScalarsRule, Name + " is written by the iterations and is not a plain scalar");
    for (const UnaryOperator *U : collectNodes<UnaryOperator>(Nest))
      if (U->getOpcode() == UO_AddrOf && refersTo(U->getSubExpr(), V))
        return keeps(R, ExpandScalarsRule, "the address of " + Name + " is taken");
    if (!writtenFirst(IterationBody, V))
      return keeps(R, ExpandScalarsRule, Name + " is shared and an iteration may read another's value; "
                         "threads of a team would race on it");
    ToPrivatize.push_back(V);
  }

  // Memory the iterations write: a team's threads share it once they run
  // in parallel, where clang ran one iteration after another.
  std::string SharedWrite = sharedMemoryWrites(R, Nest, Text);
  if (SharedWrite.empty())
    SharedWrite = mayShareWithWritten(F, R);
  if (!SharedWrite.empty())
    return keeps(R, ExpandMemoryRule, SharedWrite);

  auto Pragma = Text.fileRange(D->getSourceRange());
  if (!Pragma)
    return keeps(R, ExpandFormRule, "its directive is written by a macro");
  ByteRange Line = Text.pragmaLine(Pragma->Begin);
  std::vector<unsigned> Teams = Text.identifierOffsets(Line, "teams");
  std::vector<unsigned> Loop = Text.identifierOffsets(Line, "loop");
  auto LoopAfterTeams = std::find_if(Loop.begin(), Loop.end(), [&](unsigned Offset) {
    return !Teams.empty() && Offset > Teams.front();
  });
  if (Teams.empty() || LoopAfterTeams == Loop.end())
    return keeps(R, ExpandFormRule, "its directive name was not found in the pragma text");

  clang::tooling::Replacements Local;
  if (llvm::Error E = addEdit(Local, Text, {*LoopAfterTeams, *LoopAfterTeams + 4},
                              "distribute parallel for"))
    return E;
  if (const auto *Bind = D->getSingleClause<OMPBindClause>()) {
    auto Range = Text.clauseRange(*Bind);
    if (!Range)
      return keeps(R, ExpandFormRule, "its `bind` clause is written by a macro");
    // The clause goes with the comma that separates it from its neighbour:
    // a comma left after the directive name makes clang drop every clause.
    ByteRange Gone = *Range;
    llvm::StringRef Code = Text.code();
    unsigned After = Gone.End;
    while (After < Line.End && (Code[After] == ' ' || Code[After] == '\t'))
      ++After;
    unsigned Before = Gone.Begin;
    while (Before > Line.Begin && (Code[Before - 1] == ' ' || Code[Before - 1] == '\t'))
      --Before;
    if (After < Line.End && Code[After] == ',')
      Gone.End = After + 1;
    else if (Before > Line.Begin && Code[Before - 1] == ',')
      Before = Before - 1;
    Gone.Begin = Before;
    if (llvm::Error E = addEdit(Local, Text, Gone, ""))
      return E;
  }
  if (!ToPrivatize.empty()) {
    std::string Clause;
    for (const VarDecl *V : ToPrivatize) {
      Clause += (Clause.empty() ? " private(" : ", ") + V->getName().str();
      Privatized.push_back(V->getName().str());
    }
    unsigned End = Text.pragmaEnd(Pragma->Begin);
    if (llvm::Error E = addEdit(Local, Text, {End, End}, Clause + ")"))
      return E;
  }
  return Edits.add(Local, {}, {});
}

} // namespace paracodex
