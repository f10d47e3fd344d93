//===- RegionBuilder.cpp --------------------------------------------------===//
#include "passes/model/RegionBuilder.h"

#include "passes/model/ArgumentMemory.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/Directives.h"
#include "passes/model/ExprToAffine.h"
#include "passes/model/LocalSelects.h"
#include "passes/model/LoopParser.h"
#include "passes/model/ModelContext.h"
#include "passes/model/PureFunctions.h"
#include "passes/model/StepBindings.h"
#include "passes/model/SymbolKey.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace paracodex {

namespace {

class RegionBuilder {
public:
  explicit RegionBuilder(ModelContext &M) : M(M) {}

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
        for (const Expr *Target : lvalueTargets(B->getLHS()))
          ScalarWrites.push_back(Target);
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *U) {
      if (U->isIncrementDecrementOp())
        for (const Expr *Target : lvalueTargets(U->getSubExpr()))
          ScalarWrites.push_back(Target);
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

  TargetRegion build(const OMPExecutableDirective *D, FunctionModel &F) {
    TargetRegion R;
    R.Function = F.Name;
    R.Directive = D;
    const Stmt *Body = directiveBody(D);
    R.Span = M.span(SourceRange(D->getBeginLoc(), endOfCode(D)));
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
          R.Reductions.push_back(
              {Op, dyn_cast_or_null<VarDecl>(referencedDecl(V->IgnoreParenImpCasts())),
               M.text(V->getSourceRange())});
      }
      for (const auto *P : Level->getClausesOfKind<OMPIsDevicePtrClause>())
        for (const Expr *V : P->varlists())
          if (const ValueDecl *VD = referencedDecl(V))
            R.IsDevicePtr.push_back(M.canonical(VD)->getName().str());
    }
    R.Collapse = collapseOf(Chain.back(), M.Context);
    R.Maps = mapEntries(M, D, F);
    if (!Body)
      return R;

    RegionScan Scan;
    Scan.TraverseStmt(const_cast<Stmt *>(Body));

    // Local integers with a polynomial value, in source order so that a
    // later one may use an earlier one.
    AffineBindings Bindings;
    std::set<const ValueDecl *> Reassigned;
    for (const Expr *W : Scan.ScalarWrites)
      if (const ValueDecl *VD = referencedDecl(W))
        Reassigned.insert(VD);
    // A symbol of a polynomial stands for a value fixed over the region (or
    // a loop variable): a local of the region that is no binding varies
    // per iteration, and a polynomial naming it would treat it as fixed and
    // spell a name the consumer does not have (review 28: `int m = ii[i];
    // int k = m + 1;` was copied as `m + 1`).
    std::set<std::string> Varying;
    for (const VarDecl *V : Scan.Locals)
      Varying.insert(symbolKey(V));
    for (const ForStmt *For : Scan.Loops)
      if (const VarDecl *V = loopVariable(For))
        Varying.erase(symbolKey(V));
    for (const VarDecl *V : Scan.Locals) {
      if (!V->getType()->isIntegerType() || !V->hasInit() || Reassigned.count(V) ||
          !bindsExactly(V->getType(), V->getInit(), M.Context))
        continue;
      auto Value = toAffine(V->getInit(), M.Context, Bindings);
      if (!Value)
        continue;
      std::set<std::string> Symbols = Value->symbols();
      if (std::none_of(Symbols.begin(), Symbols.end(),
                       [&](const std::string &S) { return Varying.count(S) > 0; }))
        Bindings[symbolKey(V)] = *Value;
    }

