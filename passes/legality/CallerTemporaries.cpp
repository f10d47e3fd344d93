//===- CallerTemporaries.cpp ----------------------------------------------===//
#include "passes/legality/CallerTemporaries.h"

#include "passes/legality/CallSites.h"
#include "passes/legality/ProgramScope.h"
#include "passes/model/Allocations.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <map>
#include <set>
#include <vector>

using namespace clang;

namespace paracodex {

namespace {

class CallerCheck {
public:
  explicit CallerCheck(ASTContext &Context) : Context(Context) {}

  /// Whether every call of \p P's function passes dead storage for it.
  bool parameter(const ParmVarDecl *P, unsigned Depth) {
    const auto *F = dyn_cast<FunctionDecl>(P->getDeclContext());
    if (!F || Depth > 6) {
      Why = "the chain of callers is too deep";
      return false;
    }
    // The C runtime calls these with arguments no call shows (glibc hands
    // a constructor argc, argv: review 32b, ctor_param).
    if (F->hasAttr<ConstructorAttr>() || F->hasAttr<DestructorAttr>()) {
      Why = "`" + F->getName().str() + "` is a constructor or destructor function: the runtime "
            "calls it with arguments no call shows";
      return false;
    }
    std::vector<const CallExpr *> Calls;
    std::vector<const CallsElsewhere *> Foreign;
    if (!allCallsOf(F, Calls, Why, &Foreign))
      return false;
    // A function --whole-program makes the file's own: the proof rests on
    // that word, and says so.
    if (!Why.empty())
      Assumptions.insert(Why);
    Why.clear();
    unsigned Index = P->getFunctionScopeIndex();
    // Its calls in other files were judged there (ProgramScope.h).
    for (const CallsElsewhere *Other : Foreign) {
      auto Judged = Other->DeadStorage.find(Index);
      if (Judged == Other->DeadStorage.end() || !Judged->second.first) {
        Why = "in " + Other->File + ", " +
              (Judged == Other->DeadStorage.end() ? "a call passes no such argument"
                                                  : Judged->second.second);
        return false;
      }
      Assumptions.insert("in " + Other->File + ", " + Judged->second.second);
    }
    if (Calls.empty() && Foreign.empty()) {
      Why = "`" + F->getName().str() + "` is never called";
      return false;
    }
    if (parameterChangedIn(P, F->getDefinition())) {
      Why = "`" + P->getName().str() + "` is assigned inside `" + F->getName().str() + "`";
      return false;
    }
    return everyCall(Calls, Index, F, Depth);
  }

  /// Whether every call of \p F in this unit (a function another file
  /// defines) passes dead storage for its parameter \p Index.
  bool callsHere(const FunctionDecl *F, unsigned Index) {
    std::vector<const CallExpr *> Calls;
    if (!callsInThisUnit(F, Calls, Why))
      return false;
    if (Calls.empty()) {
      Why = "`" + F->getName().str() + "` is named but never called";
      return false;
    }
    return everyCall(Calls, Index, F, 1);
  }

  std::string Why;
  std::set<unsigned> Lines;
  std::set<std::string> Passed;
  std::set<std::string> Assumptions;

private:
  ASTContext &Context;

  /// Whether each of \p Calls (of \p F) passes dead storage as argument
  /// \p Index.
  bool everyCall(const std::vector<const CallExpr *> &Calls, unsigned Index,
                 const FunctionDecl *F, unsigned Depth) {
    for (const CallExpr *Call : Calls) {
      if (Index >= Call->getNumArgs()) {
        Why = "a call (line " + std::to_string(line(Call->getBeginLoc())) +
              ") passes fewer arguments";
        return false;
      }
      if (!argument(Call, Index, F, Depth))
        return false;
      Lines.insert(line(Call->getBeginLoc()));
    }
    return true;
  }

  unsigned line(SourceLocation L) const {
    return presumedLine(Context.getSourceManager(), L);
  }

