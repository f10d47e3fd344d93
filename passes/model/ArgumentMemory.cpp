//===- ArgumentMemory.cpp -------------------------------------------------===//
#include "passes/model/ArgumentMemory.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/PureFunctions.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"

#include <set>

using namespace clang;

namespace paracodex {
namespace {

/// Numbers, or arrays of them of a size the type fixes.
bool isNumberArray(QualType T) {
  while (const auto *A = dyn_cast<ConstantArrayType>(T.getCanonicalType().getTypePtr()))
    T = A->getElementType();
  return isPlainNumber(T);
}

/// A pointer to numbers or to fixed rows of them (`double *`, `const
/// double (*)[8]`, what `double b[][8]` declares).
bool isPointerToNumbers(QualType T) {
  const auto *P = T->getAs<PointerType>();
  return P && !P->getPointeeType().isVolatileQualified() && isNumberArray(P->getPointeeType());
}

std::string summarize(const FunctionDecl *F, std::set<const FunctionDecl *> &Visiting);

class Summary {
public:
  Summary(const FunctionDecl *Def, std::set<const FunctionDecl *> &Visiting)
      : Def(Def), Context(Def->getASTContext()), Visiting(Visiting) {}

  std::string whyNot() {
    const Stmt *Body = Def->getBody();
    QualType Result = Def->getReturnType();
    if (!Result->isVoidType() && !isPlainNumber(Result))
      return "returns something other than a number";
    for (const ParmVarDecl *P : Def->parameters())
      if (!isPlainNumber(P->getType()) && !isPointerToNumbers(P->getType()))
        return "takes `" + P->getName().str() +
               "`, which is neither a number nor a pointer to numbers";
    for (const VarDecl *V : collectNodes<VarDecl>(Body))
      if (!isa<ParmVarDecl>(V) &&
          (!V->hasLocalStorage() || !isNumberArray(V->getType()) ||
           V->getType().isVolatileQualified()))
        return "declares `" + V->getName().str() + "`, which is not a local number or array";
    if (!collectNodes<AsmStmt>(Body).empty() || !collectNodes<OMPExecutableDirective>(Body).empty())
      return "has inline assembly or an OpenMP directive";
    for (const Expr *E : collectNodes<Expr>(Body)) {
      if (E->getType().isVolatileQualified())
        return "touches a volatile object";
      if (isa<MemberExpr, CXXThisExpr, CXXNewExpr, CXXDeleteExpr, CXXThrowExpr, LambdaExpr,
              StmtExpr, CompoundLiteralExpr>(E))
        return "reaches memory other than through its arguments";
      if (const auto *Cast = dyn_cast<CastExpr>(E);
          Cast && (isa<ExplicitCastExpr>(Cast) || Cast->getCastKind() == CK_IntegralToPointer ||
                   Cast->getCastKind() == CK_PointerToIntegral || Cast->getCastKind() == CK_BitCast) &&
          (Cast->getType()->isPointerType() || Cast->getSubExpr()->getType()->isPointerType()))
        return "converts a pointer"; // (or a number to one: review 29, r29_int_to_pointer)
    }
    for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(Body)) {
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      if (!V)
        continue;
      if (std::string Why = whyNotOwnVariable(V, Def); !Why.empty())
        return Why;
      // Each pointer the body holds: a pointer parameter, a local array.
      if (V->getType()->isPointerType() || V->getType()->isArrayType())
        if (std::string Why = whyNotConfined(Ref, V->getName().str()); !Why.empty())
          return Why;
    }
    // `&s` of a local number is a pointer too; any other address taken is
    // reached from an element, which the walk above already followed.
    for (const UnaryOperator *U : collectNodes<UnaryOperator>(Body))
      if (U->getOpcode() == UO_AddrOf) {
        const auto *Ref = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParens());
        if (!Ref)
          continue;
        if (Ref->getType()->isPointerType())
          return "takes the address of the pointer `" + Ref->getDecl()->getName().str() + "`";
        if (std::string Why = whyNotConfined(U, Ref->getDecl()->getName().str()); !Why.empty())
          return Why;
      }
    for (const CallExpr *Call : collectNodes<CallExpr>(Body))
      if (std::string Why = whyNotAllowedCall(Call); !Why.empty())
        return Why;
    return "";
  }

private:
  const Stmt *parentOf(const Stmt *S) {
    auto Parents = Context.getParents(*S);
    return Parents.size() == 1 ? Parents[0].get<Stmt>() : nullptr;
  }

