//===- ModelBuilder.cpp - Clang AST to region model -----------------------===//
//
// One pass per function:
//  1. find the offload directives (target regions and data directives);
//  2. for each target region, its loops, array accesses, clauses, and the
//     things that would stop a rewrite (calls, control flow, outer writes);
//  3. split flat array indices into dimensions (Delinearize.h);
//  4. classify every host-side use of every array variable.
//
//===----------------------------------------------------------------------===//
#include "passes/model/ModelBuilder.h"

#include "passes/model/CollectNodes.h"
#include "passes/model/Delinearize.h"
#include "passes/model/ExprToAffine.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace paracodex {

namespace {

const char *const PureFunctions[] = {
    "sqrt",  "sqrtf", "fabs",  "fabsf", "exp",   "expf",  "log",  "logf",
    "sin",   "sinf",  "cos",   "cosf",  "tan",   "pow",   "powf", "fmin",
    "fmax",  "fminf", "fmaxf", "floor", "ceil",  "abs",   "labs", "fma",
    "cbrt",  "tanh",  "atan",  "atan2", "exp2",  "log2",  "log10", "round",
    "trunc", "copysign", "hypot", "erf", "omp_get_team_num", "omp_get_thread_num",
    "omp_get_num_teams", "omp_get_num_threads", "omp_is_initial_device"};

bool isPureFunction(StringRef Name) {
  for (const char *P : PureFunctions)
    if (Name == P)
      return true;
  return Name.starts_with("__builtin_") && !Name.contains("printf");
}

const Expr *stripCasts(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      E = Cast->getSubExpr();
      continue;
    }
    return E;
  }
}

const ValueDecl *referencedDecl(const Expr *E) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(stripCasts(E)))
    return Ref->getDecl();
  return nullptr;
}

std::string calleeName(const CallExpr *Call) {
  if (const FunctionDecl *F = Call->getDirectCallee())
    return F->getName().str();
  return "<indirect call>";
}

bool isArrayLike(QualType T) {
  return T->isPointerType() || T->isArrayType();
}

/// The array-like variable a pointer expression points into: `t`, `t + i`,
/// `i + t`, `t - 1`, `(double *)t + k`; null for anything else.
const ValueDecl *pointerBase(const Expr *E) {
  E = stripCasts(E);
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) {
      if (B->getLHS()->getType()->isPointerType())
        return pointerBase(B->getLHS());
      if (B->getOpcode() == BO_Add && B->getRHS()->getType()->isPointerType())
        return pointerBase(B->getRHS());
    }
    return nullptr;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_AddrOf)
      if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(U->getSubExpr()->IgnoreParens()))
        return pointerBase(Sub->getBase());
    // `*(*(y + i) + j)`: a row of a pointer-to-array, still inside `y`.
    if (U->getOpcode() == UO_Deref)
      return pointerBase(U->getSubExpr());
    return nullptr;
  }
  if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E))
    return pointerBase(Sub->getBase()); // `*(y[i] + j)`
  const ValueDecl *D = referencedDecl(E);
  return D && isArrayLike(D->getType()) ? D : nullptr;
}

class Builder {
public:
  explicit Builder(ASTContext &Context)
      : Context(Context), SM(Context.getSourceManager()) {}

  ProgramModel build() {
    ProgramModel Program;
    FileID Main = SM.getMainFileID();
    if (auto Entry = SM.getFileEntryRefForID(Main))
      Program.File = Entry->getName().str();
    for (Decl *D : Context.getTranslationUnitDecl()->decls()) {
      auto *F = dyn_cast<FunctionDecl>(D);
      if (!F || !F->hasBody() || !F->isThisDeclarationADefinition())
        continue;
      if (SM.getFileID(SM.getExpansionLoc(F->getLocation())) != Main)
        continue;
      FunctionModel Model = buildFunction(F);
      if (!Model.Regions.empty() || !Model.DataDirectives.empty())
        Program.Functions.push_back(std::move(Model));
    }
    unsigned NextId = 1;
    for (FunctionModel &F : Program.Functions)
      for (TargetRegion &R : F.Regions)
        R.Id = NextId++;
    return Program;
  }

private:
  ASTContext &Context;
  SourceManager &SM;

  // ---- source locations ------------------------------------------------

  SourceSpan span(SourceRange Range) const {
    SourceSpan S;
    SourceLocation B = SM.getExpansionLoc(Range.getBegin());
    SourceLocation E = SM.getExpansionRange(Range.getEnd()).getEnd();
    E = Lexer::getLocForEndOfToken(E, 0, SM, Context.getLangOpts());
    S.File = SM.getFilename(B).str();
    S.Line = SM.getExpansionLineNumber(B);
    S.Column = SM.getExpansionColumnNumber(B);
    S.EndLine = SM.getExpansionLineNumber(E);
    S.EndColumn = SM.getExpansionColumnNumber(E);
    S.Begin = SM.getFileOffset(B);
    S.End = SM.getFileOffset(E);
    return S;
  }

  std::string text(SourceRange Range) const {
    CharSourceRange R = CharSourceRange::getTokenRange(
        SM.getExpansionRange(Range.getBegin()).getBegin(),
        SM.getExpansionRange(Range.getEnd()).getEnd());
    return Lexer::getSourceText(R, SM, Context.getLangOpts()).str();
  }

  unsigned offset(SourceLocation L) const {
    return SM.getFileOffset(SM.getExpansionLoc(L));
  }

  // ---- parents ---------------------------------------------------------

  const Stmt *parentStmt(const Stmt *S) const {
    for (const DynTypedNode &P : Context.getParents(*S))
      if (const auto *PS = P.get<Stmt>())
        return PS;
    return nullptr;
  }

  /// The first parent that is not a paren or a cast.
  const Stmt *semanticParent(const Expr *E, const Expr **Child) const {
    const Stmt *Cur = E;
    const Stmt *P = parentStmt(Cur);
    while (P && (isa<ParenExpr>(P) || isa<CastExpr>(P))) {
      Cur = P;
      P = parentStmt(P);
    }
    if (Child)
      *Child = cast<Expr>(Cur);
    return P;
  }