  /// The argument \p Index of \p Call (a call of \p F): a variable of the
  /// caller holding a fresh array that the caller uses for nothing else.
  bool argument(const CallExpr *Call, unsigned Index, const FunctionDecl *F, unsigned Depth) {
    const Expr *Arg = Call->getArg(Index);
    const auto *V = dyn_cast_or_null<VarDecl>(referencedDecl(Arg));
    std::string At = " (line " + std::to_string(line(Call->getBeginLoc())) + ")";
    if (!V || V->hasGlobalStorage()) {
      Why = "a call" + At + " passes `" + F->getName().str() +
            "` an argument that is not a local variable of the caller";
      return false;
    }
    const auto *Caller = dyn_cast<FunctionDecl>(V->getDeclContext());
    if (!Caller || !Caller->hasBody()) {
      Why = "a call" + At + " passes `" + V->getName().str() + "` from an unknown context";
      return false;
    }
    // `cleanup(f)` hands f the variable's address when its scope ends,
    // where no reference is written (review 32, caller_cleanup).
    if (V->hasAttr<CleanupAttr>()) {
      Why = "`" + V->getName().str() + "`, which a call" + At +
            " passes, has a cleanup function, which may read it";
      return false;
    }
    Passed.insert(V->getName().str());
    // Every other mention of V in the caller: the allocation, `free`, a map
    // clause, or the same parameter of another call of F.
    for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(Caller->getBody())) {
      if (Ref->getDecl() != V)
        continue;
      if (!allowedUse(Ref, V, Index, F, Caller)) {
        Why = "`" + V->getName().str() + "`, which a call" + At + " passes, is used at line " +
              std::to_string(line(Ref->getBeginLoc())) + " of `" +
              Caller->getName().str() + "` other than by the calls, its allocation and its free";
        return false;
      }
    }
    if (const auto *Outer = dyn_cast<ParmVarDecl>(V))
      return parameter(Outer, Depth + 1);
    if (V->getType()->isArrayType())
      return true;
    bool InitAllocates = V->hasInit() && allocationOf(V->getInit()) != Allocation::Unknown;
    bool InitNull = !V->hasInit() || isa<GNUNullExpr>(V->getInit()->IgnoreParenCasts()) ||
                    V->getInit()->isNullPointerConstant(Context, Expr::NPC_ValueDependentIsNull);
    if (V->getType()->isPointerType() &&
        (InitAllocates || (InitNull && AllocatedByAssignment.count(V))))
      return true;
    Why = "`" + V->getName().str() + "`, which a call" + At +
          " passes, is not declared as a local array or with a malloc, calloc or "
          "omp_target_alloc";
    return false;
  }

  const Stmt *parentOf(const Stmt *S) { return parentPastCasts(S, Context); }

  /// Whether \p Ref lies in an operand that is not evaluated (`sizeof *t`,
  /// not the size of a variable-length array, which is).
  bool unevaluated(const DeclRefExpr *Ref) {
    for (const Stmt *S = parentOf(Ref); S; S = parentOf(S))
      if (const auto *Size = dyn_cast<UnaryExprOrTypeTraitExpr>(S))
        return !Size->getTypeOfArgument()->isVariablyModifiedType();
    return false;
  }

  /// Whether \p Ref only tests the pointer against null (`t == NULL`,
  /// `!t`, `if (t)`): the storage is not read.
  bool nullTest(const DeclRefExpr *Ref) {
    const Stmt *S = parentOf(Ref);
    if (const auto *Not = dyn_cast_or_null<UnaryOperator>(S))
      return Not->getOpcode() == UO_LNot;
    if (const auto *If = dyn_cast_or_null<IfStmt>(S))
      return If->getCond()->IgnoreParenImpCasts() == Ref;
    if (const auto *Cmp = dyn_cast_or_null<BinaryOperator>(S)) {
      if (Cmp->getOpcode() != BO_EQ && Cmp->getOpcode() != BO_NE)
        return false;
      const Expr *Other = Cmp->getLHS()->IgnoreParenImpCasts() == Ref ? Cmp->getRHS()
                                                                       : Cmp->getLHS();
      return Other->isNullPointerConstant(Context, Expr::NPC_ValueDependentIsNull) ||
             isa<GNUNullExpr>(Other->IgnoreParenCasts());
    }
    return false;
  }

  /// Whether \p Ref lies in the body of a target region of \p Caller: it
  /// reads or writes the array on the device. By location, not by parent:
  /// clang shares a body's reference with the region's implicit
  /// `firstprivate` clause, so its first parent may be the directive, which
  /// looked like a map clause (review 23, k3: the caller read the work
  /// array in a region after the call, and the fused callee never wrote it).
  bool inTargetRegionBody(const DeclRefExpr *Ref, const FunctionDecl *Caller) {
    auto [It, New] = RegionBodies.try_emplace(Caller);
    if (New)
      for (const auto *D : collectNodes<OMPExecutableDirective>(Caller->getBody()))
        if (isOpenMPTargetExecutionDirective(D->getDirectiveKind()) && D->hasAssociatedStmt())
          It->second.push_back(D->getAssociatedStmt()->getSourceRange());
    const SourceManager &SM = Context.getSourceManager();
    SourceLocation At = SM.getExpansionLoc(Ref->getBeginLoc());
    for (SourceRange Body : It->second) {
      SourceLocation Begin = SM.getExpansionLoc(Body.getBegin());
      SourceLocation End = SM.getExpansionLoc(Body.getEnd());
      if (!SM.isBeforeInTranslationUnit(At, Begin) && !SM.isBeforeInTranslationUnit(End, At))
        return true;
    }
    return false;
  }

