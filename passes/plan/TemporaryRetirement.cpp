//===- TemporaryRetirement.cpp --------------------------------------------===//
#include "passes/plan/TemporaryRetirement.h"

#include "passes/model/Allocations.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/PureFunctions.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"

#include <algorithm>

using namespace clang;

namespace paracodex {

namespace {

llvm::Error cannot(const FunctionModel &F, const std::string &Why) {
  return llvm::createStringError(std::errc::not_supported,
                                 "cannot rewrite `%s`: %s", F.Name.c_str(),
                                 Why.c_str());
}

/// Whether \p Cond tests a local of \p F against null (`p == NULL`, `!p`).
bool nullTestOfLocal(const Expr *Cond, const FunctionDecl *F) {
  auto local = [&](const Expr *E) {
    const auto *V = dyn_cast_or_null<VarDecl>(referencedDecl(E));
    return V && V->getDeclContext() == F && V->hasLocalStorage();
  };
  Cond = Cond->IgnoreParenImpCasts();
  if (const auto *Not = dyn_cast<UnaryOperator>(Cond))
    return Not->getOpcode() == UO_LNot && local(Not->getSubExpr()->IgnoreParenImpCasts());
  const auto *Eq = dyn_cast<BinaryOperator>(Cond);
  if (!Eq || Eq->getOpcode() != BO_EQ)
    return false;
  ASTContext &Ctx = F->getASTContext();
  auto null = [&](const Expr *E) {
    return E->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNull) != Expr::NPCK_NotNull;
  };
  return (local(Eq->getLHS()->IgnoreParenImpCasts()) && null(Eq->getRHS())) ||
         (local(Eq->getRHS()->IgnoreParenImpCasts()) && null(Eq->getLHS()));
}

/// Why a function that \p Call allocates through may do more than allocate
/// (a count, a message on every call): deleting the call would delete that
/// too. Or nothing. What it does when the allocation failed (`if (p ==
/// NULL) { fprintf(...); exit(1); }`) is not lost: without the call nothing
/// can fail.
std::optional<std::string> wrapperDoesMore(const CallExpr *Call) {
  const FunctionDecl *F = Call->getDirectCallee();
  if (!F || !libraryCallee(Call).empty())
    return std::nullopt;
  const FunctionDecl *Def = F->getDefinition();
  if (!Def || !Def->hasBody())
    return "`" + F->getName().str() + "` has no body here";
  if (std::string Why = whyNotRunsItsOwnBody(Def); !Why.empty())
    return "`" + F->getName().str() + "` " + Why; // (review 29: a cleanup local)
  // The statements run only when an allocation failed.
  std::set<const Stmt *> OnFailure;
  for (const IfStmt *If : collectNodes<IfStmt>(Def->getBody()))
    if (If->getCond() && nullTestOfLocal(If->getCond(), Def))
      for (const Stmt *S : collectNodes<Stmt>(If->getThen()))
        OnFailure.insert(S);
  for (const CallExpr *Inner : collectNodes<CallExpr>(Def->getBody()))
    if (!OnFailure.count(Inner) && allocationByName(libraryCallee(Inner)) == Allocation::Unknown)
      return "`" + F->getName().str() + "` calls `" + calleeName(Inner) + "`";
  auto ownLocal = [&](const Expr *E) {
    const auto *V = dyn_cast_or_null<VarDecl>(referencedDecl(E));
    return V && V->getDeclContext() == Def && V->hasLocalStorage();
  };
  for (const BinaryOperator *B : collectNodes<BinaryOperator>(Def->getBody()))
    if (B->isAssignmentOp() && !OnFailure.count(B) && !ownLocal(B->getLHS()))
      return "`" + F->getName().str() + "` assigns a variable outside its locals";
  for (const UnaryOperator *U : collectNodes<UnaryOperator>(Def->getBody()))
    if (U->isIncrementDecrementOp() && !OnFailure.count(U) && !ownLocal(U->getSubExpr()))
      return "`" + F->getName().str() + "` changes a variable outside its locals";
  return std::nullopt;
}

/// Why a C++ `new[]` or `delete[]` calls an allocation function the file
/// defines itself (one that counts, say): deleting the expression would
/// delete that call. Or nothing.
std::optional<std::string> userAllocationFunction(const FunctionDecl *Operator) {
  if (Operator && Operator->hasBody())
    return "calls `" + Operator->getNameAsString() + "`, which the file defines";
  return std::nullopt;
}

/// Why deleting \p S (an allocation, free or view of a temporary) would
/// delete more than the temporary: a side effect in it (`malloc(n++)`), or
/// it is part of a larger statement (`free(t), k += 10;`). Or nothing.
std::optional<std::string> deletesMore(const Stmt *S, ASTContext &Ctx) {
  const Stmt *Up = parentPastCasts(S, Ctx);
  if (!Up || !isa<CompoundStmt>(Up))
    return "is part of a larger statement";
  std::vector<const Expr *> Parts;
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D)) {
        if (vlaSizeHasSideEffects(V->getType(), Ctx))
          return "has a side effect in the size of a variable-length array type";
        if (V->hasInit())
          Parts.push_back(V->getInit());
      }
  } else if (const auto *B = dyn_cast<BinaryOperator>(S)) {
    Parts.push_back(B->getRHS()); // the allocation stored in the temporary
  } else if (const auto *E = dyn_cast<Expr>(S)) {
    Parts.push_back(E);
  }
  for (const Expr *Part : Parts) {
    if (sideEffectInVlaSizes(Part, Ctx))
      return "has a side effect in the size of a variable-length array type";
    const Expr *Core = stripCasts(Part);
    const auto *Call = dyn_cast<CallExpr>(Core);
    const auto *New = dyn_cast<CXXNewExpr>(Core);
    const auto *Delete = dyn_cast<CXXDeleteExpr>(Core);
    std::vector<const Expr *> Operands;
    if (Call) {
      // A wrapper that only frees (`release(&t)`) was checked whole.
      if (auto Why = freesOnly(Call) ? std::nullopt : wrapperDoesMore(Call))
        return "allocates through a function that does more: " + *Why;
      Operands.assign(Call->arg_begin(), Call->arg_end());
    } else if (New) {
      if (auto Why = userAllocationFunction(New->getOperatorNew()))
        return *Why;
      if (New->getArraySize())
        Operands.push_back(*New->getArraySize());
    } else if (Delete) {
      if (auto Why = userAllocationFunction(Delete->getOperatorDelete()))
        return *Why;
      Operands.push_back(Delete->getArgument());
    } else {
      Operands.push_back(Core);
    }
    for (const Expr *Operand : Operands)
      if (Operand && hasSideEffects(Operand, Ctx))
        return "has a side effect besides the allocation";
  }
  return std::nullopt;
}

