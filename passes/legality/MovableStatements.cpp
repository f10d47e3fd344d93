//===- MovableStatements.cpp ----------------------------------------------===//
#include "passes/legality/MovableStatements.h"

#include "passes/legality/ClauseFacts.h"
#include "passes/legality/PlaceDependence.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <functional>
#include <set>

using namespace clang;

namespace paracodex {

const RuleInfo MovableBetweenRule = {
    "movable-between",
    "the host statements between side-by-side regions only set local scalars the first region "
    "does not use, from values it cannot change, so they can run before it"};

std::vector<const Stmt *> statementsBetween(const TargetRegion &First,
                                            const TargetRegion &Second) {
  std::vector<const Stmt *> Between;
  if (!First.Block || First.Block != Second.Block)
    return Between;
  size_t Index = 0;
  for (const Stmt *S : First.Block->body()) {
    size_t This = Index++;
    if (This > First.IndexInBlock && This < Second.IndexInBlock)
      Between.push_back(S);
  }
  return Between;
}

bool mayBeMovable(const Stmt *S) {
  return isa<Expr>(S) || isa<DeclStmt>(S) || isa<NullStmt>(S);
}

namespace {

/// A scalar of this call's frame: its value changes only where the
/// function names it (unless its address is taken: addressTaken).
bool isLocalScalar(const VarDecl *V) {
  return V && V->hasLocalStorage() && !V->isStaticLocal() && V->getType()->isScalarType() &&
         !V->getType().isVolatileQualified();
}

/// A scalar at file scope that no other file can name (`static`, or in an
/// anonymous namespace): only this file's code changes it, where it names
/// it or through its address. Not thread-local, not `_Atomic`.
bool isFileScalar(const VarDecl *V) {
  // Not a class's static member (`s.x` names it without a DeclRefExpr),
  // not another name for some other object (`alias`, an asm label:
  // review 34b).
  return V && V->hasGlobalStorage() && !V->isStaticLocal() && !V->isExternallyVisible() &&
         V->getDeclContext()->isFileContext() && !V->isStaticDataMember() &&
         !V->hasAttr<AliasAttr>() && !V->hasAttr<AsmLabelAttr>() &&
         V->getTLSKind() == VarDecl::TLS_None && V->getType()->isScalarType() &&
         !V->getType()->isAtomicType() && !V->getType().isVolatileQualified();
}

class MovableCheck {
public:
  MovableCheck(const FunctionModel &F, const TargetRegion &First)
      : F(F), First(First), Context(F.Decl->getASTContext()),
        SM(Context.getSourceManager()) {}

  std::string check(const Stmt *S) {
    if (isa<NullStmt>(S))
      return "";
    if (std::string Macro = placeMacroIn(S, Context); !Macro.empty())
      return at(S) + " uses `" + Macro + "`, which expands anew where the statement moves";
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls()) {
        const auto *V = dyn_cast<VarDecl>(D);
        if (!V || !isLocalScalar(V))
          return at(S) + " declares something other than a local scalar";
        if (V->getType()->isVariablyModifiedType())
          return at(S) + " declares a variably modified type";
        if (const Expr *Init = V->getInit())
          if (std::string Why = value(Init); !Why.empty())
            return at(S) + ": " + Why;
        if (namedInFirst(V->getName()))
          return at(S) + " declares `" + V->getName().str() +
                 "`, a name the first region uses: moved above that region, the "
                 "declaration would change what the name means there";
        if (std::string Macro = macroInFirst(); !Macro.empty())
          return at(S) + " declares `" + V->getName().str() + "`, and the first region " +
                 "expands the macro `" + Macro + "`, whose names a declaration moved above " +
                 "it could capture";
        Written.insert(V);
      }
      return unsafeVariables(S);
    }
    const auto *E = dyn_cast<Expr>(S);
    if (!E)
      return at(S) + ", " + spelled(S) + ", is not an assignment to a local scalar";
    E = E->IgnoreParens();
    const Expr *Target = nullptr;
    if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp()) {
      Target = B->getLHS()->IgnoreParens();
      if (std::string Why = value(B->getRHS()); !Why.empty())
        return at(S) + ": " + Why;
    } else if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->isIncrementDecrementOp()) {
      Target = U->getSubExpr()->IgnoreParens();
    }
    const auto *Ref = Target ? dyn_cast<DeclRefExpr>(Target) : nullptr;
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!V || !isLocalScalar(V))
      return at(S) + ", " + spelled(S) + ", is not an assignment to a local scalar";
    Written.insert(V);
    // A compound assignment or a step reads the variable too.
    Read.insert(V);
    return unsafeVariables(S);
  }