  bool allowedUse(const DeclRefExpr *Ref, const VarDecl *V, unsigned Index,
                  const FunctionDecl *F, const FunctionDecl *Caller) {
    if (inTargetRegionBody(Ref, Caller))
      return false;
    if (unevaluated(Ref) || nullTest(Ref))
      return true;
    const Stmt *S = parentOf(Ref);
    // A construct's capture of the variable (`target data` around a call
    // captures what its body names): the body's own references are the uses.
    if (isa_and_nonnull<CapturedStmt>(S))
      return true;
    if (S && isa<ArraySectionExpr>(S))
      S = parentOf(S);
    // A map clause: it copies between host and device storage that is
    // never read afterwards (the region bodies' own uses are other
    // references, refused here).
    // Only a data-mapping directive's clauses: clang hands a task's or
    // parallel's implicit firstprivate the body's own reference, which
    // reads the array (review 32b, task_read, par_read).
    if (const auto *D = dyn_cast_or_null<OMPExecutableDirective>(S)) {
      OpenMPDirectiveKind Kind = D->getDirectiveKind();
      return Kind == llvm::omp::OMPD_target_data || Kind == llvm::omp::OMPD_target_enter_data ||
             Kind == llvm::omp::OMPD_target_exit_data || Kind == llvm::omp::OMPD_target_update ||
             isOpenMPTargetExecutionDirective(Kind);
    }
    // `t = malloc(...);` as a statement of its own: its value goes nowhere
    // else (review 26: `alias = t = malloc(...)` made a second name).
    if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(S))
      if (Assign->getOpcode() == BO_Assign && referencedDecl(Assign->getLHS()) == V &&
          allocationOf(Assign->getRHS()) != Allocation::Unknown &&
          isa_and_nonnull<CompoundStmt>(parentOf(Assign))) {
        AllocatedByAssignment.insert(V);
        return true;
      }
    const auto *Call = dyn_cast_or_null<CallExpr>(S);
    if (!Call)
      return false;
    std::string Callee = libraryCallee(Call);
    if (Callee == "free" || Callee == "omp_target_free")
      return true;
    const FunctionDecl *C = Call->getDirectCallee();
    if (!C || C->getCanonicalDecl() != F->getCanonicalDecl())
      return false;
    // Passed once, for this parameter.
    for (unsigned I = 0; I < Call->getNumArgs(); ++I)
      if (I != Index && referencedDecl(Call->getArg(I)) == V)
        return false;
    return Index < Call->getNumArgs() && referencedDecl(Call->getArg(Index)) == V;
  }

  std::set<const VarDecl *> AllocatedByAssignment;
  std::map<const FunctionDecl *, std::vector<SourceRange>> RegionBodies;
};

} // namespace

/// What the calls proved: the names passed and the lines of the calls.
static std::string passedAt(const CallerCheck &Check) {
  if (Check.Passed.empty())
    return "every call of it is in another file of the program";
  std::string Lines, Names;
  for (unsigned L : Check.Lines)
    Lines += (Lines.empty() ? "" : ", ") + std::to_string(L);
  for (const std::string &N : Check.Passed)
    Names += (Names.empty() ? "`" : "`, `") + N;
  return "every call of it passes a work array of the caller's own (" + Names +
         "`), which the callers use for nothing but allocating, mapping and freeing it (calls "
         "at lines " + Lines + ")";
}

/// The proof \p Check found (\p Holds), or why there is none.
static CallerStorageProof proofOf(const CallerCheck &Check, bool Holds) {
  CallerStorageProof Proof;
  if (!Holds) {
    Proof.Why = Check.Why;
    return Proof;
  }
  Proof.Dead = true;
  Proof.Why = passedAt(Check);
  for (const std::string &A : Check.Assumptions)
    Proof.Why += "; " + A;
  return Proof;
}

CallerStorageProof deadAtCallsHere(const FunctionDecl *F, unsigned Index) {
  CallerCheck Check(F->getASTContext());
  bool Holds = Check.callsHere(F, Index);
  return proofOf(Check, Holds);
}

CallerStorageProof deadAfterEveryCall(const ParmVarDecl *P) {
  CallerCheck Check(P->getASTContext());
  bool Holds = Check.parameter(P, 0);
  return proofOf(Check, Holds);
}

} // namespace paracodex
