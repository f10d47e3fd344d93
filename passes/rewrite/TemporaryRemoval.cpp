//===- TemporaryRemoval.cpp -----------------------------------------------===//
#include "passes/rewrite/TemporaryRemoval.h"

#include "passes/model/CollectNodes.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>

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
  for (const std::string &T : Temporaries) {
    const ArrayVariable *A = F.array(T);
    if (!A)
      continue;
    for (const HostUse &U : A->HostUses) {
      if (U.What == HostUse::MapClause && U.Clause && U.MapItem) {
        DropByClause[U.Clause].insert(U.MapItem);
        ClausesByDirective[U.Directive].insert(U.Clause);
        continue;
      }
      if (U.What != HostUse::Allocate && U.What != HostUse::Free &&
          U.What != HostUse::View)
        continue;
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
    if (!insideAny(Edits.Removed, {Offset, Offset + 1}))
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
    if (V->hasInit()) {
      if (!collectNodes<CallExpr>(V->getInit()).empty())
        continue;
    }
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
