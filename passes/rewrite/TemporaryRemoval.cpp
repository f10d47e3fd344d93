//===- TemporaryRemoval.cpp -----------------------------------------------===//
#include "passes/rewrite/TemporaryRemoval.h"

#include "passes/model/Allocations.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace paracodex {

namespace {

bool insideAny(const std::vector<ByteRange> &Ranges, ByteRange R) {
  for (const ByteRange &Big : Ranges)
    if (Big.Begin <= R.Begin && R.End <= Big.End)
      return true;
  return false;
}

llvm::Error cannot(const FunctionModel &F, const std::string &Why) {
  return llvm::createStringError(std::errc::not_supported,
                                 "cannot rewrite `%s`: %s", F.Name.c_str(),
                                 Why.c_str());
}

/// Deletes \p R unless it is already gone with something larger.
llvm::Error deleteRange(ByteRange R, const SourceText &Text, FusionEdits &Edits) {
  if (insideAny(Edits.Removed, R))
    return llvm::Error::success();
  if (llvm::Error E = addEdit(Edits.Replaces, Text, R, ""))
    return E;
  Edits.Removed.push_back(R);
  return llvm::Error::success();
}

/// The list items of a map/to/from clause.
std::vector<const Expr *> itemsOf(const OMPClause *C) {
  std::vector<const Expr *> Items;
  for (const Stmt *Child : const_cast<OMPClause *>(C)->children())
    if (const auto *E = dyn_cast_or_null<Expr>(Child))
      Items.push_back(E);
  return Items;
}

/// One clause edit: drop some of its items, or all of it.
llvm::Error editClause(const OMPClause *Clause, const std::set<const Expr *> &Drop,
                       const SourceText &Text, FusionEdits &Edits,
                       bool &WholeClauseGone) {
  std::vector<const Expr *> Items = itemsOf(Clause);
  WholeClauseGone = std::all_of(Items.begin(), Items.end(),
                                [&](const Expr *E) { return Drop.count(E); });
  auto ClauseRange = Text.fileRange(SourceRange(Clause->getBeginLoc(), Clause->getEndLoc()));
  if (!ClauseRange)
    return llvm::createStringError(std::errc::not_supported,
                                   "a map clause is inside a macro");
  if (WholeClauseGone) {
    ByteRange R = *ClauseRange;
    // Take the blank before the clause with it.
    while (R.Begin > 0 && Text.code()[R.Begin - 1] == ' ')
      --R.Begin;
    return deleteRange(R, Text, Edits);
  }
  // The list is rewritten as a whole, from its first item to its last, so
  // that dropping neighbours (`a[0:n],t1[0:n],t2[0:n]`) leaves no comma
  // behind; the kept items keep their text and the list its separator.
  std::vector<ByteRange> Ranges;
  for (const Expr *Item : Items) {
    auto R = Text.fileRange(Item->getSourceRange());
    if (!R)
      return llvm::createStringError(std::errc::not_supported,
                                     "a map item is inside a macro");
    Ranges.push_back(*R);
  }
  std::string Separator = ", ";
  if (Ranges.size() >= 2) {
    std::string Between = Text.text({Ranges[0].End, Ranges[1].Begin});
    if (Between.find_first_not_of(", \t") == std::string::npos)
      Separator = Between;
  }
  std::string Kept;
  for (size_t I = 0; I < Items.size(); ++I)
    if (!Drop.count(Items[I]))
      Kept += (Kept.empty() ? "" : Separator) + Text.text(Ranges[I]);
  ByteRange List{Ranges.front().Begin, Ranges.back().End};
  if (insideAny(Edits.Removed, List))
    return llvm::Error::success();
  if (llvm::Error E = addEdit(Edits.Replaces, Text, List, Kept))
    return E;
  // Only the dropped items are gone: the kept ones still use what they
  // name (a size local that is otherwise dead must stay).
  for (size_t I = 0; I < Items.size(); ++I)
    if (Drop.count(Items[I]))
      Edits.Removed.push_back(Ranges[I]);
  return llvm::Error::success();
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

bool sideEffectInVlaSizes(const Expr *E, ASTContext &Ctx);

/// Whether a size of a variable-length array in \p T (`double (*v)[n++]`)
/// has a side effect.
bool vlaSizeHasSideEffects(QualType T, ASTContext &Ctx) {
  while (!T.isNull()) {
    if (const auto *VLA = Ctx.getAsVariableArrayType(T)) {
      if (const Expr *Size = VLA->getSizeExpr())
        if (Size->HasSideEffects(Ctx) || sideEffectInVlaSizes(Size, Ctx))
          return true;
      T = VLA->getElementType();
    } else if (const auto *Array = Ctx.getAsArrayType(T)) {
      T = Array->getElementType();
    } else if (T->isPointerType()) {
      T = T->getPointeeType();
    } else {
      return false;
    }
  }
  return false;
}

/// Whether \p E evaluates a variable-length array type whose size has a
/// side effect (`sizeof(char[next()])`, a cast to `double (*)[n++]`): clang's
/// HasSideEffects does not look into types (review 26).
bool sideEffectInVlaSizes(const Expr *E, ASTContext &Ctx) {
  for (const Stmt *S : collectNodes<Stmt>(E)) {
    QualType T;
    if (const auto *Size = dyn_cast<UnaryExprOrTypeTraitExpr>(S))
      T = Size->getTypeOfArgument();
    else if (const auto *Cast = dyn_cast<ExplicitCastExpr>(S))
      T = Cast->getTypeAsWritten();
    else if (const auto *Literal = dyn_cast<CompoundLiteralExpr>(S))
      T = Literal->getType();
    if (!T.isNull() && T->isVariablyModifiedType() && vlaSizeHasSideEffects(T, Ctx))
      return true;
  }
  return false;
}

/// Whether evaluating \p E changes anything.
bool hasSideEffects(const Expr *E, ASTContext &Ctx) {
  return E->HasSideEffects(Ctx) || sideEffectInVlaSizes(E, Ctx);
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
      if (auto Why = wrapperDoesMore(Call))
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

} // namespace

llvm::Error dropMapItems(
    const std::map<const OMPClause *, std::set<const Expr *>> &DropByClause,
    const std::map<const OMPExecutableDirective *, std::set<const OMPClause *>> &ClausesByDirective,
    const SourceText &Text, FusionEdits &Edits) {
  for (const auto &[Directive, Clauses] : ClausesByDirective) {
    ByteRange Pragma = Text.pragmaLine(Text.sourceManager().getFileOffset(
        Text.sourceManager().getExpansionLoc(Directive->getBeginLoc())));
    if (insideAny(Edits.Removed, Pragma))
      continue; // a deleted producer region carried these clauses
    // A data directive whose only clauses all go is deleted (its block, for
    // `target data`, stays as a plain block).
    bool IsData = isOpenMPTargetDataManagementDirective(Directive->getDirectiveKind());
    bool AllGo = true;
    for (const OMPClause *C : Directive->clauses()) {
      auto It = DropByClause.find(C);
      bool Gone = It != DropByClause.end() &&
                  itemsOf(C).size() == It->second.size();
      AllGo &= Gone;
    }
    if (IsData && AllGo) {
      if (llvm::Error E = deleteRange(Text.wholeLines(Pragma), Text, Edits))
        return E;
      continue;
    }
    for (const OMPClause *C : Clauses) {
      bool WholeClauseGone = false;
      if (llvm::Error E = editClause(C, DropByClause.at(C), Text, Edits, WholeClauseGone))
        return E;
    }
  }

  return llvm::Error::success();
}

llvm::Error removeTemporaries(const FunctionModel &F,
                              const std::vector<std::string> &Temporaries,
                              const SourceText &Text, FusionEdits &Edits) {
  // Map items to drop, grouped by clause and directive.
  std::map<const OMPClause *, std::set<const Expr *>> DropByClause;
  std::map<const OMPExecutableDirective *, std::set<const OMPClause *>> ClausesByDirective;
  // A temporary whose pointer the host tests against null (`if (t == NULL)
  // return -1;`) keeps its allocation, the tests and its free: only its
  // device copies and maps go, and the program takes the same branches.
  std::vector<ByteRange> Kept;
  for (const std::string &T : Temporaries) {
    const ArrayVariable *A = F.array(T);
    if (!A)
      continue;
    bool KeepStorage = std::any_of(A->HostUses.begin(), A->HostUses.end(),
                                   [](const HostUse &U) { return U.What == HostUse::NullTest; });
    for (const HostUse &U : A->HostUses) {
      if (U.What == HostUse::MapClause && U.Clause && U.MapItem) {
        DropByClause[U.Clause].insert(U.MapItem);
        ClausesByDirective[U.Directive].insert(U.Clause);
        continue;
      }
      if (U.What != HostUse::Allocate && U.What != HostUse::Free &&
          U.What != HostUse::View && U.What != HostUse::NullTest)
        continue;
      if (KeepStorage) {
        if (U.What == HostUse::NullTest)
          Kept.push_back({U.Loc.Begin, U.Loc.End});
        else if (auto R = U.Statement ? Text.fileRange(U.Statement->getSourceRange())
                                      : std::nullopt)
          Kept.push_back(*R);
        else
          return cannot(F, "the allocation of `" + T + "` at line " +
                               std::to_string(U.Loc.Line) + " is not a statement of its own");
        continue;
      }
      if (!U.Statement)
        return cannot(F, "the allocation of `" + T + "` at line " +
                             std::to_string(U.Loc.Line) + " is not a statement of its own");
      // `double *u1, *u2;` goes when every variable it declares goes.
      if (const auto *DS = dyn_cast<DeclStmt>(U.Statement); DS && !DS->isSingleDecl())
        for (const Decl *D : DS->decls()) {
          const auto *V = dyn_cast<VarDecl>(D);
          if (!V || std::find(Temporaries.begin(), Temporaries.end(), V->getName().str()) ==
                        Temporaries.end())
            return cannot(F, "`" + T + "` is declared together with other variables (line " +
                                 std::to_string(U.Loc.Line) + ")");
        }
      // Deleted whole: nothing else may go with it (review 26:
      // `malloc(count(sizeof(double) * m++))`, `free(t), k += 10;`).
      if (auto Why = deletesMore(U.Statement, Text.context()))
        return cannot(F, "the " + std::string(U.What == HostUse::Free ? "free" : U.What == HostUse::View ? "view" : "allocation") +
                             " of `" + T + "` at line " + std::to_string(U.Loc.Line) + " " + *Why);
      auto R = Text.fileRange(U.Statement->getSourceRange());
      if (!R)
        return cannot(F, "the statement at line " + std::to_string(U.Loc.Line) +
                             " is inside a macro");
      if (llvm::Error E = deleteRange(Text.wholeLines(*R), Text, Edits))
        return E;
    }
  }

  // `is_device_ptr(t)` on the regions that stay.
  for (const TargetRegion &R : F.Regions)
    for (const auto *Clause : R.Directive->getClausesOfKind<OMPIsDevicePtrClause>())
      for (const Expr *Item : itemsOf(Clause))
        if (const auto *Ref = dyn_cast<DeclRefExpr>(Item->IgnoreParenImpCasts()))
          if (std::find(Temporaries.begin(), Temporaries.end(),
                        Ref->getDecl()->getName().str()) != Temporaries.end()) {
            DropByClause[Clause].insert(Item);
            ClausesByDirective[R.Directive].insert(Clause);
          }

  if (llvm::Error E = dropMapItems(DropByClause, ClausesByDirective, Text, Edits))
    return E;

  // Anything else that names a temporary is a use we cannot delete.
  const SourceManager &SM = Text.sourceManager();
  for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(F.Decl->getBody())) {
    std::string Name = Ref->getDecl()->getName().str();
    if (std::find(Temporaries.begin(), Temporaries.end(), Name) == Temporaries.end())
      continue;
    unsigned Offset = SM.getFileOffset(SM.getExpansionLoc(Ref->getLocation()));
    if (!insideAny(Edits.Removed, {Offset, Offset + 1}) && !insideAny(Kept, {Offset, Offset + 1}))
      return cannot(F, "`" + Name + "` is still used at line " +
                           std::to_string(Text.lineNumber(Offset)));
  }
  return llvm::Error::success();
}

llvm::Error removeDeadLocals(const FunctionModel &F, const SourceText &Text,
                             FusionEdits &Edits) {
  std::vector<const DeclRefExpr *> AllRefs = collectNodes<DeclRefExpr>(F.Decl->getBody());
  const SourceManager &SM = Text.sourceManager();
  for (const DeclStmt *DS : collectNodes<DeclStmt>(F.Decl->getBody())) {
    if (!DS->isSingleDecl())
      continue;
    const auto *V = dyn_cast<VarDecl>(DS->getSingleDecl());
    if (!V || !V->isLocalVarDecl() || Edits.NamesInserted.count(V->getName().str()))
      continue;
    auto DeclRange = Text.fileRange(DS->getSourceRange());
    if (!DeclRange || insideAny(Edits.Removed, *DeclRange))
      continue;
    // Its value must go with nothing else (review 26: a size computed
    // with `m++` lost the increment).
    if (vlaSizeHasSideEffects(V->getType(), Text.context()) ||
        (V->hasInit() && (!collectNodes<CallExpr>(V->getInit()).empty() ||
                          hasSideEffects(V->getInit(), Text.context()))))
      continue;
    unsigned Uses = 0, Gone = 0;
    for (const DeclRefExpr *Ref : AllRefs) {
      if (Ref->getDecl() != V)
        continue;
      ++Uses;
      unsigned Offset = SM.getFileOffset(SM.getExpansionLoc(Ref->getLocation()));
      Gone += insideAny(Edits.Removed, {Offset, Offset + 1});
    }
    if (Uses > 0 && Uses == Gone)
      if (llvm::Error E = deleteRange(Text.wholeLines(*DeclRange), Text, Edits))
        return E;
  }
  return llvm::Error::success();
}

} // namespace paracodex
