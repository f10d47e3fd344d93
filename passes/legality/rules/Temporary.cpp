//===- Temporary.cpp - each joining array is this function's own ----------===//
//
// Allocated here (malloc, calloc, omp_target_alloc, a local array, a first
// assignment to a static local pointer), or a parameter whose every caller
// passes an array of its own that it never uses after the call
// (CallerTemporaries.h).
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "clang/AST/Decl.h"

namespace paracodex {
namespace {

class Temporary final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "temporary", "each joining array is allocated in this function (malloc, calloc, "
                   "omp_target_alloc or a local array, also by a first assignment to a static "
                   "local pointer), or is a parameter for which every caller passes an array of "
                   "its own that it never uses after the call"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 30; }
  void check(PairCheck &Pair) const override {
    for (const ArrayVariable *A : Pair.temporaryArrays())
      checkArray(Pair, *A);
  }

private:
  static void checkArray(PairCheck &Pair, const ArrayVariable &A) {
    const FunctionModel &F = Pair.F;
    // A static local pointer keeps one array per call only while no other
    // call of the function runs: a call between the regions may be one
    // (review reproducer static_recursion).
    if (const auto *V = llvm::dyn_cast_or_null<clang::VarDecl>(A.Decl);
        V && V->isStaticLocal() && isLocalAllocation(A.Alloc))
      for (const auto &[Callee, Loc] : F.HostCalls)
        if (startsWithin(Loc, Pair.P.Span.End, Pair.Q.Span.Begin))
          Pair.refuse(Info, quoted(A.Name) + " is a static local, and `" + Callee + "` (line " +
                                lineOf(Loc) +
                                "), called between the producer and the consumer, may call `" +
                                F.Name + "` again and point it elsewhere");
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