  /// Empty when every use of the pointer value \p E (a parameter, a local
  /// array, an address) stays an index, a dereference, an offset, a
  /// comparison or an argument of an allowed call; otherwise why not.
  std::string whyNotConfined(const Expr *E, const std::string &Name) {
    std::string Leaks = "lets the pointer `" + Name + "` go where paracodex does not follow";
    const Expr *Cur = E;
    while (true) {
      const Stmt *P = parentOf(Cur);
      if (!P)
        return Leaks;
      if (isa<ParenExpr>(P)) {
        Cur = cast<Expr>(P);
        continue;
      }
      if (const auto *Cast = dyn_cast<ImplicitCastExpr>(P)) {
        CastKind K = Cast->getCastKind();
        if (K != CK_ArrayToPointerDecay && K != CK_LValueToRValue && K != CK_NoOp)
          return Leaks;
        // C lets `const double *` pass as `double *` with a warning; the
        // call site takes a const pointer as read only.
        QualType From = Cast->getSubExpr()->getType(), To = Cast->getType();
        if (From->isPointerType() && To->isPointerType() &&
            From->getPointeeType().isConstQualified() && !To->getPointeeType().isConstQualified())
          return "drops the const of `" + Name + "`";
        Cur = Cast;
        continue;
      }
      if (isa<UnaryExprOrTypeTraitExpr>(P))
        return ""; // sizeof reads nothing
      const auto *Sub = dyn_cast<ArraySubscriptExpr>(P);
      const auto *Un = dyn_cast<UnaryOperator>(P);
      if ((Sub && Sub->getBase()->IgnoreParenImpCasts() == Cur->IgnoreParenImpCasts()) ||
          (Un && Un->getOpcode() == UO_Deref)) {
        const Expr *Element = cast<Expr>(P);
        if (Element->getType()->isArrayType()) { // a row: still a pointer
          Cur = Element;
          continue;
        }
        // A number: read it, assign it, or take its address again.
        const Expr *Lvalue = Element;
        const Stmt *Up = parentOf(Lvalue);
        while (Up && isa<ParenExpr>(Up)) {
          Lvalue = cast<Expr>(Up);
          Up = parentOf(Lvalue);
        }
        if (const auto *Use = dyn_cast_or_null<UnaryOperator>(Up);
            Use && Use->getOpcode() == UO_AddrOf) {
          Cur = Use;
          continue;
        }
        if (const auto *Use = dyn_cast_or_null<ImplicitCastExpr>(Up);
            Use && Use->getCastKind() == CK_LValueToRValue)
          return "";
        if (const auto *Use = dyn_cast_or_null<BinaryOperator>(Up);
            Use && Use->isAssignmentOp() && Use->getLHS() == Lvalue)
          return "";
        if (const auto *Use = dyn_cast_or_null<UnaryOperator>(Up);
            Use && Use->isIncrementDecrementOp())
          return "";
        return Leaks;
      }
      if (Sub) // the pointer as an index
        return Leaks;
      if (const auto *B = dyn_cast<BinaryOperator>(P)) {
        if (B->isComparisonOp() || (B->getOpcode() == BO_Sub && !B->getType()->isPointerType()))
          return ""; // compares or measures, reaches nothing
        if ((B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) &&
            B->getType()->isPointerType()) {
          Cur = B;
          continue;
        }
        return Leaks;
      }
      if (const auto *Call = dyn_cast<CallExpr>(P)) {
        if (Call->getCallee()->IgnoreParenImpCasts() == Cur->IgnoreParenImpCasts())
          return Leaks;
        const FunctionDecl *Callee = Call->getDirectCallee();
        if (!Callee || !libraryCallee(Call).empty())
          return Leaks;
        if (std::string Why = whyNotInner(Callee); !Why.empty())
          return "hands `" + Name + "` to `" + Callee->getName().str() + "`, which " + Why;
        return "";
      }
      return Leaks;
    }
  }

  std::string whyNotAllowedCall(const CallExpr *Call) {
    if (std::optional<std::string> Why = whyNotLibraryCall(Call))
      return *Why;
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (whyNotPureFunction(Callee).empty())
      return "";
    if (std::string Why = whyNotInner(Callee); !Why.empty())
      return "calls `" + Callee->getName().str() + "`, which " + Why;
    return "";
  }

  /// summarize(), for a callee, with the functions being summarized.
  std::string whyNotInner(const FunctionDecl *Callee);

  const FunctionDecl *Def;
  ASTContext &Context;
  std::set<const FunctionDecl *> &Visiting;
};

std::string summarize(const FunctionDecl *F, std::set<const FunctionDecl *> &Visiting) {
  if (std::string Why = whyNotRunsItsOwnBody(F); !Why.empty())
    return Why;
  const FunctionDecl *Def = F->getDefinition();
  if (!Visiting.insert(Def->getCanonicalDecl()).second)
    return "is recursive";
  std::string Why = Summary(Def, Visiting).whyNot();
  Visiting.erase(Def->getCanonicalDecl());
  return Why;
}

std::string Summary::whyNotInner(const FunctionDecl *Callee) { return summarize(Callee, Visiting); }

} // namespace

std::string whyNotArgumentMemoryOnly(const FunctionDecl *F) {
  std::set<const FunctionDecl *> Visiting;
  return summarize(F, Visiting);
}

bool touchesOnlyItsArguments(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || Callee->getBuiltinID() || !libraryCallee(Call).empty() ||
      !whyNotArgumentMemoryOnly(Callee).empty())
    return false;
  // Each pointer the helper takes comes from an array the call names (a
  // number converted to a pointer comes from nowhere the model knows).
  const FunctionDecl *Def = Callee->getDefinition();
  if (Call->getNumArgs() != Def->getNumParams())
    return false;
  for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
    const Expr *Arg = Call->getArg(I);
    if ((Arg->getType()->isPointerType() || Def->getParamDecl(I)->getType()->isPointerType()) &&
        (!Arg->getType()->isPointerType() || !pointerBase(Arg)))
      return false;
  }
  return true;
}

} // namespace paracodex