private:
  const FunctionModel &F;
  const TargetRegion &First;
  const ASTContext &Context;
  const SourceManager &SM;
  std::set<const VarDecl *> Written, Read;
  /// Scalars of the file the statement reads (isFileScalar).
  std::set<const VarDecl *> FileRead;

  std::string at(const Stmt *S) const {
    return "the statement at line " + std::to_string(presumedLine(SM, S->getBeginLoc())) +
           " between the regions";
  }

  /// `text` of \p S, shortened: what a message quotes.
  std::string spelled(const Stmt *S) const {
    llvm::StringRef Text = Lexer::getSourceText(
        CharSourceRange::getTokenRange(S->getSourceRange()), SM, Context.getLangOpts());
    std::string Short = Text.size() > 40 ? Text.take_front(37).str() + "..." : Text.str();
    std::replace(Short.begin(), Short.end(), '\n', ' ');
    return "`" + Short + "`";
  }

  /// Why evaluating \p E may read memory or change anything (empty: it
  /// reads only literals, constants and local scalars).
  std::string value(const Expr *E) {
    for (const Stmt *N : collectNodes<Stmt>(E)) {
      if (const auto *Call = dyn_cast<CallExpr>(N))
        return "it calls " + (calleeName(Call).empty() ? std::string("a function")
                                                       : "`" + calleeName(Call) + "`") +
               ", which may touch anything";
      if (isa<IntegerLiteral, FloatingLiteral, CharacterLiteral, CXXBoolLiteralExpr,
              ParenExpr, ConditionalOperator, CStyleCastExpr, CXXFunctionalCastExpr,
              CXXStaticCastExpr>(N))
        continue;
      if (const auto *C = dyn_cast<ImplicitCastExpr>(N)) {
        if (C->getCastKind() == CK_ArrayToPointerDecay ||
            C->getCastKind() == CK_FunctionToPointerDecay)
          return "it reads an array or a function's address";
        continue;
      }
      if (const auto *U = dyn_cast<UnaryOperator>(N)) {
        if (U->getOpcode() == UO_Deref || U->getOpcode() == UO_AddrOf ||
            U->isIncrementDecrementOp())
          return "it goes through a pointer or an address";
        continue;
      }
      if (const auto *B = dyn_cast<BinaryOperator>(N)) {
        if (B->isAssignmentOp())
          return "it assigns inside its value";
        continue;
      }
      if (const auto *T = dyn_cast<UnaryExprOrTypeTraitExpr>(N)) {
        if (T->getTypeOfArgument()->isVariablyModifiedType())
          return "it takes the size of a variably modified type";
        continue;
      }
      if (const auto *R = dyn_cast<DeclRefExpr>(N)) {
        if (isa<EnumConstantDecl>(R->getDecl()))
          continue;
        const auto *V = dyn_cast<VarDecl>(R->getDecl());
        if (V && isLocalScalar(V)) {
          Read.insert(V);
          continue;
        }
        // A constant of the file: the first region cannot change it.
        if (V && V->getType().isConstQualified() && !V->getType().isVolatileQualified() &&
            V->getType()->isScalarType())
          continue;
        // A scalar of this file alone (NAS CG's `static int lastcol`):
        // only code of this file reaches it; unsafeVariables asks whether
        // the first region may.
        if (isFileScalar(V)) {
          FileRead.insert(V);
          continue;
        }
        return "it reads `" + R->getDecl()->getName().str() +
               "`, which is not a local scalar or a constant";
      }
      return "it reads memory or calls code (only literals, constants and local scalars "
             "are moved)";
    }
    if (E->HasSideEffects(Context))
      return "its value has a side effect";
    return "";
  }

  /// Whether the first region's text or any name it refers to is spelled
  /// \p Name (a declaration moved above it would capture it).
  bool namedInFirst(llvm::StringRef Name) const {
    for (const DeclRefExpr *R : collectNodes<DeclRefExpr>(First.Directive))
      if (R->getDecl()->getName() == Name)
        return true;
    llvm::StringRef Code = SM.getBufferData(SM.getMainFileID());
    llvm::StringRef Text = Code.slice(First.Span.Begin, First.Span.End);
    for (size_t At = Text.find(Name); At != llvm::StringRef::npos;
         At = Text.find(Name, At + 1)) {
      bool Before = At > 0 && isAsciiIdentifierContinue(Text[At - 1]);
      size_t End = At + Name.size();
      bool After = End < Text.size() && isAsciiIdentifierContinue(Text[End]);
      if (!Before && !After)
        return true;
    }
    return false;
  }

  /// The name of a macro the first region expands (its text does not show
  /// every name it uses: `sizeof(real)` inside one, review 34), or empty.
  std::string macroInFirst() const {
    struct Finder : RecursiveASTVisitor<Finder> {
      SourceLocation Found;
      bool note(SourceLocation L) {
        if (L.isMacroID())
          Found = L;
        return Found.isInvalid();
      }
      bool VisitStmt(Stmt *N) { return note(N->getBeginLoc()) && note(N->getEndLoc()); }
      bool VisitDecl(Decl *N) { return note(N->getBeginLoc()) && note(N->getEndLoc()); }
      bool VisitTypeLoc(TypeLoc TL) { return note(TL.getBeginLoc()) && note(TL.getEndLoc()); }
    } Find;
    Find.TraverseStmt(const_cast<OMPExecutableDirective *>(First.Directive));
    if (Find.Found.isInvalid())
      return "";
    SourceLocation L = Find.Found;
    while (SM.getImmediateMacroCallerLoc(L).isMacroID())
      L = SM.getImmediateMacroCallerLoc(L);
    std::string Name =
        Lexer::getImmediateMacroName(L, SM, Context.getLangOpts()).str();
    return Name.empty() ? "?" : Name;
  }

  /// Every variable the first region's code and clauses name, with what
  /// clang hoists out of clauses into captures (`num_teams(k)`, `if(c)`,
  /// a schedule's chunk: review 34).
  std::set<const VarDecl *> namedByFirst() const {
    std::set<const VarDecl *> Named;
    std::set<const Stmt *> Seen;
    std::function<void(const Stmt *)> add = [&](const Stmt *Code) {
      if (!Code || !Seen.insert(Code).second)
        return;
      for (const DeclRefExpr *R : collectNodes<DeclRefExpr>(Code)) {
        if (const auto *Captured = dyn_cast<OMPCapturedExprDecl>(R->getDecl()))
          add(Captured->getInit());
        if (const auto *V = dyn_cast<VarDecl>(R->getDecl()))
          Named.insert(V->getCanonicalDecl());
      }
    };
    add(First.Directive);
    for (const OMPExecutableDirective *D : collectNodes<OMPExecutableDirective>(First.Directive))
      for (const OMPClause *C : D->clauses())
        if (C)
          for (const Stmt *Part : clauseExpressions(C))
            add(Part);
    return Named;
  }

  /// Why the variables \p S writes or reads cannot move past the first
  /// region: it names one that \p S writes, it may write one that \p S
  /// reads (through a clause that copies back), or some code may reach
  /// one through its address.
  std::string unsafeVariables(const Stmt *S) const {
    std::set<const VarDecl *> Named = namedByFirst();
    for (const VarDecl *V : Written)
      if (Named.count(V->getCanonicalDecl()))
        return at(S) + " sets `" + V->getName().str() +
               "`, which the first region uses: it cannot run before that region";
    // What the first region's clauses may write back: reduction,
    // lastprivate and linear items, maps `from` the device (not a
    // section's bounds, which are only read).
    std::set<const VarDecl *> WrittenBack;
    bool DefaultMap = false;
    for (const OMPExecutableDirective *D : collectNodes<OMPExecutableDirective>(First.Directive)) {
      for (const OMPClause *C : D->clauses()) {
        if (!C)
          continue;
        if (C->getClauseKind() == llvm::omp::OMPC_defaultmap)
          DefaultMap = true;
        auto addItems = [&](const auto *List) {
          for (const Expr *Item : List->varlists())
            if (const auto *Var = dyn_cast_or_null<VarDecl>(baseVariable(Item)))
              WrittenBack.insert(Var->getCanonicalDecl());
        };
        if (const auto *Map = dyn_cast<OMPMapClause>(C)) {
          if (Map->getMapType() != OMPC_MAP_to && Map->getMapType() != OMPC_MAP_alloc)
            addItems(Map);
        } else if (const auto *R = dyn_cast<OMPReductionClause>(C)) {
          addItems(R);
        } else if (const auto *L = dyn_cast<OMPLastprivateClause>(C)) {
          addItems(L);
        } else if (const auto *Lin = dyn_cast<OMPLinearClause>(C)) {
          addItems(Lin);
        } else if (const auto *In = dyn_cast<OMPInReductionClause>(C)) {
          addItems(In);
        }
      }
    }
    for (const VarDecl *V : Read)
      if (WrittenBack.count(V->getCanonicalDecl()) ||
          (DefaultMap && Named.count(V->getCanonicalDecl())))
        return at(S) + " reads `" + V->getName().str() +
               "`, which a clause of the first region may change";
    for (const VarDecl *V : Written)
      if (addressTaken(V, F.Decl))
        return at(S) + " sets `" + V->getName().str() +
               "`, whose address the function takes: other code may read it";
    for (const VarDecl *V : Read)
      if (addressTaken(V, F.Decl))
        return at(S) + " reads `" + V->getName().str() +
               "`, whose address the function takes: the first region may change it";
    for (const VarDecl *V : FileRead) {
      std::string Name = "`" + V->getName().str() + "`";
      if (Named.count(V->getCanonicalDecl()))
        return at(S) + " reads " + Name + ", which the first region names";
      if (std::string Call = callWithEffects(); !Call.empty())
        return at(S) + " reads " + Name + ", a variable of the file, and the first region " +
               "runs " + Call + ", which may change it";
      if (fileHasAliases())
        return at(S) + " reads " + Name + ", and the file declares an alias, another name "
               "that may change it";
      if (addressTaken(V, Context.getTranslationUnitDecl()))
        return at(S) + " reads " + Name +
               ", whose address the file takes: the first region may change it";
    }
    return "";
  }

  /// The first call in the first region to a function other than a pure
  /// libm one, or empty.
  std::string callWithEffects() const {
    for (const CallExpr *Call : collectNodes<CallExpr>(First.Directive)) {
      std::string Library = libraryCallee(Call);
      if (Library.empty() || !isPureFunction(Library))
        return calleeName(Call).empty() ? "a function through a pointer"
                                        : "`" + calleeName(Call) + "`";
    }
    // C++ runs code no call shows: constructors, destructors, default
    // member initialisers and arguments; C's `cleanup` attribute calls its
    // function at the end of the scope (review 34b).
    if (!collectNodes<CXXConstructExpr>(First.Directive).empty() ||
        !collectNodes<CXXDefaultInitExpr>(First.Directive).empty() ||
        !collectNodes<CXXDefaultArgExpr>(First.Directive).empty() ||
        !collectNodes<CXXNewExpr>(First.Directive).empty() ||
        !collectNodes<CXXDeleteExpr>(First.Directive).empty())
      return "a constructor, destructor or default initialiser";
    for (const VarDecl *V : collectNodes<VarDecl>(First.Directive))
      if (V->hasAttr<CleanupAttr>() || V->getType()->isRecordType() ||
          V->getType()->isArrayType())
        return V->hasAttr<CleanupAttr>() ? "the cleanup of `" + V->getName().str() + "`"
                                         : "the constructor or destructor of `" +
                                               V->getName().str() + "`";
    return "";
  }

  /// Whether a declaration of the file is another name for some object
  /// (`__attribute__((alias))`): a store to it changes a file scalar
  /// without naming it.
  bool fileHasAliases() const {
    for (const Decl *D : collectNodes<Decl>(Context.getTranslationUnitDecl()))
      if (D->hasAttr<AliasAttr>())
        return true;
    return false;
  }

  /// Whether the code of \p Scope may keep \p V's address: a use of it
  /// whose lvalue reaches anything but a read of its value, an assignment
  /// or a step (`&v`, a reference bound through `c ? v : w`, an aggregate
  /// with a reference member, an argument passed by reference), or a
  /// lambda capturing it by reference.
  bool addressTaken(const VarDecl *V, const Decl *Scope) const {
    if (!Scope || (isa<FunctionDecl>(Scope) && !Scope->getBody()))
      return true;
    for (const DeclRefExpr *R : collectNodes<DeclRefExpr>(Scope))
      if (R->getDecl()->getCanonicalDecl() == V->getCanonicalDecl() && lvalueEscapes(R))
        return true;
    for (const LambdaExpr *L : collectNodes<LambdaExpr>(Scope))
      for (const LambdaCapture &C : L->captures())
        if (C.capturesVariable() && C.getCaptureKind() == LCK_ByRef &&
            C.getCapturedVar()->getCanonicalDecl() == V->getCanonicalDecl())
          return true;
    return false;
  }

  /// Whether the lvalue \p E may go anywhere its address is kept: it is
  /// followed up through what passes an lvalue on (parentheses, `?:`, the
  /// comma's right side, C++'s assignment and prefix step, casts that keep
  /// it an lvalue) to what consumes it. Only a read of its value, a
  /// discarded result, `sizeof` and an OpenMP clause's item are safe
  /// (a clause's copies are what the region checks judge).
  bool lvalueEscapes(const Expr *E, unsigned Depth = 0) const {
    if (Depth > 64)
      return true;
    DynTypedNodeList Parents = const_cast<ASTContext &>(Context).getParents(*E);
    if (Parents.empty())
      return true;
    // OpenMP shares nodes: a loop bound is the loop's and the directive's
    // (its helper expressions). Every use must be safe.
    for (const DynTypedNode &P : Parents)
      if (escapesThrough(E, P, Depth))
        return true;
    return false;
  }

  bool escapesThrough(const Expr *E, const DynTypedNode &P, unsigned Depth) const {
    // A clause's item, a directive's helper expression, or a region's
    // capture of the variable: what the region's code does with it is
    // judged at its own uses.
    if (P.get<OMPClause>() || P.get<OMPExecutableDirective>() || P.get<CapturedStmt>())
      return false;
    const auto *PE = P.get<Expr>();
    if (!PE) {
      // A statement of its own (a body, a loop's step): its value is
      // dropped. Not where a statement hands the lvalue on: a return (of a
      // reference), an asm operand, a range-for's range. A declaration
      // (a reference's initialiser) keeps it.
      const auto *PS = P.get<Stmt>();
      return !PS || isa<ReturnStmt, AsmStmt, CXXForRangeStmt, CoreturnStmt>(PS);
    }
    bool PassesOn = false;
    if (const auto *C = dyn_cast<ImplicitCastExpr>(PE)) {
      if (C->getCastKind() == CK_LValueToRValue)
        return false;
      PassesOn = C->isGLValue();
    } else if (isa<ParenExpr>(PE)) {
      PassesOn = true;
    } else if (const auto *B = dyn_cast<BinaryOperator>(PE)) {
      bool Target = B->isAssignmentOp() && B->getLHS() == E;
      bool Last = B->getOpcode() == BO_Comma && B->getRHS() == E;
      if (B->getOpcode() == BO_Comma && B->getLHS() == E)
        return false;
      if (!Target && !Last)
        return true;
      if (!B->isGLValue())
        return false;
      PassesOn = true;
    } else if (const auto *U = dyn_cast<UnaryOperator>(PE)) {
      if (!U->isIncrementDecrementOp())
        return true;
      if (!U->isGLValue())
        return false;
      PassesOn = true;
    } else if (const auto *Cond = dyn_cast<AbstractConditionalOperator>(PE)) {
      PassesOn = Cond->isGLValue() && Cond->getCond() != E;
    } else if (isa<UnaryExprOrTypeTraitExpr>(PE)) {
      return false;
    }
    return !PassesOn || lvalueEscapes(PE, Depth + 1);
  }
};

} // namespace

std::string whyNotMovable(const FunctionModel &F, const TargetRegion &First, const Stmt *S) {
  if (!F.Decl || !First.Directive)
    return "the first region is not known";
  return MovableCheck(F, First).check(S);
}

} // namespace paracodex
