//===- MovableStatements.cpp ----------------------------------------------===//
#include "passes/legality/MovableStatements.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
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

class MovableCheck {
public:
  MovableCheck(const FunctionModel &F, const TargetRegion &First)
      : F(F), First(First), Context(F.Decl->getASTContext()),
        SM(Context.getSourceManager()) {}

  std::string check(const Stmt *S) {
    if (isa<NullStmt>(S))
      return "";
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

  /// Why the variables \p S writes or reads cannot move past the first
  /// region: it names one that \p S writes, it may write one that \p S
  /// reads (through a clause that copies back), or some code may reach
  /// one through its address.
  std::string unsafeVariables(const Stmt *S) const {
    std::set<const VarDecl *> Named;
    for (const DeclRefExpr *R : collectNodes<DeclRefExpr>(First.Directive))
      if (const auto *V = dyn_cast<VarDecl>(R->getDecl()))
        Named.insert(V->getCanonicalDecl());
    for (const VarDecl *V : Written)
      if (Named.count(V->getCanonicalDecl()))
        return at(S) + " sets `" + V->getName().str() +
               "`, which the first region uses: it cannot run before that region";
    std::set<const VarDecl *> InClauses;
    bool DefaultMap = false;
    for (const OMPClause *C : First.Directive->clauses()) {
      if (!C)
        continue;
      if (C->getClauseKind() == llvm::omp::OMPC_defaultmap)
        DefaultMap = true;
      if (C->getClauseKind() == llvm::omp::OMPC_firstprivate ||
          C->getClauseKind() == llvm::omp::OMPC_private)
        continue;
      for (const Stmt *Child : const_cast<OMPClause *>(C)->children())
        if (Child)
          for (const DeclRefExpr *R : collectNodes<DeclRefExpr>(Child))
            if (const auto *V = dyn_cast<VarDecl>(R->getDecl()))
              InClauses.insert(V->getCanonicalDecl());
    }
    for (const VarDecl *V : Read)
      if (InClauses.count(V->getCanonicalDecl()) ||
          (DefaultMap && Named.count(V->getCanonicalDecl())))
        return at(S) + " reads `" + V->getName().str() +
               "`, which a clause of the first region may change";
    for (const VarDecl *V : Written)
      if (addressTaken(V))
        return at(S) + " sets `" + V->getName().str() +
               "`, whose address the function takes: other code may read it";
    for (const VarDecl *V : Read)
      if (addressTaken(V))
        return at(S) + " reads `" + V->getName().str() +
               "`, whose address the function takes: the first region may change it";
    return "";
  }

  /// Whether the function takes \p V's address, binds a reference to it,
  /// passes it by reference or captures it by reference.
  bool addressTaken(const VarDecl *V) const {
    const Stmt *Body = F.Decl->getBody();
    if (!Body)
      return true;
    auto is = [&](const Expr *E) {
      const ValueDecl *D = E ? referencedDecl(E->IgnoreParenImpCasts()) : nullptr;
      return D && D->getCanonicalDecl() == V->getCanonicalDecl();
    };
    for (const UnaryOperator *U : collectNodes<UnaryOperator>(Body))
      if (U->getOpcode() == UO_AddrOf && is(U->getSubExpr()))
        return true;
    for (const VarDecl *D : collectNodes<VarDecl>(Body))
      if (D->getType()->isReferenceType() && D->hasInit() && is(D->getInit()))
        return true;
    // An argument is passed by value when it is converted to its value
    // (an lvalue-to-rvalue cast); anything else binds a reference to it.
    auto byReference = [&](const Expr *Arg) {
      const auto *Cast = dyn_cast<ImplicitCastExpr>(Arg->IgnoreParens());
      return is(Arg) && !(Cast && Cast->getCastKind() == CK_LValueToRValue);
    };
    for (const CallExpr *Call : collectNodes<CallExpr>(Body))
      for (const Expr *Arg : Call->arguments())
        if (byReference(Arg))
          return true;
    for (const CXXConstructExpr *Construct : collectNodes<CXXConstructExpr>(Body))
      for (const Expr *Arg : Construct->arguments())
        if (byReference(Arg))
          return true;
    for (const LambdaExpr *L : collectNodes<LambdaExpr>(Body))
      for (const LambdaCapture &C : L->captures())
        if (C.capturesVariable() && C.getCaptureKind() == LCK_ByRef &&
            C.getCapturedVar()->getCanonicalDecl() == V->getCanonicalDecl())
          return true;
    return false;
  }
};

} // namespace

std::string whyNotMovable(const FunctionModel &F, const TargetRegion &First, const Stmt *S) {
  if (!F.Decl || !First.Directive)
    return "the first region is not known";
  return MovableCheck(F, First).check(S);
}

} // namespace paracodex
