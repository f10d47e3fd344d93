//===- HostUses.cpp -------------------------------------------------------===//
#include "passes/model/HostUses.h"

#include "passes/model/Allocations.h"
#include "passes/model/AstQueries.h"
#include "passes/model/ModelContext.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"

using namespace clang;

namespace paracodex {

namespace {

class HostUseCollector {
public:
  explicit HostUseCollector(ModelContext &M) : M(M) {}

  void collect(const FunctionDecl *FD, FunctionModel &F) {
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
      SourceSpan Pragma = M.span(SourceRange(D.Directive->getBeginLoc(),
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
      if (!isArrayLike(V->getType()) || M.ViewOf.count(V))
        continue;
      if (V->getType()->isArrayType() ||
          (V->hasInit() && allocationOf(V->getInit()) != Allocation::Unknown)) {
        ArrayVariable &A = M.arrayFor(F, V);
        HostUse Use{HostUse::Allocate, "", "declaration", M.span(V->getSourceRange())};
        for (const DynTypedNode &P : M.Context.getParents(*V))
          if (const auto *DS = P.get<DeclStmt>())
            Use.Statement = DS;
        A.HostUses.push_back(Use);
      }
    }

    for (const DeclRefExpr *Ref : Finder.Refs) {
      const ValueDecl *D = Ref->getDecl();
      if (!isArrayLike(D->getType()) || isa<FunctionDecl>(D))
        continue;
      unsigned Off = M.offset(Ref->getLocation());
      if (skipped(Off))
        continue;
      if (!F.Arrays.count(ArrayId(M.canonical(D))))
        continue; // never used by an offload directive: not our business
      ArrayVariable &A = M.arrayFor(F, D);
      HostUse Use = classify(Ref);
      if (Use.What == HostUse::View)
        A.Views.push_back(Use.Detail);
      A.HostUses.push_back(Use);
    }
  }

  HostUse classify(const DeclRefExpr *Ref) {
    HostUse Use{HostUse::Read, "", "", M.span(Ref->getSourceRange())};
    const Expr *Child = nullptr;
    const Stmt *P = M.semanticParent(Ref, &Child);
    if (const VarDecl *Into = M.parentVarDecl(Ref)) {
      if (M.isViewDeclaration(Into)) {
        Use.What = HostUse::View;
        Use.Detail = Into->getName().str();
        for (const DynTypedNode &P : M.Context.getParents(*Into))
          if (const auto *DS = P.get<DeclStmt>())
            Use.Statement = DS; // deleted with the array it views
      } else {
        Use.What = HostUse::Escape;
        Use.Detail = "stored in `" + Into->getName().str() + "`";
      }
      return Use;
    }
    if (const auto *Delete = dyn_cast_or_null<CXXDeleteExpr>(P)) {
      Use.What = Delete->isArrayForm() ? HostUse::Free : HostUse::Escape;
      Use.Detail = Delete->isArrayForm() ? "delete[]" : "deleted";
      Use.Statement = Delete;
      return Use;
    }
    if (const auto *Call = dyn_cast_or_null<CallExpr>(P)) {
      std::string Callee = calleeName(Call);
      std::string Library = libraryCallee(Call);
      Use.Detail = Callee;
      Use.What = (Library == "free" || Library == "omp_target_free" || freesOnly(Call))
                     ? HostUse::Free
                     : HostUse::Escape;
      Use.Statement = Call;
      if (Use.What == HostUse::Escape)
        Use.Detail = "passed to `" + Callee + "`";
      return Use;
    }
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(P)) {
      if (B->isEqualityOp()) {
        const Expr *Other = B->getLHS()->IgnoreParenImpCasts() == Ref ? B->getRHS() : B->getLHS();
        if (M.isNullPointer(Other))
          Use.What = HostUse::NullTest;
      }
      if (B->isComparisonOp())
        return Use; // reads only the pointer
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
        Use.Detail = "copied into `" + M.text(B->getLHS()->getSourceRange()) + "`";
        return Use;
      }
    }
    // `&a[1]`: a pointer into the array, which may be stored anywhere
    // (review reproducer host_call_escape_offset).
    if (const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(P))
      if (const auto *Addr = dyn_cast_or_null<UnaryOperator>(M.semanticParent(Sub, nullptr)))
        if (Addr->getOpcode() == UO_AddrOf)
          return derivedPointer(Use, Addr);
    if (const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(P)) {
      // Climb to the outermost subscript and see whether it is assigned.
      const Expr *Outer = Sub;
      const Stmt *Up = M.semanticParent(Sub, &Child);
      while (const auto *S2 = dyn_cast_or_null<ArraySubscriptExpr>(Up)) {
        Outer = S2;
        Up = M.semanticParent(S2, &Child);
      }
      // `double &r = a[3];` (C++): the element's address leaves the
      // expression (review reproducer cxx_host_reference).
      if (!M.lvalueStaysPut(Outer))
        return derivedPointer(Use, Outer);
      if (const auto *B = dyn_cast_or_null<BinaryOperator>(Up))
        if (B->isAssignmentOp() && Child == B->getLHS())
          Use.What = HostUse::Write;
      if (const auto *U = dyn_cast_or_null<UnaryOperator>(Up))
        if (U->isIncrementDecrementOp())
          Use.What = HostUse::Write;
      return Use;
    }
    if (const auto *U = dyn_cast_or_null<UnaryOperator>(P)) {
      // `release(&t)`, a function of this file that frees `*pp` and sets
      // it to null, and does nothing else (Allocations.h).
      if (U->getOpcode() == UO_AddrOf && isFreedThroughAddress(U, M.Context)) {
        const auto *Call = cast<CallExpr>(M.semanticParent(U, nullptr));
        Use.What = HostUse::Free;
        Use.Detail = calleeName(Call);
        Use.Statement = Call;
        return Use;
      }
      if (U->getOpcode() == UO_LNot) {
        Use.What = HostUse::NullTest;
        return Use;
      }
      if (U->getOpcode() == UO_Deref) {
        // `&*a`, `double &r = *a;`: a pointer into the array again
        // (review reproducer addr_deref_alias).
        if (!M.lvalueStaysPut(U))
          return derivedPointer(Use, U);
        if (M.isAssignedThrough(U))
          Use.What = HostUse::Write;
        return Use;
      }
    }
    // `*(t + i) = x`, `(t + 1)[i] = x`: pointer arithmetic, then a store.
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(P))
      if ((B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) &&
          B->getType()->isPointerType()) {
        const Expr *Top = B;
        const Stmt *Up = M.semanticParent(B, nullptr);
        while (const auto *More = dyn_cast_or_null<BinaryOperator>(Up)) {
          if (!More->getType()->isPointerType())
            break;
          Top = More;
          Up = M.semanticParent(More, nullptr);
        }
        if (const auto *U = dyn_cast_or_null<UnaryOperator>(Up))
          if (U->getOpcode() == UO_Deref) {
            if (M.isAssignedThrough(U))
              Use.What = HostUse::Write;
            return Use;
          }
        if (const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(Up)) {
          if (M.isAssignedThrough(Sub))
            Use.What = HostUse::Write;
          return Use;
        }
        if (const auto *Cmp = dyn_cast_or_null<BinaryOperator>(Up))
          if (Cmp->isComparisonOp())
            return Use;
        return derivedPointer(Use, Top);
      }
    if (isa_and_nonnull<ReturnStmt>(P)) {
      Use.What = HostUse::Escape;
      Use.Detail = "returned";
      return Use;
    }
    // A null test reads only the pointer.
    if (isa_and_nonnull<IfStmt>(P) || isa_and_nonnull<WhileStmt>(P) ||
        isa_and_nonnull<DoStmt>(P) || isa_and_nonnull<ForStmt>(P)) {
      Use.What = HostUse::NullTest;
      return Use;
    }
    if (const auto *Cond = dyn_cast_or_null<ConditionalOperator>(P);
        Cond && Cond->getCond()->IgnoreParenImpCasts() == Ref) {
      Use.What = HostUse::NullTest;
      return Use;
    }
    if (const auto *Cast = dyn_cast_or_null<CStyleCastExpr>(P); Cast && Cast->getType()->isVoidType())
      return Use;
    // Anything else lets the pointer flow where paracodex does not follow
    // it (`{ a }`, `c ? a : b`, `(0, a)`, `&a`, a compound literal): another
    // name may see the array (review reproducers host_write_struct_ptr,
    // comma_alias, addr_of_pointer).
    Use.What = HostUse::Escape;
    Use.Detail = P ? "used as the pointer value in `" + M.text(P->getSourceRange()) + "`"
                   : "used as a pointer value";
    return Use;
  }

  /// \p Use for a pointer \p Derived computed from the array (`a + 1`,
  /// `&a[2]`) that is neither dereferenced nor compared: it escapes.
  HostUse derivedPointer(HostUse Use, const Expr *Derived) {
    Use.What = HostUse::Escape;
    Use.Detail = "used as the pointer `" + M.text(Derived->getSourceRange()) + "`";
    return Use;
  }

private:
  ModelContext &M;
};

} // namespace

void collectHostUses(ModelContext &M, const FunctionDecl *FD, FunctionModel &F) {
  HostUseCollector(M).collect(FD, F);
}

} // namespace paracodex