  const VarDecl *parentVarDecl(const Expr *E) const {
    const Stmt *Cur = E;
    while (true) {
      for (const DynTypedNode &P : Context.getParents(*Cur))
        if (const auto *V = P.get<VarDecl>())
          return V;
      const Stmt *P = parentStmt(Cur);
      if (!P || !(isa<ParenExpr>(P) || isa<CastExpr>(P)))
        return nullptr;
      Cur = P;
    }
  }

  // ---- arrays ----------------------------------------------------------

  /// Views: a pointer-to-array local initialised from a cast of another
  /// array, `double (*u)[n2][n1] = (double (*)[n2][n1]) up;`.
  std::map<const ValueDecl *, const ValueDecl *> ViewOf;

  const ValueDecl *canonical(const ValueDecl *D) const {
    for (int Guard = 0; Guard < 8; ++Guard) {
      auto It = ViewOf.find(D);
      if (It == ViewOf.end())
        return D;
      D = It->second;
    }
    return D;
  }

  /// `double *prev = tmp;`: another name for the same memory.
  static bool isPointerCopy(const VarDecl *V) {
    return V->hasInit() && V->getType()->isPointerType() &&
           !V->getType()->getPointeeType()->isArrayType() &&
           !isa<ParmVarDecl>(V) && isa<DeclRefExpr>(stripCasts(V->getInit())) &&
           isArrayLike(stripCasts(V->getInit())->getType());
  }

  static bool isViewDeclaration(const VarDecl *V) {
    if (!V->hasInit())
      return false;
    QualType T = V->getType();
    if (!T->isPointerType() || !T->getPointeeType()->isArrayType())
      return false;
    return isa<DeclRefExpr>(stripCasts(V->getInit()));
  }

  void collectViews(const FunctionDecl *F) {
    // Both VLA views and plain pointer copies name the same memory; only
    // the copies count as aliasing (HostUse::Escape).
    for (const VarDecl *V : collectNodes<VarDecl>(F->getBody()))
      if (isViewDeclaration(V) || isPointerCopy(V))
        ViewOf[V] = referencedDecl(V->getInit());
  }

  ArrayVariable &arrayFor(FunctionModel &F, const ValueDecl *D) {
    D = canonical(D);
    std::string Name = D->getName().str();
    auto [It, Inserted] = F.Arrays.try_emplace(Name);
    ArrayVariable &A = It->second;
    if (!Inserted)
      return A;
    A.Name = Name;
    A.Decl = D;
    A.DeclLoc = span(D->getSourceRange());
    QualType T = D->getType();
    A.Restrict = T.isRestrictQualified();
    if (isa<ParmVarDecl>(D))
      A.Alloc = Allocation::Parameter;
    else if (const auto *V = dyn_cast<VarDecl>(D)) {
      if (V->hasGlobalStorage())
        A.Alloc = T->isArrayType() ? Allocation::GlobalArray : Allocation::Unknown;
      else if (T->isArrayType())
        A.Alloc = Allocation::LocalArray;
      else if (V->hasInit())
        A.Alloc = allocationOf(V->getInit());
    }
    return A;
  }

  static Allocation allocationByName(const std::string &Callee) {
    if (Callee == "malloc" || Callee == "aligned_alloc")
      return Allocation::Malloc;
    if (Callee == "calloc")
      return Allocation::Calloc;
    if (Callee == "omp_target_alloc")
      return Allocation::OmpTargetAlloc;
    return Allocation::Unknown;
  }

