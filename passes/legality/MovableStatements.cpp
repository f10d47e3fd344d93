//===- MovableStatements.cpp ----------------------------------------------===//
#include "passes/legality/MovableStatements.h"

#include "passes/legality/ClauseFacts.h"
#include "passes/legality/PlaceDependence.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/StrictAliasing.h"

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
  /// Local objects and references whose members the statement reads
  /// (memberRead).
  std::set<const VarDecl *> Objects;

  /// The first region's code: its directive, and for a region the plan
  /// composed (ComposedRegion.h) the producers' directives whose bodies it
  /// now holds.
  std::vector<const OMPExecutableDirective *> firstCode() const {
    std::vector<const OMPExecutableDirective *> Code{First.Directive};
    Code.insert(Code.end(), First.InlinedFrom.begin(), First.InlinedFrom.end());
    return Code;
  }

  /// The nodes of type T anywhere in the first region's code.
  template <typename T> std::vector<const T *> inFirst() const {
    std::vector<const T *> Out;
    for (const OMPExecutableDirective *D : firstCode()) {
      auto Some = collectNodes<T>(D);
      Out.insert(Out.end(), Some.begin(), Some.end());
    }
    return Out;
  }

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
    // Reads of struct members (`f->stride`, `field.density0.data`) are
    // judged whole, by memberRead; their nodes are not looked at again.
    std::set<const Stmt *> Covered;
    for (const Stmt *N : collectNodes<Stmt>(E)) {
      const auto *M = dyn_cast<MemberExpr>(N);
      if (!M || Covered.count(M))
        continue;
      if (std::string Why = memberRead(M, Covered); !Why.empty())
        return Why;
    }
    for (const Stmt *N : collectNodes<Stmt>(E)) {
      if (Covered.count(N))
        continue;
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

  /// Why the read of the member \p M cannot move above the first region
  /// (empty: it can), marking the nodes it judged in \p Covered. The read
  /// is a chain of fields (`a.b.c`, `p->b.c`, `p->q->c`) from a local
  /// object, reference or pointer, and it reads a scalar. The first region
  /// may still store to that memory through some pointer: in C and C++ an
  /// object changes only through an lvalue of its own type (or a
  /// character type), so the read moves when the region stores only other
  /// types and calls nothing that could store more (StrictAliasing.h; not
  /// in a unit built with -fno-strict-aliasing).
  std::string memberRead(const MemberExpr *M, std::set<const Stmt *> &Covered) {
    QualType ReadType = M->getType();
    if (!ReadType->isScalarType() || ReadType.isVolatileQualified())
      return "it reads the member `" + M->getMemberDecl()->getName().str() +
             "`, which is not a scalar value";
    const Expr *At = M;
    while (true) {
      Covered.insert(At);
      const auto *Member = dyn_cast<MemberExpr>(At);
      if (!Member)
        break;
      const auto *Field = dyn_cast<FieldDecl>(Member->getMemberDecl());
      if (!Field || Field->getType().isVolatileQualified())
        return "it reads `" + Member->getMemberDecl()->getName().str() +
               "`, which is not a field of a struct";
      // A union's members share their bytes: a store to one of another
      // type changes the one read (C allows the pun: review 36).
      if (Field->getParent()->isUnion())
        return "it reads `" + Field->getName().str() +
               "`, a member of a union, which a store of any of its types changes";
      const Expr *Base = Member->getBase();
      // Parentheses and the pointer's load on the way to the base.
      while (true) {
        Covered.insert(Base);
        if (const auto *P = dyn_cast<ParenExpr>(Base)) {
          Base = P->getSubExpr();
          continue;
        }
        if (const auto *C = dyn_cast<ImplicitCastExpr>(Base);
            C && (C->getCastKind() == CK_LValueToRValue || C->getCastKind() == CK_NoOp)) {
          Base = C->getSubExpr();
          continue;
        }
        break;
      }
      if (const auto *R = dyn_cast<DeclRefExpr>(Base)) {
        Covered.insert(R);
        const auto *V = dyn_cast<VarDecl>(R->getDecl());
        if (!V || !V->hasLocalStorage() || V->isStaticLocal() ||
            V->getType().isVolatileQualified())
          return "it reads a member of `" + R->getDecl()->getName().str() +
                 "`, which is not a local object, reference or pointer";
        if (Member->isArrow()) {
          if (!isLocalScalar(V))
            return "it reads through `" + V->getName().str() + "`, not a local pointer";
          Read.insert(V); // the pointer's value, judged as any scalar read
        } else {
          if (namedByFirst().count(V->getCanonicalDecl()))
            return "it reads a member of `" + V->getName().str() +
                   "`, which the first region names";
          Objects.insert(V);
        }
        break;
      }
      if (!isa<MemberExpr>(Base))
        return "it reads a member of an expression that is not a variable";
      // `f->a->b` also loads the pointer `f->a`, a read the type test
      // below does not cover (review 36): one `->`, from a local pointer.
      if (Member->isArrow())
        return "it reads through the pointer member `" +
               cast<MemberExpr>(Base)->getMemberDecl()->getName().str() +
               "` (only a local pointer's member is read)";
      At = Base;
    }
    if (!strictAliasing(Context))
      return "it reads a struct member, and the file is built with -fno-strict-aliasing: "
             "a store of another type may change it";
    std::vector<QualType> Stored;
    if (std::string Why = storedTypes(Stored); !Why.empty())
      return "it reads a struct member, which the first region may change: " + Why;
    for (QualType W : Stored)
      if (mayAliasByType(W, ReadType))
        return "it reads a struct member of type `" + ReadType.getAsString() +
               "`, and the first region stores a `" + W.getAsString() +
               "`, which may be the same memory";
    return "";
  }

  /// The types of every object the first region may store to, in its code
  /// or through its clauses' copies back; or why they are not known (a
  /// call, asm, a store of a whole struct).
  std::string storedTypes(std::vector<QualType> &Stored) const {
    if (std::string Call = callWithEffects(); !Call.empty())
      return "it runs " + Call;
    if (!inFirst<AsmStmt>().empty())
      return "it holds an asm statement";
    // `__atomic_store_n(p, v, ...)` stores without an assignment or a call
    // node (review 36).
    if (!inFirst<AtomicExpr>().empty())
      return "it holds an atomic builtin, which stores through a pointer";
    // A store to a variable the region declares (`i++`, `double t = ...;
    // t += ...`) changes that variable, never host memory; a variable
    // declared outside (a `declare target` global, a mapped local: review
    // 36) or a reference may be the object read.
    std::vector<const VarDecl *> OwnList = inFirst<VarDecl>();
    std::set<const VarDecl *> Own(OwnList.begin(), OwnList.end());
    auto store = [&](const Expr *Target) {
      const auto *R = dyn_cast<DeclRefExpr>(Target->IgnoreParens());
      const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
      if (!V || !Own.count(V) || V->getType()->isReferenceType())
        Stored.push_back(Target->getType());
    };
    for (const Stmt *N : inFirst<Stmt>()) {
      if (const auto *B = dyn_cast<BinaryOperator>(N); B && B->isAssignmentOp())
        store(B->getLHS());
      else if (const auto *U = dyn_cast<UnaryOperator>(N); U && U->isIncrementDecrementOp())
        store(U->getSubExpr());
    }
    for (const OMPExecutableDirective *D : inFirst<OMPExecutableDirective>())
      for (const OMPClause *C : D->clauses()) {
        if (!C)
          continue;
        if (C->getClauseKind() == llvm::omp::OMPC_defaultmap)
          return "a defaultmap clause may copy back any variable it names";
        const auto *Map = dyn_cast<OMPMapClause>(C);
        bool CopiesBack = (Map && Map->getMapType() != OMPC_MAP_to &&
                           Map->getMapType() != OMPC_MAP_alloc) ||
                          isa<OMPReductionClause, OMPLastprivateClause, OMPLinearClause,
                              OMPInReductionClause, OMPTaskReductionClause>(C);
        if (!CopiesBack)
          continue;
        for (const Stmt *Child : C->children()) {
          const auto *Item = dyn_cast_or_null<Expr>(Child);
          const auto *Var = Item ? dyn_cast_or_null<VarDecl>(baseVariable(Item)) : nullptr;
          if (!Var)
            return "a clause copies back an item paracodex cannot name";
          // A section of a pointer or an array copies back its elements
          // (`map(always, from: cnt[0:1])` writes an int: review 36).
          for (QualType T = Var->getType().getNonReferenceType(); !T.isNull();) {
            Stored.push_back(T);
            if (const auto *Ptr = T->getAs<PointerType>())
              T = Ptr->getPointeeType();
            else if (const auto *Arr = Context.getAsArrayType(T))
              T = Arr->getElementType();
            else
              T = QualType();
          }
        }
      }
    return "";
  }

  /// Whether a store of type \p Stored may change an object read as the
  /// scalar type \p Read (C11 6.5p7, C++ [basic.lval]): a character type
  /// may change anything; pointers are taken as one type and integers of
  /// one size as one (signed and unsigned variants, enums); aggregates as
  /// holding anything; arrays and pointers stored whole count as their
  /// elements' type too.
  bool mayAliasByType(QualType Stored, QualType Read) const {
    Stored = Stored.getCanonicalType().getNonReferenceType();
    Read = Read.getCanonicalType().getNonReferenceType();
    if (const auto *A = Context.getAsArrayType(Stored))
      return mayAliasByType(A->getElementType(), Read);
    Stored = Stored.getUnqualifiedType();
    Read = Read.getUnqualifiedType();
    if (const auto *Atomic = Stored->getAs<AtomicType>())
      Stored = Atomic->getValueType();
    if (Stored->isCharType() || Stored->isStdByteType() || Read->isCharType())
      return true;
    if (!Stored->isScalarType())
      return true;
    if (Context.hasSameType(Stored, Read))
      return true;
    if (Stored->isAnyPointerType() && Read->isAnyPointerType())
      return true;
    if (Stored->isIntegralOrEnumerationType() && Read->isIntegralOrEnumerationType())
      return Context.getTypeSize(Stored) == Context.getTypeSize(Read);
    return false;
  }

  /// Whether the first region's text or any name it refers to is spelled
  /// \p Name (a declaration moved above it would capture it).
  bool namedInFirst(llvm::StringRef Name) const {
    for (const DeclRefExpr *R : inFirst<DeclRefExpr>())
      if (R->getDecl()->getName() == Name)
        return true;
    llvm::StringRef Code = SM.getBufferData(SM.getMainFileID());
    std::vector<llvm::StringRef> Texts{Code.slice(First.Span.Begin, First.Span.End)};
    for (const OMPExecutableDirective *D : First.InlinedFrom) {
      SourceLocation Begin = SM.getExpansionLoc(D->getBeginLoc());
      SourceLocation End = Lexer::getLocForEndOfToken(SM.getExpansionLoc(D->getEndLoc()), 0,
                                                      SM, Context.getLangOpts());
      if (!SM.isWrittenInMainFile(Begin) || End.isInvalid())
        return true; // text paracodex does not see: any name may be there
      Texts.push_back(Code.slice(SM.getFileOffset(Begin), SM.getFileOffset(End)));
    }
    for (llvm::StringRef Text : Texts) {
      // A backslash-newline may split a name (`re\<newline>al`), which no
      // search of the text finds (review 36): any name may be there.
      if (Text.contains("\\\n") || Text.contains("\\\r\n"))
        return true;
      for (size_t At = Text.find(Name); At != llvm::StringRef::npos;
           At = Text.find(Name, At + 1)) {
        bool Before = At > 0 && isAsciiIdentifierContinue(Text[At - 1]);
        size_t End = At + Name.size();
        bool After = End < Text.size() && isAsciiIdentifierContinue(Text[End]);
        if (!Before && !After)
          return true;
      }
    }
    return false;
  }

  /// The name of a macro whose own text (its definition, not the
  /// arguments the region writes) gives the first region a name: a
  /// variable, function or type, which a declaration moved above the region
  /// could capture (`sizeof(real)` inside one, review 34); or empty. What
  /// the region's text spells, arguments included, namedInFirst sees; a
  /// macro that adds only keywords, punctuation or literals (CloverLeaf's
  /// `clover_use_target(c)`, `if (target : (c))`) names nothing.
  std::string macroInFirst() const {
    struct Finder : RecursiveASTVisitor<Finder> {
      const SourceManager &SM;
      SourceSpan Region;
      SourceLocation Found;
      Finder(const SourceManager &SM, const SourceSpan &Region) : SM(SM), Region(Region) {}
      bool shouldVisitImplicitCode() const { return true; }
      bool note(SourceLocation L) {
        if (L.isInvalid() || !L.isMacroID())
          return true;
        SourceLocation Spelled = SM.getSpellingLoc(L);
        bool InRegionText = SM.isWrittenInMainFile(Spelled) &&
                            Region.contains(SM.getFileOffset(Spelled));
        if (!InRegionText)
          Found = L;
        return Found.isInvalid();
      }
      bool VisitDeclRefExpr(DeclRefExpr *E) {
        return E->getDecl()->isImplicit() || note(E->getLocation());
      }
      bool VisitOverloadExpr(OverloadExpr *E) { return note(E->getNameLoc()); }
      bool VisitDependentScopeDeclRefExpr(DependentScopeDeclRefExpr *E) {
        return note(E->getLocation());
      }
      bool VisitTypeLoc(TypeLoc TL) {
        if (TL.getAs<BuiltinTypeLoc>() || TL.getAs<QualifiedTypeLoc>() ||
            TL.getAs<PointerTypeLoc>())
          return true;
        return note(TL.getBeginLoc());
      }
    } Find(SM, First.Span);
    for (const OMPExecutableDirective *D : firstCode())
      Find.TraverseStmt(const_cast<OMPExecutableDirective *>(D));
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
    for (const OMPExecutableDirective *D : firstCode())
      add(D);
    for (const OMPExecutableDirective *D : inFirst<OMPExecutableDirective>())
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
    for (const OMPExecutableDirective *D : inFirst<OMPExecutableDirective>()) {
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
    for (const VarDecl *V : Objects)
      if (Named.count(V->getCanonicalDecl()))
        return at(S) + " reads a member of `" + V->getName().str() +
               "`, which the first region names";
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
    for (const CallExpr *Call : inFirst<CallExpr>()) {
      std::string Library = libraryCallee(Call);
      if (Library.empty() || !isPureFunction(Library))
        return calleeName(Call).empty() ? "a function through a pointer"
                                        : "`" + calleeName(Call) + "`";
    }
    // C++ runs code no call shows: constructors, destructors, default
    // member initialisers and arguments; C's `cleanup` attribute calls its
    // function at the end of the scope (review 34b).
    if (!inFirst<CXXConstructExpr>().empty() ||
        !inFirst<CXXDefaultInitExpr>().empty() ||
        !inFirst<CXXDefaultArgExpr>().empty() ||
        !inFirst<CXXNewExpr>().empty() ||
        !inFirst<CXXDeleteExpr>().empty())
      return "a constructor, destructor or default initialiser";
    for (const VarDecl *V : inFirst<VarDecl>())
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