    // Loops: the perfect nest under the directive first. Outer scalars set
    // once per iteration at the top of a loop body (`i3 = 2*j3 - d3;`) are
    // bindings too (StepBindings.h), and the nest goes on below them.
    StepBindingScope StepScope;
    StepScope.Chain = Chain;
    StepScope.Begin = R.Span.Begin;
    StepScope.End = R.Span.End;
    StepScope.Refs = &Scan.Refs;
    StepScope.Stores = &Scan.ScalarWrites;
    for (const ForStmt *For : Scan.Loops)
      if (const VarDecl *V = loopVariable(For))
        StepScope.LoopVars.insert(V);
    std::set<const VarDecl *> StepBound;
    const Stmt *Cur = Chain.size() > 1 ? directiveBody(Chain.back()) : Body;
    std::set<const ForStmt *> InNest;
    unsigned Depth = 0;
    const ForStmt *Innermost = nullptr;
    while (const auto *For = dyn_cast_or_null<ForStmt>(Cur)) {
      Innermost = For;
      LoopInfo L = parseLoop(M, For, Bindings);
      L.Perfect = true;
      L.InCollapsedNest = Depth < R.Collapse;
      R.Loops.push_back(L);
      InNest.insert(For);
      ++Depth;
      if (const VarDecl *V = loopVariable(For))
        StepScope.EnclosingLoopVars.insert(V);
      Cur = For->getBody();
      if (const auto *Block = dyn_cast<CompoundStmt>(Cur)) {
        size_t Taken = takeStepBindings(M, Block, StepScope, Bindings, StepBound);
        Cur = Block->size() == Taken + 1 ? Block->body_back() : nullptr;
      }
    }
    // A local bound before the nest was read may use a step binding.
    for (auto &[Key, Value] : Bindings)
      for (const VarDecl *V : StepBound)
        Value = Value.substitute(symbolKey(V), Bindings.at(symbolKey(V)));
    for (const ForStmt *For : Scan.Loops)
      if (!InNest.count(For))
        R.Loops.push_back(parseLoop(M, For, Bindings));

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
        // `f(a)`, and `f(&a[i])`, `f(a + 1)`: the callee gets a pointer into `a`.
        const ValueDecl *VD = referencedDecl(Arg);
        if (!VD && Arg->getType()->isPointerType())
          VD = pointerBase(Arg);
        if (VD && isArrayLike(VD->getType()))
          R.Escapes.push_back(
              {M.arrayFor(F, VD).Id,
               "passed to `" + Name + "` at line " +
                   std::to_string(M.span(Call->getSourceRange()).Line)});
      }
      // A helper that touches only what it is handed (ArgumentMemory.h):
      // its effects are the arrays of its pointer arguments, each read and
      // written at an index the model does not know.
      if (!hasNoEffects(Call) && touchesOnlyItsArguments(Call)) {
        const FunctionDecl *Callee = Call->getDirectCallee()->getDefinition();
        for (unsigned I = 0; I < Call->getNumArgs(); ++I)
          if (Call->getArg(I)->getType()->isPointerType()) {
            // A `const double *` parameter only reads (the helper converts
            // no pointer: ArgumentMemory.h).
            QualType Param = Callee->getParamDecl(I)->getType();
            bool ReadOnly = Param->isPointerType() && Param->getPointeeType().isConstQualified();
            addHandedArray(Call->getArg(I), ReadOnly, R, F);
          }
        R.SideEffects.push_back("calls `" + Name + "` at line " +
                                std::to_string(M.span(Call->getSourceRange()).Line) +
                                ", which touches only the arrays it is handed");
        continue;
      }
      if (!hasNoEffects(Call)) {
        std::string Where =
            "`" + Name + "` at line " + std::to_string(M.span(Call->getSourceRange()).Line);
        // A function of the user's: the side effect says what keeps it
        // from being pure.
        std::string Why;
        if (const FunctionDecl *Callee = Call->getDirectCallee();
            Callee && libraryCallee(Call).empty() && isUsersOwnFunction(Callee))
          Why = " (which " + whyNotPureFunction(Callee) + ")";
        R.SideEffects.push_back("calls " + Where + Why);
        R.Calls.push_back(Where);
      }
    }
    for (const OMPExecutableDirective *N : Scan.Nested) {
      OpenMPDirectiveKind K = N->getDirectiveKind();
      if (K == llvm::omp::OMPD_atomic || K == llvm::omp::OMPD_critical ||
          K == llvm::omp::OMPD_ordered || K == llvm::omp::OMPD_barrier ||
          K == llvm::omp::OMPD_single || K == llvm::omp::OMPD_master)
        R.SideEffects.push_back("has `#pragma omp " + directiveName(N) +
                                "` at line " +
                                std::to_string(M.span(N->getSourceRange()).Line));
    }
    const std::set<const IfStmt *> Selects = localSelects(R.InnermostBody);
    for (const Stmt *S : Scan.Control) {
      const auto *If = dyn_cast<IfStmt>(S);
      R.ControlFlow.push_back({std::string("has ") + controlName(S) + " at line " +
                                   std::to_string(M.span(S->getSourceRange()).Line),
                               S, If && Selects.count(If)});
    }

    // A scalar the loop directive makes private is a local of the body,
    // wherever it is declared: neither read from outside nor handed back.
    const std::set<const VarDecl *> Private = privateScalars(Chain.back());
    // Scalars declared outside the region that it reads: what a copy of
    // its expressions elsewhere must see unchanged.
    std::set<const VarDecl *> SeenInputs;
    for (const DeclRefExpr *Ref : Scan.Refs) {
      const auto *VD = dyn_cast<VarDecl>(Ref->getDecl());
      if (!VD || isArrayLike(VD->getType()) || VD->getType().isConstQualified() ||
          StepBound.count(VD) || Private.count(VD))
        continue;
      bool Outside = VD->hasGlobalStorage() || !R.Span.contains(M.offset(VD->getLocation()));
      if (Outside && !LoopVars.count(symbolKey(VD)) && SeenInputs.insert(VD).second)
        R.ScalarInputs.push_back(VD);
    }
    // A store through a C++ reference declared outside the region writes
    // whatever it was bound to.
    for (const Expr *W : Scan.ScalarWrites)
      if (const auto *VD = dyn_cast_or_null<VarDecl>(referencedDecl(W)))
        if (VD->getType()->isReferenceType() && !R.Span.contains(M.offset(VD->getLocation())))
          R.UnknownWrites.push_back("`" + M.text(W->getSourceRange()) + "` (line " +
                                    std::to_string(M.span(W->getSourceRange()).Line) +
                                    "), a store through a reference declared outside the region");
    for (const Expr *W : Scan.ScalarWrites)
      if (const auto *VD = dyn_cast_or_null<VarDecl>(referencedDecl(W)))
        if (!isArrayLike(VD->getType()) && !StepBound.count(VD) && !Private.count(VD) &&
            (VD->hasGlobalStorage() || !R.Span.contains(M.offset(VD->getLocation()))) &&
            std::find(R.ScalarWrites.begin(), R.ScalarWrites.end(), VD) == R.ScalarWrites.end())
          R.ScalarWrites.push_back(VD);

    // A pointer declared outside and moved inside (`in += 5;` in a split
    // `target` body: review reproducers r5_cons_ptr_shift and
    // r7_prod_ptr_shift_restrict): its accesses are not where the model puts
    // them, and it may point anywhere. Every rule that needs the region's
    // arrays must refuse: a side effect for a producer, an unknown write
    // for a consumer or a horizontal pair.
    for (const Expr *W : Scan.ScalarWrites)
      if (const auto *VD = dyn_cast_or_null<VarDecl>(referencedDecl(W)))
        if (isArrayLike(VD->getType()) && VD->getType()->isPointerType() &&
            !R.Span.contains(M.offset(VD->getLocation()))) {
          std::string Where = "`" + M.text(W->getSourceRange()) + "` (line " +
                              std::to_string(M.span(W->getSourceRange()).Line) + ")";
          R.SideEffects.push_back("moves the pointer `" + VD->getName().str() + "`, declared "
                                  "outside the region, at line " +
                                  std::to_string(M.span(W->getSourceRange()).Line));
          R.UnknownWrites.push_back(Where + ", which moves a pointer declared outside the "
                                            "region");
        }

    // Scalars declared outside the region and written inside it (other than
    // reduction variables) are results the region hands back.
    std::set<const VarDecl *> ReductionVars;
    for (const ReductionItem &Red : R.Reductions)
      if (Red.Var)
        ReductionVars.insert(Red.Var->getCanonicalDecl());
    unsigned BodyBegin = M.offset(Body->getBeginLoc());
    for (const Expr *W : Scan.ScalarWrites) {
      const auto *VD = dyn_cast_or_null<VarDecl>(referencedDecl(W));
      if (!VD || isArrayLike(VD->getType()) || LoopVars.count(symbolKey(VD)) ||
          StepBound.count(VD) || Private.count(VD))
        continue;
      bool DeclaredInside = M.offset(VD->getLocation()) >= BodyBegin;
      if (DeclaredInside || ReductionVars.count(VD->getCanonicalDecl()))
        continue;
      R.SideEffects.push_back("writes `" + VD->getName().str() +
                              "`, declared outside the region, at line " +
                              std::to_string(M.span(W->getSourceRange()).Line));
    }
    return R;
  }

  void addAccess(const ArraySubscriptExpr *E, TargetRegion &R,
                 FunctionModel &F, const AffineBindings &Bindings) {
    // Only the outermost subscript of a chain a[i][j][k] is an access.
    const Expr *ChildOfParent = nullptr;
    const Stmt *P = M.semanticParent(E, &ChildOfParent);
    if (const auto *Outer = dyn_cast_or_null<ArraySubscriptExpr>(P))
      if (Outer->getBase()->IgnoreParenImpCasts() == E ||
          stripCasts(Outer->getBase()) == E)
        return;
    std::vector<const Expr *> Indices;
    const Expr *Base = E;
    // A pointer loaded from an element (`qs[0][i]` with `double *qs[1]`,
    // `pp[j][i]` with `double **pp`) leads wherever that element points:
    // no array of the model (review of session 25,
    // local_ptr_array_elem_modified).
    bool LoadedPointer = false;
    while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(stripCasts(Base))) {
      Indices.insert(Indices.begin(), Sub->getIdx());
      Base = Sub->getBase();
      const auto *Load = dyn_cast<ImplicitCastExpr>(Base->IgnoreParens());
      LoadedPointer |= Load && Load->getCastKind() == CK_LValueToRValue &&
                       isa<ArraySubscriptExpr>(Load->getSubExpr()->IgnoreParens());
    }
    const ValueDecl *D = referencedDecl(Base);
    // A copy of a pointer that the function moves (`q = c; q += k;`)
    // points where the model cannot follow.
    unsigned MovedAt = 0;
    if (auto It = M.MovedCopies.find(D); D && It != M.MovedCopies.end())
      MovedAt = It->second;
    if (D && (LoadedPointer || MovedAt)) {
      std::string Where = "`" + M.text(E->getSourceRange()) + "` (line " +
                          std::to_string(M.span(E->getSourceRange()).Line) + ")" +
                          (MovedAt ? ", through `" + D->getName().str() +
                                         "`, a pointer copy moved at line " +
                                         std::to_string(MovedAt)
                                   : ", through a pointer loaded from an array element");
      if (M.isAssignedThrough(E) || !M.lvalueStaysPut(E))
        R.UnknownWrites.push_back(Where);
      else
        R.UnknownReads.push_back(Where);
      return;
    }
    if (!D || !isArrayLike(D->getType())) {
      // `st.p[i] = x`, `f()[i] = x`: a store through a pointer that is no
      // variable may write anything (review reproducer
      // consumer_writes_struct_ptr).
      if (M.isAssignedThrough(E)) {
        R.UnknownWrites.push_back("`" + M.text(E->getSourceRange()) + "` (line " +
                                  std::to_string(M.span(E->getSourceRange()).Line) + ")");
        return;
      }
      // `(t + 0)[i]`, `(c ? t : a)[i]`: a read through a pointer computed
      // from an array the function knows, which no access records (review
      // reproducer horizontal_hidden_read). Or through a C++ reference to
      // a pointer (`double *&r = a; ... r[i + 1]`), a pointer a struct or
      // union holds (`s.p[i]`), or one a call returns: no array records
      // any of them (session 25's reviews, review24b_cxx_ref_local and
      // review25c_struct_member_ptr).
      R.UnknownReads.push_back("`" + M.text(E->getSourceRange()) + "` (line " +
                               std::to_string(M.span(E->getSourceRange()).Line) + ")");
      return;
    }
    ArrayVariable &A = M.arrayFor(F, D);

    ArrayAccess Access;
    Access.Array = A.Id;
    Access.Expr = E;
    Access.Parenthesized = withParentheses(E);
    Access.Loc = M.span(E->getSourceRange());
    Access.Text = M.text(E->getSourceRange());
    setKindFromParent(Access, P, ChildOfParent);
    // `&a[i]`, `double &r = a[i];` (C++), `memset(&a[i], ...)`: the element's
    // address leaves the expression, and what is stored through it is not
    // seen (review reproducers cxx_reference_write, between_memset).
    if (!M.lvalueStaysPut(E)) {
      // (A helper that touches only what it is handed writes this array,
      // which the access now says.)
      if (!handedToArgumentMemoryCall(E))
        R.UnknownWrites.push_back("`" + M.text(E->getSourceRange()) + "` (line " +
                                  std::to_string(M.span(E->getSourceRange()).Line) +
                                  "), whose address is taken or bound to a reference");
      Access.Kind = AccessKind::ReadWrite;
      Access.Affine = false;
    }
    // `a[i].x = v` writes the array; `a[i]->x = v` stores through a pointer
    // read from it, which may lead anywhere.
    if (const auto *Member = dyn_cast_or_null<MemberExpr>(P)) {
      if (M.isAssignedThrough(Member)) {
        if (Member->isArrow())
          R.UnknownWrites.push_back("`" + M.text(Member->getSourceRange()) + "` (line " +
                                    std::to_string(M.span(Member->getSourceRange()).Line) + ")");
        else
          Access.Kind = AccessKind::ReadWrite;
      }
      Access.Affine = false;
    }
    for (const Expr *Index : Indices) {
      auto Poly = toAffine(Index, M.Context, Bindings);
      if (!Poly) {
        Access.Affine = false;
        Access.Subscripts.push_back(AffineExpr());
        continue;
      }
      Access.Subscripts.push_back(*Poly);
    }
    R.Accesses.push_back(std::move(Access));
  }

  /// Whether the address of \p E (`&a[k]`, a row `b[0]`, `a[k] + 1`) is
  /// an argument of a call to a helper that touches only what it is handed.
  bool handedToArgumentMemoryCall(const Expr *E) const {
    const Stmt *Cur = E;
    while (const Stmt *P = M.parentStmt(Cur)) {
      const auto *Cast = dyn_cast<ImplicitCastExpr>(P);
      const auto *U = dyn_cast<UnaryOperator>(P);
      const auto *B = dyn_cast<BinaryOperator>(P);
      if (isa<ParenExpr>(P) ||
          (Cast && (Cast->getCastKind() == CK_ArrayToPointerDecay ||
                    Cast->getCastKind() == CK_NoOp)) ||
          (U && U->getOpcode() == UO_AddrOf && Cur == U->getSubExpr()) ||
          (B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) &&
           B->getType()->isPointerType())) {
        Cur = P;
        continue;
      }
      const auto *Call = dyn_cast<CallExpr>(P);
      if (!Call || !touchesOnlyItsArguments(Call))
        return false;
      for (const Expr *Arg : Call->arguments())
        if (Arg == Cur)
          return true;
      return false;
    }
    return false;
  }

  /// The array a pointer argument \p Arg of a helper that touches only
  /// what it is handed points into, as an access at an unknown index that
  /// reads, and writes unless \p ReadOnly (unless an element access of it,
  /// `&a[k]`, `b[0]`, already says so).
  void addHandedArray(const Expr *Arg, bool ReadOnly, TargetRegion &R, FunctionModel &F) {
    const Expr *Bare = stripCasts(Arg);
    if (const auto *U = dyn_cast<UnaryOperator>(Bare); U && U->getOpcode() == UO_AddrOf)
      Bare = stripCasts(U->getSubExpr());
    if (isa<ArraySubscriptExpr>(Bare))
      return;
    const ValueDecl *D = pointerBase(Arg);
    if (!D)
      return;
    ArrayAccess Access;
    Access.Array = M.arrayFor(F, D).Id;
    Access.Expr = Arg;
    Access.Parenthesized = Arg;
    Access.Loc = M.span(Arg->getSourceRange());
    Access.Text = M.text(Arg->getSourceRange());
    Access.Kind = ReadOnly ? AccessKind::Read : AccessKind::ReadWrite;
    Access.Affine = false;
    Access.Subscripts.push_back(AffineExpr());
    R.Accesses.push_back(std::move(Access));
  }

  /// Read, write (`= `, with the assignment) or read-write (`+=`, `++`),
  /// from the expression \p Child of the access sits in, \p Parent.
  /// \p E and the parentheses that enclose nothing but it.
  const Expr *withParentheses(const Expr *E) const {
    while (const auto *Paren = dyn_cast_or_null<ParenExpr>(M.parentStmt(E)))
      E = Paren;
    return E;
  }

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
      // write anything, and a read may read anything (`*(r[0] + i)` with
      // `double *r[1]`: review of session 25, k12_rowsplus_deref): the
      // rules must see both.
      std::string Where = "`" + M.text(U->getSourceRange()) + "` (line " +
                          std::to_string(M.span(U->getSourceRange()).Line) + ")";
      if (M.isAssignedThrough(U) || !M.lvalueStaysPut(U))
        R.UnknownWrites.push_back(Where);
      else
        R.UnknownReads.push_back(Where);
      return;
    }
    ArrayVariable &A = M.arrayFor(F, D);
    ArrayAccess Access;
    Access.Array = A.Id;
    Access.Expr = U;
    Access.Parenthesized = withParentheses(U);
    Access.Loc = M.span(U->getSourceRange());
    Access.Text = M.text(U->getSourceRange());
    Access.Affine = false;
    Access.Subscripts.push_back(AffineExpr());
    const Expr *Child = nullptr;
    const Stmt *P = M.semanticParent(U, &Child);
    setKindFromParent(Access, P, Child);
    if (!M.lvalueStaysPut(U)) {
      R.UnknownWrites.push_back("`" + M.text(U->getSourceRange()) + "` (line " +
                                std::to_string(M.span(U->getSourceRange()).Line) +
                                "), whose address is taken or bound to a reference");
      Access.Kind = AccessKind::ReadWrite;
    }
    R.Accesses.push_back(std::move(Access));
  }

  /// Splits every flat (one-subscript) access of each array into dimensions,

private:
  ModelContext &M;
};

} // namespace

TargetRegion buildRegion(ModelContext &M, const OMPExecutableDirective *D, FunctionModel &F) {
  return RegionBuilder(M).build(D, F);
}

} // namespace paracodex