  /// How \p Init allocates: a malloc-family call, or a call to a function
  /// of this file that only returns such memory (`alloc_host(n)` wrappers
  /// that add an out-of-memory check).
  Allocation allocationOf(const Expr *Init) const {
    const auto *Call = dyn_cast<CallExpr>(stripCasts(Init));
    if (!Call)
      return Allocation::Unknown;
    Allocation Direct = allocationByName(calleeName(Call));
    if (Direct != Allocation::Unknown)
      return Direct;
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->hasBody())
      return Allocation::Unknown;
    return wrappedAllocation(Callee);
  }

  /// The allocation every `return` of \p F hands out, when they all agree:
  /// `return malloc(..)` or `return p` with `p` initialised by one.
  Allocation wrappedAllocation(const FunctionDecl *F) const {
    Allocation Result = Allocation::Unknown;
    for (const ReturnStmt *R : collectNodes<ReturnStmt>(F->getBody())) {
      if (!R->getRetValue())
        return Allocation::Unknown;
      const Expr *Value = stripCasts(R->getRetValue());
      Allocation This = Allocation::Unknown;
      if (const auto *Call = dyn_cast<CallExpr>(Value))
        This = allocationByName(calleeName(Call));
      else if (const auto *V = dyn_cast_or_null<VarDecl>(referencedDecl(Value)))
        if (V->hasInit())
          if (const auto *Call = dyn_cast<CallExpr>(stripCasts(V->getInit())))
            This = allocationByName(calleeName(Call));
      if (This == Allocation::Unknown ||
          (Result != Allocation::Unknown && Result != This))
        return Allocation::Unknown;
      Result = This;
    }
    return Result;
  }

  // ---- directives ------------------------------------------------------

  struct DirectiveCollector : RecursiveASTVisitor<DirectiveCollector> {
    std::vector<OMPExecutableDirective *> Targets, Data;
    bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
      OpenMPDirectiveKind K = D->getDirectiveKind();
      if (isOpenMPTargetExecutionDirective(K))
        Targets.push_back(D);
      else if (isOpenMPTargetDataManagementDirective(K))
        Data.push_back(D);
      return true;
    }
  };

  static std::string directiveName(const OMPExecutableDirective *D) {
    return llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str();
  }

  std::vector<MapEntry> mapEntries(const OMPExecutableDirective *D,
                                   FunctionModel &F) {
    std::vector<MapEntry> Entries;
    for (const auto *Map : D->getClausesOfKind<OMPMapClause>()) {
      // Sema adds implicit maps for arrays a region uses; only what the
      // programmer wrote says where data goes.
      if (Map->isImplicit())
        continue;
      std::string Type =
          getOpenMPSimpleClauseTypeName(llvm::omp::OMPC_map, Map->getMapType());
      for (OpenMPMapModifierKind M : Map->getMapTypeModifiers())
        if (M == OMPC_MAP_MODIFIER_present)
          Type = "present," + Type;
      for (const Expr *Item : Map->varlists())
        addMapItem(Item, Type, F, Entries, Map, D);
    }
    for (const auto *Clause : D->getClausesOfKind<OMPToClause>())
      for (const Expr *Item : Clause->varlists())
        addMapItem(Item, "update-to", F, Entries, Clause, D);
    for (const auto *Clause : D->getClausesOfKind<OMPFromClause>())
      for (const Expr *Item : Clause->varlists())
        addMapItem(Item, "update-from", F, Entries, Clause, D);
    return Entries;
  }

  void addMapItem(const Expr *Item, const std::string &Type, FunctionModel &F,
                  std::vector<MapEntry> &Entries, const OMPClause *Clause,
                  const OMPExecutableDirective *Directive) {
    const Expr *Base = Item->IgnoreParenImpCasts();
    while (true) {
      if (const auto *Section = dyn_cast<ArraySectionExpr>(Base))
        Base = Section->getBase()->IgnoreParenImpCasts();
      else if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base))
        Base = Sub->getBase()->IgnoreParenImpCasts();
      else
        break;
    }
    const ValueDecl *D = referencedDecl(Base);
    if (!D || !isArrayLike(D->getType()))
      return;
    ArrayVariable &A = arrayFor(F, D);
    MapEntry E{A.Name, Type, span(Item->getSourceRange())};
    Entries.push_back(E);
    HostUse Use{HostUse::MapClause, Type, "", E.Loc};
    Use.MapItem = Item;
    Use.Clause = Clause;
    Use.Directive = Directive;
    A.HostUses.push_back(Use);
  }

  /// The statement that carries the directive's code: the loop nest for
  /// combined directives, the block for a plain `target`.
  static const Stmt *body(const OMPExecutableDirective *D) {
    if (!D->hasAssociatedStmt())
      return nullptr;
    return D->getInnermostCapturedStmt()->getCapturedStmt();
  }

  /// Where the code of \p D ends. A directive's own range is its pragma
  /// line: `target` followed, without braces, by `teams distribute parallel
  /// for` ends with the loop under the inner directive.
  static SourceLocation endOfCode(const OMPExecutableDirective *D) {
    const Stmt *Last = D;
    while (const auto *Dir = dyn_cast<OMPExecutableDirective>(Last)) {
      const Stmt *Inner = body(Dir);
      if (!Inner)
        return Dir->getEndLoc();
      Last = Inner;
    }
    return Last->getEndLoc();
  }

  /// For `target` with nested `teams`/`distribute`/`parallel for`: the
  /// chain of nested directives down to the loop directive.
  static std::vector<const OMPExecutableDirective *>
  nestedChain(const OMPExecutableDirective *Target) {
    std::vector<const OMPExecutableDirective *> Chain{Target};
    const OMPExecutableDirective *Cur = Target;
    while (!isOpenMPLoopDirective(Cur->getDirectiveKind())) {
      const Stmt *S = body(Cur);
      const OMPExecutableDirective *Next = nullptr;
      while (S) {
        if (const auto *D = dyn_cast<OMPExecutableDirective>(S)) {
          Next = D;
          break;
        }
        const auto *Block = dyn_cast<CompoundStmt>(S);
        if (!Block)
          break;
        // A block whose only directive child is the next level of the nest.
        const Stmt *Only = nullptr;
        for (const Stmt *Child : Block->body())
          if (isa<OMPExecutableDirective>(Child) || isa<ForStmt>(Child))
            Only = Only ? nullptr : Child;
        S = Only;
        if (S && isa<ForStmt>(S))
          break;
      }
      if (!Next)
        break;
      Chain.push_back(Next);
      Cur = Next;
    }
    return Chain;
  }

  unsigned collapseOf(const OMPExecutableDirective *D) const {
    if (const auto *C = D->getSingleClause<OMPCollapseClause>())
      if (auto V = C->getNumForLoops()->getIntegerConstantExpr(Context))
        return static_cast<unsigned>(V->getExtValue());
    return 1;
  }

  // ---- loops -----------------------------------------------------------

  LoopInfo parseLoop(const ForStmt *For, const AffineBindings &Bindings) {
    LoopInfo L;
    L.Stmt = For;
    L.Span = span(For->getSourceRange());
    L.BoundsAffine = false;
    const VarDecl *Var = nullptr;
    const Expr *Init = nullptr;
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(For->getInit())) {
      if (DS->isSingleDecl())
        if ((Var = dyn_cast<VarDecl>(DS->getSingleDecl())))
          Init = Var->getInit();
    } else if (const auto *Assign =
                   dyn_cast_or_null<BinaryOperator>(For->getInit())) {
      if (Assign->getOpcode() == BO_Assign) {
        Var = dyn_cast_or_null<VarDecl>(referencedDecl(Assign->getLHS()));
        Init = Assign->getRHS();
      }
    }
    if (!Var)
      return L;
    L.Var = Var->getName().str();
    auto Lower = toAffine(Init, Context, Bindings);
    // Step from `i++`, `++i`, `i += c`, `i = i + c`.
    std::optional<int64_t> Step;
    if (const auto *U = dyn_cast_or_null<UnaryOperator>(For->getInc())) {
      if (U->isIncrementOp())
        Step = 1;
      else if (U->isDecrementOp())
        Step = -1;
    } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(For->getInc())) {
      if (B->getOpcode() == BO_AddAssign)
        if (auto S = toAffine(B->getRHS(), Context))
          Step = S->asConstant();
    }
    const auto *Cond = dyn_cast_or_null<BinaryOperator>(For->getCond());
    if (!Lower || !Step || !Cond || *Step <= 0)
      return L;
    if (referencedDecl(Cond->getLHS()) != Var)
      return L;
    auto Bound = toAffine(Cond->getRHS(), Context, Bindings);
    if (!Bound)
      return L;
    if (Cond->getOpcode() == BO_LT)
      L.Last = *Bound - AffineExpr::constant(1);
    else if (Cond->getOpcode() == BO_LE)
      L.Last = *Bound;
    else
      return L;
    // With a step other than 1 the last value is only known for constant
    // trip counts; keep the bound, which over-approximates the range.
    L.Lower = *Lower;
    L.Step = *Step;
    L.BoundsAffine = true;
    return L;
  }

  // ---- target regions --------------------------------------------------

  struct RegionScan : RecursiveASTVisitor<RegionScan> {
    std::vector<const ForStmt *> Loops;
    std::vector<const ArraySubscriptExpr *> Subscripts;
    std::vector<const CallExpr *> Calls;
    std::vector<const Stmt *> Control;
    std::vector<const OMPExecutableDirective *> Nested;
    std::vector<const VarDecl *> Locals;
    std::vector<const Expr *> ScalarWrites;
    std::vector<const UnaryOperator *> Derefs;
    std::vector<const DeclRefExpr *> Refs;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      Refs.push_back(E);
      return true;
    }
    bool VisitForStmt(ForStmt *S) {
      Loops.push_back(S);
      return true;
    }
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
      Subscripts.push_back(E);
      return true;
    }
    bool VisitCallExpr(CallExpr *E) {
      Calls.push_back(E);
      return true;
    }
    bool VisitIfStmt(IfStmt *S) { return control(S); }
    bool VisitWhileStmt(WhileStmt *S) { return control(S); }
    bool VisitDoStmt(DoStmt *S) { return control(S); }
    bool VisitBreakStmt(BreakStmt *S) { return control(S); }
    bool VisitContinueStmt(ContinueStmt *S) { return control(S); }
    bool VisitReturnStmt(ReturnStmt *S) { return control(S); }
    bool VisitGotoStmt(GotoStmt *S) { return control(S); }
    bool VisitSwitchStmt(SwitchStmt *S) { return control(S); }
    bool control(Stmt *S) {
      Control.push_back(S);
      return true;
    }
    bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
      Nested.push_back(D);
      return true;
    }
    bool VisitVarDecl(VarDecl *V) {
      Locals.push_back(V);
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *B) {
      if (B->isAssignmentOp())
        ScalarWrites.push_back(B->getLHS());
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *U) {
      if (U->isIncrementDecrementOp())
        ScalarWrites.push_back(U->getSubExpr());
      if (U->getOpcode() == UO_Deref)
        Derefs.push_back(U);
      if (U->getOpcode() == UO_AddrOf)
        ScalarWrites.push_back(U->getSubExpr()); // may be written through
      return true;
    }
  };

  static const char *controlName(const Stmt *S) {
    if (isa<IfStmt>(S))
      return "an if statement";
    if (isa<WhileStmt>(S))
      return "a while loop";
    if (isa<DoStmt>(S))
      return "a do-while loop";
    if (isa<BreakStmt>(S))
      return "a break";
    if (isa<ContinueStmt>(S))
      return "a continue";
    if (isa<ReturnStmt>(S))
      return "a return";
    if (isa<SwitchStmt>(S))
      return "a switch";
    return "a goto";
  }

  TargetRegion buildRegion(const OMPExecutableDirective *D, FunctionModel &F) {
    TargetRegion R;
    R.Function = F.Name;
    R.Directive = D;
    const Stmt *Body = body(D);
    R.Span = span(SourceRange(D->getBeginLoc(), endOfCode(D)));
    std::vector<const OMPExecutableDirective *> Chain = nestedChain(D);
    for (const OMPExecutableDirective *Level : Chain) {
      R.DirectiveKind += (R.DirectiveKind.empty() ? "" : " > ") + directiveName(Level);
      R.NoWait |= Level->hasClausesOfKind<OMPNowaitClause>();
      R.HasDepend |= Level->hasClausesOfKind<OMPDependClause>();
      for (const auto *Red : Level->getClausesOfKind<OMPReductionClause>()) {
        std::string Op = Red->getNameInfo().getAsString();
        if (llvm::StringRef(Op).starts_with("operator"))
          Op = Op.substr(8); // "operator+" is the clause's "+"
        for (const Expr *V : Red->varlists())
          R.Reductions.push_back(Op + ":" + text(V->getSourceRange()));
      }
      for (const auto *P : Level->getClausesOfKind<OMPIsDevicePtrClause>())
        for (const Expr *V : P->varlists())
          if (const ValueDecl *VD = referencedDecl(V))
            R.IsDevicePtr.push_back(canonical(VD)->getName().str());
    }
    R.Collapse = collapseOf(Chain.back());
    R.Maps = mapEntries(D, F);
    if (!Body)
      return R;

    RegionScan Scan;
    Scan.TraverseStmt(const_cast<Stmt *>(Body));

    // Local integers with a polynomial value, in source order so that a
    // later one may use an earlier one.
    AffineBindings Bindings;
    llvm::StringSet<> Reassigned;
    for (const Expr *W : Scan.ScalarWrites)
      if (const ValueDecl *VD = referencedDecl(W))
        Reassigned.insert(VD->getName());
    for (const VarDecl *V : Scan.Locals) {
      if (!V->getType()->isIntegerType() || !V->hasInit() ||
          Reassigned.contains(V->getName()))
        continue;
      if (auto Value = toAffine(V->getInit(), Context, Bindings))
        Bindings[V->getName().str()] = *Value;
    }

    // Loops: the perfect nest under the directive first.
    const Stmt *Cur = Chain.size() > 1 ? body(Chain.back()) : Body;
    std::set<const ForStmt *> InNest;
    unsigned Depth = 0;
    const ForStmt *Innermost = nullptr;
    while (const auto *For = dyn_cast_or_null<ForStmt>(Cur)) {
      Innermost = For;
      LoopInfo L = parseLoop(For, Bindings);
      L.Perfect = true;
      L.InCollapsedNest = Depth < R.Collapse;
      R.Loops.push_back(L);
      InNest.insert(For);
      ++Depth;
      Cur = For->getBody();
      if (const auto *Block = dyn_cast<CompoundStmt>(Cur))
        Cur = Block->size() == 1 ? Block->body_front() : nullptr;
    }
    for (const ForStmt *For : Scan.Loops)
      if (!InNest.count(For))
        R.Loops.push_back(parseLoop(For, Bindings));

    std::set<std::string> LoopVars;
    for (const LoopInfo &L : R.Loops)
      if (!L.Var.empty())
        LoopVars.insert(L.Var);
    // Loop variables are symbols even where a local binding shadows them.
    for (const std::string &V : LoopVars)
      Bindings.erase(V);
    R.Bindings = Bindings;
    R.InnermostBody = Innermost ? Innermost->getBody() : nullptr;

    for (const ArraySubscriptExpr *E : Scan.Subscripts)
      addAccess(E, R, F, Bindings);
    for (const UnaryOperator *U : Scan.Derefs)
      addDerefAccess(U, R, F);

    for (const CallExpr *Call : Scan.Calls) {
      std::string Name = calleeName(Call);
      for (const Expr *Arg : Call->arguments()) {
        const ValueDecl *VD = referencedDecl(Arg);
        if (VD && isArrayLike(VD->getType()))
          R.Escapes.push_back(
              {arrayFor(F, VD).Name,
               "passed to `" + Name + "` at line " +
                   std::to_string(span(Call->getSourceRange()).Line)});
      }
      if (!isPureFunction(Name))
        R.SideEffects.push_back("calls `" + Name + "` at line " +
                                std::to_string(span(Call->getSourceRange()).Line));
    }
    for (const OMPExecutableDirective *N : Scan.Nested) {
      OpenMPDirectiveKind K = N->getDirectiveKind();
      if (K == llvm::omp::OMPD_atomic || K == llvm::omp::OMPD_critical ||
          K == llvm::omp::OMPD_ordered || K == llvm::omp::OMPD_barrier ||
          K == llvm::omp::OMPD_single || K == llvm::omp::OMPD_master)
        R.SideEffects.push_back("has `#pragma omp " + directiveName(N) +
                                "` at line " +
                                std::to_string(span(N->getSourceRange()).Line));
    }
    for (const Stmt *S : Scan.Control)
      R.ControlFlow.push_back(std::string("has ") + controlName(S) +
                              " at line " +
                              std::to_string(span(S->getSourceRange()).Line));

    // Scalars declared outside the region that it reads: what a copy of
    // its expressions elsewhere must see unchanged.
    std::set<const VarDecl *> SeenInputs;
    for (const DeclRefExpr *Ref : Scan.Refs) {
      const auto *VD = dyn_cast<VarDecl>(Ref->getDecl());
      if (!VD || isArrayLike(VD->getType()) || VD->getType().isConstQualified())
        continue;
      bool Outside = VD->hasGlobalStorage() || !R.Span.contains(offset(VD->getLocation()));
      if (Outside && !LoopVars.count(VD->getName().str()) && SeenInputs.insert(VD).second)
        R.ScalarInputs.push_back(VD);
    }
    for (const Expr *W : Scan.ScalarWrites)
      if (const auto *VD = dyn_cast_or_null<VarDecl>(referencedDecl(W)))
        if (!isArrayLike(VD->getType()) &&
            (VD->hasGlobalStorage() || !R.Span.contains(offset(VD->getLocation()))) &&
            std::find(R.ScalarWrites.begin(), R.ScalarWrites.end(), VD) == R.ScalarWrites.end())
          R.ScalarWrites.push_back(VD);

    // Scalars declared outside the region and written inside it (other than
    // reduction variables) are results the region hands back.
    std::set<std::string> ReductionVars;
    for (const std::string &Red : R.Reductions)
      ReductionVars.insert(Red.substr(Red.find(':') + 1));
    unsigned BodyBegin = offset(Body->getBeginLoc());
    for (const Expr *W : Scan.ScalarWrites) {
      const auto *VD = dyn_cast_or_null<VarDecl>(referencedDecl(W));
      if (!VD || isArrayLike(VD->getType()) || LoopVars.count(VD->getName().str()))
        continue;
      bool DeclaredInside = offset(VD->getLocation()) >= BodyBegin;
      if (DeclaredInside || ReductionVars.count(VD->getName().str()))
        continue;
      R.SideEffects.push_back("writes `" + VD->getName().str() +
                              "`, declared outside the region, at line " +
                              std::to_string(span(W->getSourceRange()).Line));
    }
    return R;
  }

  void addAccess(const ArraySubscriptExpr *E, TargetRegion &R,
                 FunctionModel &F, const AffineBindings &Bindings) {
    // Only the outermost subscript of a chain a[i][j][k] is an access.
    const Expr *ChildOfParent = nullptr;
    const Stmt *P = semanticParent(E, &ChildOfParent);
    if (const auto *Outer = dyn_cast_or_null<ArraySubscriptExpr>(P))
      if (Outer->getBase()->IgnoreParenImpCasts() == E ||
          stripCasts(Outer->getBase()) == E)
        return;
    std::vector<const Expr *> Indices;
    const Expr *Base = E;
    while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(stripCasts(Base))) {
      Indices.insert(Indices.begin(), Sub->getIdx());
      Base = Sub->getBase();
    }
    const ValueDecl *D = referencedDecl(Base);
    if (!D || !isArrayLike(D->getType()))
      return;
    ArrayVariable &A = arrayFor(F, D);

    ArrayAccess Access;
    Access.Array = A.Name;
    Access.Expr = E;
    Access.Loc = span(E->getSourceRange());
    Access.Text = text(E->getSourceRange());
    setKindFromParent(Access, P, ChildOfParent);
    for (const Expr *Index : Indices) {
      auto Poly = toAffine(Index, Context, Bindings);
      if (!Poly) {
        Access.Affine = false;
        Access.Subscripts.push_back(AffineExpr());
        continue;
      }
      Access.Subscripts.push_back(*Poly);
    }
    R.Accesses.push_back(std::move(Access));
  }

  /// Read, write (`= `, with the assignment) or read-write (`+=`, `++`),
  /// from the expression \p Child of the access sits in, \p Parent.
  static void setKindFromParent(ArrayAccess &Access, const Stmt *Parent, const Expr *Child) {
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(Parent)) {
      if (B->isAssignmentOp() && Child == B->getLHS()) {
        Access.Kind = B->isCompoundAssignmentOp() ? AccessKind::ReadWrite : AccessKind::Write;
        Access.Assignment = B;
      }
    } else if (const auto *U = dyn_cast_or_null<UnaryOperator>(Parent)) {
      if (U->isIncrementDecrementOp())
        Access.Kind = AccessKind::ReadWrite;
    }
  }

  /// `*(t + i)`, `*t`: an access to `t` at an index paracodex does not
  /// analyse (not affine), so that every rule that needs the index refuses
  /// and every rule that needs only the array sees the access.
  void addDerefAccess(const UnaryOperator *U, TargetRegion &R, FunctionModel &F) {
    const ValueDecl *D = pointerBase(U->getSubExpr());
    if (!D) {
      // A store through a pointer paracodex cannot trace to an array may
      // write anything: the rules must see it.
      if (isAssignedThrough(U))
        R.UnknownWrites.push_back("`" + text(U->getSourceRange()) + "` (line " +
                                  std::to_string(span(U->getSourceRange()).Line) + ")");
      return;
    }
    ArrayVariable &A = arrayFor(F, D);
    ArrayAccess Access;
    Access.Array = A.Name;
    Access.Expr = U;
    Access.Loc = span(U->getSourceRange());
    Access.Text = text(U->getSourceRange());
    Access.Affine = false;
    Access.Subscripts.push_back(AffineExpr());
    const Expr *Child = nullptr;
    const Stmt *P = semanticParent(U, &Child);
    setKindFromParent(Access, P, Child);
    R.Accesses.push_back(std::move(Access));
  }

  /// Splits every flat (one-subscript) access of each array into dimensions,
  /// using the strides seen across all regions of the function.
  void delinearize(FunctionModel &F) {
    std::map<std::string, std::set<Monomial>> Strides;
    std::set<std::string> Broken;
    auto loopVarsOf = [](const TargetRegion &R) {
      std::set<std::string> Vars;
      for (const LoopInfo &L : R.Loops)
        Vars.insert(L.Var);
      return Vars;
    };
    for (const TargetRegion &R : F.Regions) {
      std::set<std::string> Vars = loopVarsOf(R);
      for (const ArrayAccess &A : R.Accesses) {
        if (A.Subscripts.size() != 1 || !A.Affine)
          continue;
        auto S = collectStrides(A.Subscripts[0], Vars);
        if (!S) {
          Broken.insert(A.Array);
          continue;
        }
        Strides[A.Array].insert(S->begin(), S->end());
      }
    }
    for (TargetRegion &R : F.Regions) {
      std::set<std::string> Vars = loopVarsOf(R);
      for (ArrayAccess &A : R.Accesses) {
        if (A.Subscripts.size() != 1 || !A.Affine || Broken.count(A.Array))
          continue;
        A.FlatIndex = A.Subscripts[0];
        auto Chain = orderStrideChain(Strides[A.Array]);
        if (!Chain || Chain->size() < 2)
          continue;
        if (auto Split = splitByStrides(A.Subscripts[0], *Chain, Vars))
          A.Subscripts = *Split;
      }
    }
  }

  // ---- host uses -------------------------------------------------------

  void collectHostUses(const FunctionDecl *FD, FunctionModel &F) {
    struct RefFinder : RecursiveASTVisitor<RefFinder> {
      std::vector<const DeclRefExpr *> Refs;
      std::vector<const VarDecl *> Decls;
      bool VisitDeclRefExpr(DeclRefExpr *E) {
        Refs.push_back(E);
        return true;
      }
      bool VisitVarDecl(VarDecl *V) {
        Decls.push_back(V);
        return true;
      }
      bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) {
        return true; // sizeof(*t) reads nothing
      }
    } Finder;
    Finder.TraverseStmt(FD->getBody());

    std::vector<std::pair<unsigned, unsigned>> Skip; // region bodies, pragmas
    for (const TargetRegion &R : F.Regions)
      Skip.push_back({R.Span.Begin, R.Span.End});
    for (const DataDirective &D : F.DataDirectives) {
      SourceSpan Pragma = span(SourceRange(D.Directive->getBeginLoc(),
                                           D.Directive->getEndLoc()));
      Skip.push_back({Pragma.Begin, Pragma.End});
    }
    auto skipped = [&](unsigned Off) {
      for (auto [B, E] : Skip)
        if (B <= Off && Off < E)
          return true;
      return false;
    };

    for (const VarDecl *V : Finder.Decls) {
      if (!isArrayLike(V->getType()) || ViewOf.count(V))
        continue;
      if (V->getType()->isArrayType() ||
          (V->hasInit() && allocationOf(V->getInit()) != Allocation::Unknown)) {
        ArrayVariable &A = arrayFor(F, V);
        HostUse Use{HostUse::Allocate, "", "declaration", span(V->getSourceRange())};
        for (const DynTypedNode &P : Context.getParents(*V))
          if (const auto *DS = P.get<DeclStmt>())
            Use.Statement = DS;
        A.HostUses.push_back(Use);
      }
    }

    for (const DeclRefExpr *Ref : Finder.Refs) {
      const ValueDecl *D = Ref->getDecl();
      if (!isArrayLike(D->getType()) || isa<FunctionDecl>(D))
        continue;
      unsigned Off = offset(Ref->getLocation());
      if (skipped(Off))
        continue;
      if (!F.Arrays.count(canonical(D)->getName().str()))
        continue; // never used by an offload directive: not our business
      ArrayVariable &A = arrayFor(F, D);
      HostUse Use = classifyHostUse(Ref);
      if (Use.What == HostUse::View)
        A.Views.push_back(Use.Detail);
      A.HostUses.push_back(Use);
    }
  }

  /// True when the lvalue \p E (a dereference or subscript) is stored to.
  bool isAssignedThrough(const Expr *E) const {
    const Expr *Child = nullptr;
    const Stmt *Up = semanticParent(E, &Child);
    while (const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(Up))
      Up = semanticParent(Sub, &Child);
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(Up))
      return B->isAssignmentOp() && Child == B->getLHS();
    if (const auto *U = dyn_cast_or_null<UnaryOperator>(Up))
      return U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf;
    return false;
  }

  HostUse classifyHostUse(const DeclRefExpr *Ref) {
    HostUse Use{HostUse::Read, "", "", span(Ref->getSourceRange())};
    const Expr *Child = nullptr;
    const Stmt *P = semanticParent(Ref, &Child);
    if (const VarDecl *Into = parentVarDecl(Ref)) {
      if (isViewDeclaration(Into)) {
        Use.What = HostUse::View;
        Use.Detail = Into->getName().str();
        for (const DynTypedNode &P : Context.getParents(*Into))
          if (const auto *DS = P.get<DeclStmt>())
            Use.Statement = DS; // deleted with the array it views
      } else {
        Use.What = HostUse::Escape;
        Use.Detail = "stored in `" + Into->getName().str() + "`";
      }
      return Use;
    }
    if (const auto *Call = dyn_cast_or_null<CallExpr>(P)) {
      std::string Callee = calleeName(Call);
      Use.Detail = Callee;
      Use.What = (Callee == "free" || Callee == "omp_target_free")
                     ? HostUse::Free
                     : HostUse::Escape;
      Use.Statement = Call;
      if (Use.What == HostUse::Escape)
        Use.Detail = "passed to `" + Callee + "`";
      return Use;
    }
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(P)) {
      if (B->isComparisonOp())
        return Use; // a null check reads only the pointer
      if (B->getOpcode() == BO_Assign && Child == B->getLHS()) {
        Use.What = allocationOf(B->getRHS()) != Allocation::Unknown
                       ? HostUse::Allocate
                       : HostUse::Escape;
        Use.Detail = Use.What == HostUse::Allocate ? "assignment"
                                                   : "pointer reassigned";
        Use.Statement = B;
        return Use;
      }
      if (B->getOpcode() == BO_Assign && Child == B->getRHS()) {
        Use.What = HostUse::Escape;
        Use.Detail = "copied into `" + text(B->getLHS()->getSourceRange()) + "`";
        return Use;
      }
    }
    if (const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(P)) {
      // Climb to the outermost subscript and see whether it is assigned.
      const Expr *Outer = Sub;
      const Stmt *Up = semanticParent(Sub, &Child);
      while (const auto *S2 = dyn_cast_or_null<ArraySubscriptExpr>(Up)) {
        Outer = S2;
        Up = semanticParent(S2, &Child);
      }
      (void)Outer;
      if (const auto *B = dyn_cast_or_null<BinaryOperator>(Up))
        if (B->isAssignmentOp() && Child == B->getLHS())
          Use.What = HostUse::Write;
      if (const auto *U = dyn_cast_or_null<UnaryOperator>(Up))
        if (U->isIncrementDecrementOp())
          Use.What = HostUse::Write;
      return Use;
    }
    if (const auto *U = dyn_cast_or_null<UnaryOperator>(P)) {
      if (U->getOpcode() == UO_LNot)
        return Use;
      if (U->getOpcode() == UO_Deref) {
        if (isAssignedThrough(U))
          Use.What = HostUse::Write;
        return Use;
      }
    }
    // `*(t + i) = x`, `(t + 1)[i] = x`: pointer arithmetic, then a store.
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(P))
      if ((B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) &&
          B->getType()->isPointerType()) {
        const Expr *Top = B;
        const Stmt *Up = semanticParent(B, nullptr);
        while (const auto *More = dyn_cast_or_null<BinaryOperator>(Up)) {
          if (!More->getType()->isPointerType())
            break;
          Top = More;
          Up = semanticParent(More, nullptr);
        }
        if (const auto *U = dyn_cast_or_null<UnaryOperator>(Up))
          if (U->getOpcode() == UO_Deref && isAssignedThrough(U))
            Use.What = HostUse::Write;
        if (const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(Up))
          if (isAssignedThrough(Sub))
            Use.What = HostUse::Write;
        (void)Top;
        return Use;
      }
    if (isa_and_nonnull<ReturnStmt>(P)) {
      Use.What = HostUse::Escape;
      Use.Detail = "returned";
    }
    return Use;
  }

  /// `double *t; ... t = malloc(n);`: a local pointer declared without a
  /// value and assigned exactly once, from an allocation, is that
  /// allocation (its declaration then goes with it).
  void allocatedByAssignment(FunctionModel &F) {
    for (auto &[Name, A] : F.Arrays) {
      const auto *V = dyn_cast_or_null<VarDecl>(A.Decl);
      if (A.Alloc != Allocation::Unknown || !V || isa<ParmVarDecl>(V) || V->hasGlobalStorage() ||
          !V->getType()->isPointerType() || (V->hasInit() && !isNullPointer(V->getInit())))
        continue;
      const BinaryOperator *Assignment = nullptr;
      unsigned Assignments = 0;
      for (const HostUse &U : A.HostUses) {
        if (U.What == HostUse::Escape && U.Detail == "pointer reassigned")
          ++Assignments;
        if (U.What == HostUse::Allocate && U.Detail == "assignment") {
          ++Assignments;
          Assignment = dyn_cast_or_null<BinaryOperator>(U.Statement);
        }
      }
      if (Assignments != 1 || !Assignment)
        continue;
      // Assigned before any region uses it, in the function's own block.
      bool BeforeRegions = true;
      for (const TargetRegion &R : F.Regions)
        BeforeRegions &= offset(Assignment->getBeginLoc()) < R.Span.Begin;
      if (!BeforeRegions || !isa_and_nonnull<CompoundStmt>(parentStmt(Assignment)))
        continue;
      A.Alloc = allocationOf(Assignment->getRHS());
      HostUse Declaration{HostUse::Allocate, "", "declaration", span(V->getSourceRange())};
      for (const DynTypedNode &P : Context.getParents(*V))
        if (const auto *DS = P.get<DeclStmt>())
          Declaration.Statement = DS;
      A.HostUses.push_back(Declaration);
    }
  }

  bool isNullPointer(const Expr *E) const {
    return E->isNullPointerConstant(Context, Expr::NPC_ValueDependentIsNotNull) !=
           Expr::NPCK_NotNull;
  }

  // ---- host scalars ----------------------------------------------------

  void collectHostScalarWrites(const FunctionDecl *FD, FunctionModel &F) {
    auto inRegionBody = [&](unsigned Off) {
      for (const TargetRegion &R : F.Regions)
        if (R.Span.contains(Off))
          return true;
      return false;
    };
    auto scalar = [](const Expr *E) -> const VarDecl * {
      const auto *V = dyn_cast_or_null<VarDecl>(referencedDecl(E));
      return V && !isArrayLike(V->getType()) ? V : nullptr;
    };
    auto add = [&](const VarDecl *V, const Stmt *At, const char *How) {
      F.HostScalarWrites.push_back({V, span(At->getSourceRange()), How});
    };
    for (const BinaryOperator *B : collectNodes<BinaryOperator>(FD->getBody()))
      if (B->isAssignmentOp() && !inRegionBody(offset(B->getBeginLoc())))
        if (const VarDecl *V = scalar(B->getLHS()))
          add(V, B, "assigned");
    for (const UnaryOperator *U : collectNodes<UnaryOperator>(FD->getBody())) {
      if (!(U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
        continue;
      const VarDecl *V = scalar(U->getSubExpr());
      if (!V)
        continue;
      // `&x` inside a region still lets host code store through it later.
      if (U->getOpcode() == UO_AddrOf)
        add(V, U, "has its address taken");
      else if (!inRegionBody(offset(U->getBeginLoc())))
        add(V, U, "incremented or decremented");
    }
    for (const CallExpr *Call : collectNodes<CallExpr>(FD->getBody())) {
      std::string Name = calleeName(Call);
      if (!inRegionBody(offset(Call->getBeginLoc())) && !isPureFunction(Name) &&
          Name != "malloc" && Name != "free" && Name != "calloc")
        F.HostCalls.push_back({Name, span(Call->getSourceRange())});
    }
    // Clauses that copy values back into a host scalar.
    for (const OMPExecutableDirective *D : collectNodes<OMPExecutableDirective>(FD->getBody())) {
      for (const auto *Map : D->getClausesOfKind<OMPMapClause>()) {
        OpenMPMapClauseKind K = Map->getMapType();
        if (K != OMPC_MAP_from && K != OMPC_MAP_tofrom)
          continue;
        for (const Expr *Item : Map->varlists())
          if (const VarDecl *V = scalar(Item))
            add(V, D, "copied back by a map clause");
      }
      for (const auto *Red : D->getClausesOfKind<OMPReductionClause>())
        for (const Expr *Item : Red->varlists())
          if (const VarDecl *V = scalar(Item))
            add(V, D, "the result of a reduction");
      for (const auto *From : D->getClausesOfKind<OMPFromClause>())
        for (const Expr *Item : From->varlists())
          if (const VarDecl *V = scalar(Item))
            add(V, D, "updated from the device");
    }
  }

  // ---- blocks ----------------------------------------------------------

  /// The innermost compound statement that has \p S (or an ancestor of it)
  /// as a direct child, skipping the compiler's captured-statement wrappers.
  std::pair<const CompoundStmt *, size_t> enclosingBlock(const Stmt *S) const {
    const Stmt *Child = S;
    const Stmt *P = parentStmt(S);
    while (P) {
      if (const auto *Block = dyn_cast<CompoundStmt>(P)) {
        size_t Index = 0;
        for (const Stmt *C : Block->body()) {
          if (C == Child)
            return {Block, Index};
          ++Index;
        }
      }
      Child = P;
      P = parentStmt(P);
    }
    return {nullptr, 0};
  }

  FunctionModel buildFunction(const FunctionDecl *FD) {
    FunctionModel F;
    F.Name = FD->getName().str();
    F.Decl = FD;
    F.Span = span(FD->getSourceRange());
    ViewOf.clear();
    collectViews(FD);

    DirectiveCollector Collector;
    Collector.TraverseStmt(FD->getBody());
    unsigned DataId = 0;
    for (const OMPExecutableDirective *D : Collector.Data) {
      DataDirective DD;
      DD.Id = ++DataId;
      DD.Kind = directiveName(D);
      DD.Directive = D;
      const Stmt *Body = D->hasAssociatedStmt() ? D->getAssociatedStmt() : nullptr;
      DD.Span = span(SourceRange(D->getBeginLoc(), Body ? endOfCode(D) : D->getEndLoc()));
      DD.Maps = mapEntries(D, F);
      F.DataDirectives.push_back(DD);
    }
    for (const OMPExecutableDirective *D : Collector.Targets) {
      TargetRegion R = buildRegion(D, F);
      std::tie(R.Block, R.IndexInBlock) = enclosingBlock(D);
      for (const DataDirective &DD : F.DataDirectives)
        if (DD.Kind == "target data" && DD.Span.Begin < R.Span.Begin &&
            R.Span.End <= DD.Span.End)
          R.TargetData = DD.Id; // innermost wins: later ones are nested
      F.Regions.push_back(std::move(R));
    }
    delinearize(F);
    collectHostUses(FD, F);
    allocatedByAssignment(F);
    collectHostScalarWrites(FD, F);
    return F;
  }
};

} // namespace

ProgramModel buildProgramModel(ASTContext &Context) {
  return Builder(Context).build();
}

} // namespace paracodex
