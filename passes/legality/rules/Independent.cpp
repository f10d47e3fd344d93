//===- Independent.cpp - horizontal: no scalar one assigns, the other uses ===//
//
// One region's body assigns a scalar the other uses: in one region they
// would share one copy of it (and a reduction's result is only known after
// its region). Both reducing into it with one operator is fine.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/model/CollectNodes.h"
#include "passes/model/SymbolKey.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <algorithm>
#include <set>

namespace paracodex {
namespace {

class Independent final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "independent", "neither region assigns a scalar the other uses (two reductions into one "
                     "variable with one operator excepted)"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 200; }
  bool judges(CandidateKind K) const override { return sideBySide(K); }
  void check(PairCheck &Pair) const override {
    checkWriter(Pair, Pair.Q, Pair.P, "second", "first");
    checkWriter(Pair, Pair.P, Pair.Q, "first", "second");
    checkMemberStores(Pair, Pair.Q, Pair.P, "second", "first");
    checkMemberStores(Pair, Pair.P, Pair.Q, "first", "second");
  }

private:
  static bool contains(const std::vector<const clang::VarDecl *> &Vars, const clang::VarDecl *V) {
    return std::find(Vars.begin(), Vars.end(), V) != Vars.end();
  }

  /// The reduction operator \p R applies to \p V ("+"), or empty.
  static std::string reductionOn(const TargetRegion &R, const clang::VarDecl *V) {
    for (const ReductionItem &Red : R.Reductions)
      if (Red.Var && Red.Var->getCanonicalDecl() == V->getCanonicalDecl())
        return Red.Op;
    return "";
  }

  /// Whether every reference to \p V in \p R's loop body is the left side
  /// of a compound assignment (`s += ...`), never a read of its value.
  static bool onlyUpdated(const TargetRegion &R, const clang::VarDecl *V) {
    if (!R.InnermostBody)
      return false;
    std::set<const clang::Expr *> Updated;
    for (const clang::CompoundAssignOperator *A :
         collectNodes<clang::CompoundAssignOperator>(R.InnermostBody))
      Updated.insert(A->getLHS()->IgnoreParenImpCasts());
    for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(R.InnermostBody))
      if (Ref->getDecl()->getCanonicalDecl() == V->getCanonicalDecl() && !Updated.count(Ref))
        return false;
    return true;
  }

  /// A store to a member of a variable declared outside the region
  /// (`p.scale = ...`) is a scalar the region hands on, which ScalarWrites
  /// (whole variables) does not list (review 24, b55_struct_field_scalar).
  static void checkMemberStores(PairCheck &Pair, const TargetRegion &Writer,
                                const TargetRegion &Other, const char *WriterName,
                                const char *OtherName) {
    if (!Writer.Directive || !Other.Directive)
      return;
    std::vector<const clang::Expr *> Stored;
    for (const clang::BinaryOperator *B : collectNodes<clang::BinaryOperator>(Writer.Directive))
      if (B->isAssignmentOp())
        Stored.push_back(B->getLHS());
    for (const clang::UnaryOperator *U : collectNodes<clang::UnaryOperator>(Writer.Directive))
      if (U->isIncrementDecrementOp())
        Stored.push_back(U->getSubExpr());
    std::set<const clang::Decl *> Used;
    for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(Other.Directive))
      Used.insert(Ref->getDecl()->getCanonicalDecl());
    for (const clang::Expr *E : Stored) {
      const auto *Member = llvm::dyn_cast<clang::MemberExpr>(E->IgnoreParenImpCasts());
      if (!Member)
        continue;
      const clang::Expr *Base = Member->getBase()->IgnoreParenImpCasts();
      while (const auto *Inner = llvm::dyn_cast<clang::MemberExpr>(Base))
        Base = Inner->getBase()->IgnoreParenImpCasts();
      const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(Base);
      if (!Ref || !Used.count(Ref->getDecl()->getCanonicalDecl()))
        continue;
      Pair.refuse(Info, std::string("the ") + WriterName + " body assigns a member of `" +
                            Ref->getDecl()->getName().str() + "`, which the " + OtherName +
                            " region uses");
      return;
    }
  }

  static bool distributedLoopVariable(const TargetRegion &R, const clang::VarDecl *V) {
    for (const LoopInfo &L : R.Loops)
      if (L.InCollapsedNest && L.Var == symbolKey(V))
        return true;
    return false;
  }

  static void checkWriter(PairCheck &Pair, const TargetRegion &Writer, const TargetRegion &Other,
                          const char *WriterName, const char *OtherName) {
    for (const clang::VarDecl *X : Writer.ScalarWrites) {
      if (!contains(Other.ScalarInputs, X) && !contains(Other.ScalarWrites, X))
        continue;
      // The variables of the loops a directive distributes are private to
      // it wherever they are declared (`int i1;` at the top of NAS MG's
      // routines): each region has its own.
      if (distributedLoopVariable(Writer, X) && distributedLoopVariable(Other, X))
        continue;
      std::string Op = reductionOn(Writer, X);
      // Fused, each thread's partial value of X carries both bodies'
      // contributions: fine while the bodies only add to it, not when one
      // reads it (review 24, ks70_reduction_partial_read).
      if (!Op.empty() && Op == reductionOn(Other, X) && onlyUpdated(Writer, X) &&
          onlyUpdated(Other, X))
        continue;
      Pair.refuse(Info, std::string("the ") + WriterName + " body assigns `" +
                            X->getName().str() + "`, which the " + OtherName + " region uses");
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(Independent)
