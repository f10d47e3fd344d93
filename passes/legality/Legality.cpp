//===- Legality.cpp - candidate pairs and the rules that judge them -------===//
#include "passes/legality/Legality.h"

#include "passes/legality/CallSiteAliasing.h"
#include "passes/legality/DecisionRules.h"
#include "passes/legality/LegalityRule.h"
#include "passes/legality/MovableStatements.h"
#include "passes/legality/RecomputedReads.h"
#include "passes/legality/rules/RemovableProducer.h"
#include "passes/model/Allocations.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

#include <algorithm>
#include <map>
#include <set>

namespace paracodex {

namespace {

/// Whether \p V, a variable of \p Function, is given a second name (a C++
/// reference bound to it) or has its address taken other than for a
/// wrapper that frees it: through either it may change unseen (review 24,
/// ks09_local_alias_pp, b43_cxx_ref_local).
bool reachableByAnotherName(const clang::VarDecl *V, const clang::Stmt *Body) {
  auto names = [&](const clang::Expr *E) {
    const auto *Ref = E ? llvm::dyn_cast<clang::DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
    return Ref && Ref->getDecl()->getCanonicalDecl() == V->getCanonicalDecl();
  };
  if (V->getType()->isPointerType())
    for (const clang::UnaryOperator *U : collectNodes<clang::UnaryOperator>(Body))
      if (U->getOpcode() == clang::UO_AddrOf && names(U->getSubExpr()) &&
          !isFreedThroughAddress(U, V->getASTContext()))
        return true;
  for (const clang::DeclStmt *DS : collectNodes<clang::DeclStmt>(Body))
    for (const clang::Decl *D : DS->decls())
      if (const auto *Other = llvm::dyn_cast<clang::VarDecl>(D);
          Other && Other->getType()->isReferenceType() && names(Other->getInit()))
        return true;
  return false;
}

/// A parameter or non-static local of its function, not a reference, whose
/// value never changes after it is given (no assignment, increment,
/// address or second name).
bool fixedPointer(const clang::ValueDecl *D) {
  const auto *V = llvm::dyn_cast_or_null<clang::VarDecl>(D);
  if (!V || !V->hasLocalStorage() || V->getType()->isReferenceType())
    return false;
  const auto *Function =
      llvm::dyn_cast_or_null<clang::FunctionDecl>(V->getParentFunctionOrMethod());
  const clang::Stmt *Body = Function ? Function->getBody() : nullptr;
  return Body && !changedIn(V, Body) && !reachableByAnotherName(V, Body);
}

/// Whether \p Y is an array the body of a target region declares (`double
/// b[3][8];`): storage that begins inside the region, which no pointer
/// given its value before the region (\p X, fixed, declared outside it)
/// can point into.
bool regionLocalApart(const ArrayVariable &Y, const ArrayVariable &X) {
  const auto *V = llvm::dyn_cast_or_null<clang::VarDecl>(Y.Decl);
  if (!V || !V->hasLocalStorage() || !V->getType()->isConstantArrayType())
    return false;
  const clang::DeclContext *Region = V->getDeclContext();
  while (Region && !llvm::isa<clang::CapturedDecl>(Region))
    Region = Region->getParent();
  if (!Region || !fixedPointer(X.Decl))
    return false;
  for (const clang::DeclContext *C = X.Decl->getDeclContext(); C; C = C->getParent())
    if (C == Region)
      return false;
  return true;
}

/// Whether \p Y is a fresh allocation made after \p X, a local pointer of
/// unknown origin (`double *p = &dom->m_p[0];`), got its only value: both
/// statements of the function's own block, X's first. X cannot point into
/// memory that did not exist yet (LULESH's `Allocate`d work arrays against
/// the domain's fields).
bool allocatedAfter(const ArrayVariable &Y, const ArrayVariable &X) {
  if (!isLocalAllocation(Y.Alloc) || Y.Alloc == Allocation::LocalArray || !knownStorage(Y))
    return false;
  const auto *V = llvm::dyn_cast_or_null<clang::VarDecl>(X.Decl);
  if (!V || llvm::isa<clang::ParmVarDecl>(V) || !V->hasInit() || !fixedPointer(V))
    return false;
  const auto *Function =
      llvm::dyn_cast_or_null<clang::FunctionDecl>(V->getParentFunctionOrMethod());
  const auto *Body = Function ? llvm::dyn_cast_or_null<clang::CompoundStmt>(Function->getBody())
                              : nullptr;
  if (!Body || Y.Decl->getDeclContext() != Function)
    return false;
  // Statements of the function's block run once, in order, unless a jump
  // runs one again (review 29, r29_goto_allocated_after: a `goto` back
  // over X's declaration gave it the allocation's address).
  if (!collectNodes<clang::LabelStmt>(Body).empty() ||
      !collectNodes<clang::GotoStmt>(Body).empty() ||
      !collectNodes<clang::IndirectGotoStmt>(Body).empty())
    return false;
  for (const clang::CallExpr *Call : collectNodes<clang::CallExpr>(Body))
    if (const clang::FunctionDecl *Callee = Call->getDirectCallee();
        !Callee || Callee->getName().contains("setjmp"))
      return false;
  const clang::Stmt *Allocation = nullptr;
  for (const HostUse &U : Y.HostUses)
    if (U.What == HostUse::Allocate && U.Statement) {
      if (Allocation)
        return false;
      Allocation = U.Statement;
    }
  int XAt = -1, YAt = -1, At = 0;
  for (const clang::Stmt *S : Body->body()) {
    if (const auto *DS = llvm::dyn_cast<clang::DeclStmt>(S))
      for (const clang::Decl *D : DS->decls())
        if (D == V)
          XAt = At;
    if (S == Allocation)
      YAt = At;
    ++At;
  }
  return XAt >= 0 && YAt > XAt;
}

} // namespace

/// Storage whose identity is known: a parameter, a global array, or a local
/// allocation never pointed elsewhere. A local pointer of unknown origin
/// (`double *p = a + 1;`, `p = q;`) may point anywhere, restrict or not.
bool knownStorage(const ArrayVariable &A) {
  if (A.Alloc == Allocation::Unknown)
    return false;
  for (const HostUse &U : A.HostUses)
    if (U.What == HostUse::Escape && U.Detail == "pointer reassigned")
      return false;
  if (const auto *V = llvm::dyn_cast_or_null<clang::VarDecl>(A.Decl)) {
    // `extern double h[] __attribute__((alias("g")))` and `__asm__("g")`
    // are g's storage; a C++ reference (`double *&r = a;`) is what it is
    // bound to (review 24, b62_asm_label_alias, b43_cxx_ref_local).
    if (V->hasAttr<clang::AliasAttr>() || V->hasAttr<clang::AsmLabelAttr>() ||
        V->getType()->isReferenceType())
      return false;
    if (const auto *Function =
            llvm::dyn_cast_or_null<clang::FunctionDecl>(V->getParentFunctionOrMethod()))
      if (const clang::Stmt *Body = Function->getBody())
        if (reachableByAnotherName(V, Body))
          return false;
  }
  return true;
}

/// True when \p X and \p Y cannot share memory: both are known storage and
/// one is restrict, or one is a fresh local allocation, or both are
/// distinct global arrays; or one is storage that began after the other
/// pointer got its only value (an array a region declares, an allocation
/// after a local pointer's declaration).
bool provablyDistinct(const ArrayVariable &X, const ArrayVariable &Y) {
  if (X.Decl == Y.Decl)
    return false;
  if (regionLocalApart(X, Y) || regionLocalApart(Y, X) || allocatedAfter(X, Y) ||
      allocatedAfter(Y, X))
    return true;
  if (!knownStorage(X) || !knownStorage(Y))
    return false;
  // A local allocation is storage no parameter can point into; a global
  // array is apart only from another global array: a parameter may point
  // into it (third review, reproducers ga/ga3: smooth(G) fused against G).
  auto local = [](const ArrayVariable &A) { return isLocalAllocation(A.Alloc); };
  auto global = [](const ArrayVariable &A) { return A.Alloc == Allocation::GlobalArray; };
  return X.Restrict || Y.Restrict || local(X) || local(Y) || (global(X) && global(Y));
}

ApartProof provedApart(const ArrayVariable *X, const ArrayVariable *Y) {
  ApartProof Proof;
  if (!X || !Y)
    return Proof;
  if (provablyDistinct(*X, *Y)) {
    Proof.Apart = true;
    return Proof;
  }
  // (Not for storage of unknown identity: an `alias` or `asm` label, a
  // reference, a pointer whose address is taken.)
  if (!X->Decl || !Y->Decl || !knownStorage(*X) || !knownStorage(*Y))
    return Proof;
  CallSiteProof Calls = distinctAtEveryCall(X->Decl, Y->Decl);
  Proof.Apart = Calls.Distinct;
  Proof.ByCallSites = Calls.Distinct;
  Proof.Why = Calls.Why;
  return Proof;
}

namespace {

/// Whether \p C is refused, by \p Rule alone.
bool onlyRefusedBy(const Candidate &C, const RuleInfo &Rule) {
  return !C.legal() && std::all_of(C.Refusals.begin(), C.Refusals.end(),
                                   [&](const Refusal &R) { return R.Rule == RuleId(Rule); });
}

bool dependent(const FunctionModel &F, const TargetRegion &A, const TargetRegion &B) {
  // A store that leads to no known array may touch anything the other uses,
  // and so may a function either calls.
  if (!A.UnknownWrites.empty() || !B.UnknownWrites.empty() || !A.Calls.empty() ||
      !B.Calls.empty())
    return true;
  // So may a read through a computed pointer (`(t + 0)[i]`).
  if (!A.UnknownReads.empty() || !B.UnknownReads.empty())
    return true;
  // A callee may read or write whatever it is handed.
  for (const auto &[Array, How] : A.Escapes)
    if (!B.accessesTo(Array).empty() || B.reads(Array))
      return true;
  for (const auto &[Array, How] : B.Escapes)
    if (!A.accessesTo(Array).empty())
      return true;
  for (const ArrayAccess &X : A.Accesses)
    for (const ArrayAccess &Y : B.Accesses) {
      if (!X.isWrite() && !Y.isWrite())
        continue;
      if (X.Array == Y.Array)
        return true;
      // Two names for memory that may be the same.
      const ArrayVariable *AX = F.array(X.Array);
      const ArrayVariable *AY = F.array(Y.Array);
      if (!AX || !AY || !provablyDistinct(*AX, *AY))
        return true;
    }
  return false;
}

/// Every registered rule that judges pairs of \p C's kind, in order.
void judge(const FunctionModel &F, Candidate &C) {
  PairCheck Pair(F, C);
  for (const auto &Rule : registeredRules())
    if (Rule->judges(C.Kind))
      Rule->check(Pair);
}

} // namespace

Candidate judgePair(const FunctionModel &F, const TargetRegion &First,
                    const TargetRegion &Second, CandidateKind Kind) {
  Candidate C;
  C.Kind = Kind;
  C.Function = &F;
  C.Producer = &First;
  C.Consumer = &Second;
  if (Kind == CandidateKind::KeepStore) {
    std::set<ArrayId> Kept;
    for (const ArrayAccess &A : First.Accesses)
      if (A.isWrite() && Second.reads(A.Array))
        Kept.insert(A.Array);
    C.Kept.assign(Kept.begin(), Kept.end());
  }
  judge(F, C);
  // Reads of a kept array at other iterations may recompute the value
  // instead. Refused only because what the value reads changes, that pair
  // is the one to report (candidatesOf lists it); refused otherwise, the
  // plain pair's reasons stand.
  if (Kind == CandidateKind::KeepStore && !C.legal())
    if (std::optional<Candidate> Recomputing = judgeRecomputingPair(F, First, Second, C.Kept)) {
      if (Recomputing->legal() || onlyRefusedBy(*Recomputing, RecomputedValueRule))
        return std::move(*Recomputing);
    }
  return C;
}

const std::vector<RuleId> &legalityRules() {
  static const std::vector<RuleId> Rules = [] {
    std::vector<RuleId> R;
    for (const auto &Rule : registeredRules())
      R.push_back(Rule->info());
    // Decided after the rules (passes/plan/DecideFusions.h).
    for (const RuleInfo *Later :
         {&VerticalFirstRule, &UnguardedFirstRule, &EveryInstantiationRule, &FusedFirstRule,
          &RewritableRule})
      R.push_back(*Later);
    return R;
  }();
  return Rules;
}

/// The candidate pairs of \p Functions, judged, with the pairs of one
/// producer marked as fused together.
static std::vector<Candidate> candidatesOf(const std::vector<FunctionModel> &Functions) {
  std::vector<Candidate> Result;
  for (const FunctionModel &F : Functions) {
    const auto &Rs = F.Regions;
    for (size_t I = 0; I < Rs.size(); ++I) {
      // Vertical: for each array the region writes, the next region that
      // touches it, if that region reads it.
      std::map<size_t, std::vector<ArrayId>> ByConsumer;
      std::set<ArrayId> Written;
      for (const ArrayAccess &A : Rs[I].Accesses)
        if (A.isWrite())
          Written.insert(A.Array);
      for (const ArrayId &T : Written)
        for (size_t J = I + 1; J < Rs.size(); ++J) {
          if (Rs[J].accessesTo(T).empty() && !Rs[J].reads(T))
            continue;
          if (Rs[J].reads(T))
            ByConsumer[J].push_back(T);
          break;
        }
      for (auto &[J, Temps] : ByConsumer) {
        Candidate C;
        C.Function = &F;
        C.Producer = &Rs[I];
        C.Consumer = &Rs[J];
        C.Temporaries = Temps;
        C.Kind = Rs[J].Reductions.empty() ? CandidateKind::Vertical
                                          : CandidateKind::MapReduce;
        judge(F, C);
        Result.push_back(std::move(C));
      }
      // The next region is a statement of the same block: independent of
      // this one, the two are a horizontal pair; dependent, and not legal as
      // a vertical pair, a keep-store pair when its rules hold. Host
      // statements between them (`rho = 0.0;`) must be ones a fusion can
      // run first (movable-between); a pair they part is listed only when
      // legal or refused for them alone. (Not through bare braces: those
      // rewrites keep statements whole.)
      bool Adjacent = I + 1 < Rs.size() && Rs[I + 1].IndexInBlock == Rs[I].IndexInBlock + 1;
      auto Between = I + 1 < Rs.size() ? statementsBetween(Rs[I], Rs[I + 1])
                                       : std::vector<const clang::Stmt *>{};
      if (I + 1 < Rs.size() && Rs[I].Block && Rs[I].Block == Rs[I + 1].Block &&
          Rs[I + 1].IndexInBlock > Rs[I].IndexInBlock && !Rs[I].Wrapped &&
          !Rs[I + 1].Wrapped && std::all_of(Between.begin(), Between.end(), mayBeMovable)) {
        bool Dependent = dependent(F, Rs[I], Rs[I + 1]);
        bool VerticalLegal = std::any_of(Result.begin(), Result.end(), [&](const Candidate &V) {
          return V.Producer == &Rs[I] && V.Consumer == &Rs[I + 1] && V.legal();
        });
        if (!Dependent || !VerticalLegal) {
          Candidate C = judgePair(F, Rs[I], Rs[I + 1],
                                  Dependent ? CandidateKind::KeepStore : CandidateKind::Horizontal);
          // A keep-store pair is listed only when its rules hold: where they
          // do not, the vertical pair's refusal already says why the two
          // stay apart. Either kind, when statements between are all that
          // keeps it apart, is listed with the reason.
          // (A keep-store pair that recomputes values is listed refused when
          // what a value reads changes: RecomputedReads.h.)
          if ((C.Kind == CandidateKind::Horizontal && Adjacent) || C.legal() ||
              onlyRefusedBy(C, MovableBetweenRule) || onlyRefusedBy(C, RecomputedValueRule))
            Result.push_back(std::move(C));
        }
      }
    }
  }
  shareProducers(Result);
  return Result;
}

std::vector<Candidate> findCandidates(const ProgramModel &Program) {
  std::vector<Candidate> Result = candidatesOf(Program.Functions);
  unsigned Id = 0;
  for (Candidate &C : Result)
    C.Id = ++Id;
  return Result;
}

std::vector<Candidate> findInstantiationCandidates(const ProgramModel &Program) {
  return candidatesOf(Program.OtherInstantiations);
}

} // namespace paracodex