/// Whether \p T is one of \p Temporaries.
bool isOneOf(const std::vector<ArrayId> &Temporaries, const ArrayId &T) {
  return std::find(Temporaries.begin(), Temporaries.end(), T) != Temporaries.end();
}

} // namespace

bool insideAny(const std::vector<ByteRange> &Ranges, ByteRange R) {
  for (const ByteRange &Big : Ranges)
    if (Big.Begin <= R.Begin && R.End <= Big.End)
      return true;
  return false;
}

std::vector<const Expr *> clauseItems(const OMPClause *C) {
  std::vector<const Expr *> Items;
  for (const Stmt *Child : const_cast<OMPClause *>(C)->children())
    if (const auto *E = dyn_cast_or_null<Expr>(Child))
      Items.push_back(E);
  return Items;
}

llvm::Expected<Retirement> Retirement::of(const FunctionModel &F,
                                          const std::vector<ArrayId> &Temporaries,
                                          const SourceText &Text,
                                          const std::vector<ByteRange> &Replaced) {
  Retirement R;
  // A temporary whose pointer the host tests against null (`if (t == NULL)
  // return -1;`) keeps its allocation, the tests and its free: only its
  // device copies and maps go, and the program takes the same branches.
  for (const ArrayId &T : Temporaries) {
    const ArrayVariable *A = F.array(T);
    if (!A)
      continue;
    bool KeepStorage = std::any_of(A->HostUses.begin(), A->HostUses.end(),
                                   [](const HostUse &U) { return U.What == HostUse::NullTest; });
    for (const HostUse &U : A->HostUses) {
      if (U.What == HostUse::MapClause && U.Clause && U.MapItem) {
        R.DropByClause[U.Clause].insert(U.MapItem);
        R.ClausesByDirective[U.Directive].insert(U.Clause);
        continue;
      }
      if (U.What != HostUse::Allocate && U.What != HostUse::Free &&
          U.What != HostUse::View && U.What != HostUse::NullTest)
        continue;
      if (KeepStorage) {
        if (U.What == HostUse::NullTest)
          R.Kept.push_back({U.Loc.Begin, U.Loc.End});
        else if (auto Range = U.Statement ? Text.fileRange(U.Statement->getSourceRange())
                                          : std::nullopt)
          R.Kept.push_back(*Range);
        else
          return cannot(F, "the allocation of `" + T.name() + "` at line " +
                               std::to_string(U.Loc.Line) + " is not a statement of its own");
        continue;
      }
      if (!U.Statement)
        return cannot(F, "the allocation of `" + T.name() + "` at line " +
                             std::to_string(U.Loc.Line) + " is not a statement of its own");
      // `double *u1, *u2;` goes when every variable it declares goes.
      if (const auto *DS = dyn_cast<DeclStmt>(U.Statement); DS && !DS->isSingleDecl())
        for (const Decl *D : DS->decls()) {
          const auto *V = dyn_cast<VarDecl>(D);
          if (!V || !isOneOf(Temporaries, ArrayId(V)))
            return cannot(F, "`" + T.name() + "` is declared together with other variables (line " +
                                 std::to_string(U.Loc.Line) + ")");
        }
      // Deleted whole: nothing else may go with it (review 26:
      // `malloc(count(sizeof(double) * m++))`, `free(t), k += 10;`).
      if (auto Why = deletesMore(U.Statement, Text.context()))
        return cannot(F, "the " + std::string(U.What == HostUse::Free ? "free" : U.What == HostUse::View ? "view" : "allocation") +
                             " of `" + T.name() + "` at line " + std::to_string(U.Loc.Line) + " " + *Why);
      auto Range = Text.fileRange(U.Statement->getSourceRange());
      if (!Range)
        return cannot(F, "the statement at line " + std::to_string(U.Loc.Line) +
                             " is inside a macro");
      R.Statements.push_back(Text.wholeLines(*Range));
    }
  }

  // `is_device_ptr(t)` on the regions that stay.
  for (const TargetRegion &Region : F.Regions)
    for (const auto *Clause : Region.Directive->getClausesOfKind<OMPIsDevicePtrClause>())
      for (const Expr *Item : clauseItems(Clause))
        if (const auto *Ref = dyn_cast<DeclRefExpr>(Item->IgnoreParenImpCasts()))
          if (isOneOf(Temporaries, ArrayId(Ref->getDecl()))) {
            R.DropByClause[Clause].insert(Item);
            R.ClausesByDirective[Region.Directive].insert(Clause);
          }

  // The clauses that lose items: a data directive left with none goes, a
  // clause left empty goes, and a list keeps its other items; each must be
  // the file's own text.
  std::vector<ByteRange> Gone = Replaced;
  Gone.insert(Gone.end(), R.Statements.begin(), R.Statements.end());
  const SourceManager &SM = Text.sourceManager();
  for (const auto &[Directive, Clauses] : R.ClausesByDirective) {
    ByteRange Pragma =
        Text.pragmaLine(SM.getFileOffset(SM.getExpansionLoc(Directive->getBeginLoc())));
    if (insideAny(Replaced, Pragma))
      continue; // a deleted producer region carried these clauses
    bool IsData = isOpenMPTargetDataManagementDirective(Directive->getDirectiveKind());
    bool AllGo = true;
    for (const OMPClause *C : Directive->clauses()) {
      auto It = R.DropByClause.find(C);
      AllGo &= It != R.DropByClause.end() && clauseItems(C).size() == It->second.size();
    }
    if (IsData && AllGo) {
      Gone.push_back(Text.wholeLines(Pragma));
      continue;
    }
    for (const OMPClause *C : Clauses) {
      if (!Text.fileRange(SourceRange(C->getBeginLoc(), C->getEndLoc())))
        return llvm::createStringError(std::errc::not_supported,
                                       "a map clause is inside a macro");
      const std::set<const Expr *> &Drop = R.DropByClause.at(C);
      std::vector<const Expr *> Items = clauseItems(C);
      if (std::all_of(Items.begin(), Items.end(), [&](const Expr *E) { return Drop.count(E); }))
        continue; // the clause goes whole, its items with it
      for (const Expr *Item : Items) {
        auto ItemRange = Text.fileRange(Item->getSourceRange());
        if (!ItemRange)
          return llvm::createStringError(std::errc::not_supported,
                                         "a map item is inside a macro");
      }
    }
  }
  // A dropped item goes: alone, with its clause, or with its directive.
  for (const auto &[Clause, Items] : R.DropByClause)
    for (const Expr *Item : Items)
      if (auto ItemRange = Text.fileRange(Item->getSourceRange()))
        Gone.push_back(*ItemRange);
  if (llvm::Error E = useLeft(F, Temporaries, Text, Gone, R.Kept))
    return std::move(E);
  return R;
}

llvm::Error useLeft(const FunctionModel &F, const std::vector<ArrayId> &Temporaries,
                    const SourceText &Text, const std::vector<ByteRange> &Gone,
                    const std::vector<ByteRange> &Kept) {
  // Anything else that names a temporary is a use we cannot delete.
  const SourceManager &SM = Text.sourceManager();
  for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(F.Decl->getBody())) {
    // By declaration: a view of a temporary (its own name) goes with its
    // declaration, and another array of the same name is not a temporary.
    if (!isOneOf(Temporaries, ArrayId(Ref->getDecl())))
      continue;
    std::string Name = Ref->getDecl()->getName().str();
    unsigned Offset = SM.getFileOffset(SM.getExpansionLoc(Ref->getLocation()));
    if (!insideAny(Gone, {Offset, Offset + 1}) && !insideAny(Kept, {Offset, Offset + 1}))
      return cannot(F, "`" + Name + "` is still used at line " +
                           std::to_string(Text.lineNumber(Offset)));
  }
  return llvm::Error::success();
}

} // namespace paracodex
