//===- Temporary.cpp - each joining array is this function's own ----------===//
//
// Allocated here (malloc, calloc, omp_target_alloc, a local array, a first
// assignment to a static local pointer), or a parameter whose every caller
// passes an array of its own that it never uses after the call
// (CallerTemporaries.h), or a `static` variable of the file that nothing
// else uses (GlobalTemporaries.h).
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/legality/GlobalTemporaries.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"

namespace paracodex {
namespace {

class Temporary final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "temporary", "each joining array is allocated in this function (malloc, calloc, "
                   "omp_target_alloc or a local array, also by a first assignment to a static "
                   "local pointer), or is a parameter for which every caller passes an array of "
                   "its own that it never uses after the call, or a `static` variable of the "
                   "file that nothing uses but the two regions and its storage's management"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 30; }
  void check(PairCheck &Pair) const override {
    for (const ArrayVariable *A : Pair.temporaryArrays())
      checkArray(Pair, *A);
  }

private:
  /// The first statement between the two regions: code there may run the
  /// function again through calls the model does not list (a `cleanup`
  /// attribute, a destructor, a constructor: review 31, globals 06).
  static const clang::Stmt *hostCodeBetween(const PairCheck &Pair) {
    const TargetRegion &P = Pair.P, &Q = Pair.Q;
    // Only target regions that call nothing with effects and declare
    // nothing with a `cleanup` or a constructor, and standalone data
    // directives that call nothing: a host construct between (`parallel`,
    // `single`, `task`) may hold a `cleanup` local or a destructor as well
    // (review 31, globals second pass 03).
    if (!P.Block || P.Block != Q.Block)
      return nullptr;
    auto harmless = [&](const clang::Stmt *S) {
      const auto *D = llvm::dyn_cast<clang::OMPExecutableDirective>(S);
      if (!D)
        return false;
      for (const clang::VarDecl *V : collectNodes<clang::VarDecl>(D))
        if (V->hasAttr<clang::CleanupAttr>())
          return false;
      if (!collectNodes<clang::CXXConstructExpr>(D).empty())
        return false;
      if (!D->hasAssociatedStmt())
        return collectNodes<clang::CallExpr>(D).empty();
      if (!clang::isOpenMPTargetExecutionDirective(D->getDirectiveKind()))
        return false;
      for (const TargetRegion &R : Pair.F.Regions)
        if (R.Directive == D)
          return R.Calls.empty();
      return false;
    };
    size_t Index = 0;
    for (const clang::Stmt *S : P.Block->body()) {
      size_t This = Index++;
      if (This > P.IndexInBlock && This < Q.IndexInBlock && !harmless(S))
        return S;
    }
    return nullptr;
  }

  /// A variable that outlives the call (a static local, a variable of the
  /// file) holds the pair's values only while the function does not run
  /// again between the two regions.
  static bool reentered(PairCheck &Pair, const ArrayVariable &A, const std::string &What) {
    const FunctionModel &F = Pair.F;
    bool Found = false;
    for (const auto &[Callee, Loc] : F.HostCalls)
      if (startsWithin(Loc, Pair.P.Span.End, Pair.Q.Span.Begin)) {
        Found = true;
        Pair.refuse(Info, quoted(A.Name) + " is " + What + ", and `" + Callee + "` (line " +
                              lineOf(Loc) +
                              "), called between the producer and the consumer, may call `" +
                              F.Name + "` again and point it elsewhere or store other values");
      }
    if (const clang::Stmt *S = hostCodeBetween(Pair); S && !Found) {
      Found = true;
      const clang::SourceManager &SM = F.Decl->getASTContext().getSourceManager();
      Pair.refuse(Info, quoted(A.Name) + " is " + What + ", and the statement at line " +
                            std::to_string(presumedLine(SM, S->getBeginLoc())) +
                            ", between the producer and the consumer, may run `" + F.Name +
                            "` again (a call, a destructor, a `cleanup` function)");
    }
    return Found;
  }

  static void checkArray(PairCheck &Pair, const ArrayVariable &A) {
    const FunctionModel &F = Pair.F;
    // A static local pointer keeps one array per call only while no other
    // call of the function runs: a call between the regions may be one
    // (review reproducer static_recursion).
    if (const auto *V = llvm::dyn_cast_or_null<clang::VarDecl>(A.Decl);
        V && V->isStaticLocal() && isLocalAllocation(A.Alloc))
      reentered(Pair, A, "a static local");
    if (isLocalAllocation(A.Alloc))
      return;
    switch (A.Alloc) {
    case Allocation::Parameter: {
      const CallerStorageProof &Proof = Pair.callerProof(A);
      if (Proof.Dead) {
        Pair.fact(Info, quoted(A.Name) + " is a parameter of `" + F.Name + "`, and " + Proof.Why);
        return;
      }
      Pair.refuse(Info, quoted(A.Name) + " is a parameter of `" + F.Name +
                            "`: the caller may read it after the call, so it is not a "
                            "temporary" +
                            (Proof.Why.empty() ? std::string() : " (" + Proof.Why + ")"));
      return;
    }
    default:
      break;
    }
    // A `static` variable of the file that nothing else uses
    // (GlobalTemporaries.h); the function must not run again between the
    // two, as a static local (a call between may be one).
    if (const auto *V = llvm::dyn_cast_or_null<clang::VarDecl>(A.Decl);
        V && V->hasGlobalStorage() && !V->isStaticLocal()) {
      GlobalStorageProof Proof = onlyThePairUses(V, Pair.P, Pair.Q);
      if (!Proof.OnlyThePair) {
        Pair.refuse(Info, quoted(A.Name) + " is a variable of the file: " + Proof.Why);
        return;
      }
      if (!reentered(Pair, A, "a variable of the file"))
        Pair.fact(Info, Proof.Why);
      return;
    }
    switch (A.Alloc) {
    case Allocation::GlobalArray:
      Pair.refuse(Info, quoted(A.Name) + " is a global array: code elsewhere may read it");
      return;
    default:
      Pair.refuse(Info, quoted(A.Name) + " is not allocated in `" + F.Name +
                            "` (no malloc, calloc, omp_target_alloc or local array): it may be "
                            "visible elsewhere");
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(Temporary)
