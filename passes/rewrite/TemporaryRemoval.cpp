//===- TemporaryRemoval.cpp -----------------------------------------------===//
#include "passes/rewrite/TemporaryRemoval.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/plan/TemporaryRetirement.h"
#include "passes/rewrite/TextEdit.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace paracodex {

namespace {

/// Deletes \p R unless it is already gone with something larger.
llvm::Error deleteRange(ByteRange R, const SourceText &Text, FusionEdits &Edits) {
  if (insideAny(Edits.Removed, R))
    return llvm::Error::success();
  if (llvm::Error E = addEdit(Edits.Replaces, Text, R, ""))
    return E;
  Edits.Removed.push_back(R);
  return llvm::Error::success();
}

/// One clause edit: drop some of its items, or all of it.
llvm::Error editClause(const OMPClause *Clause, const std::set<const Expr *> &Drop,
                       const SourceText &Text, FusionEdits &Edits,
                       bool &WholeClauseGone) {
  std::vector<const Expr *> Items = clauseItems(Clause);
  WholeClauseGone = std::all_of(Items.begin(), Items.end(),
                                [&](const Expr *E) { return Drop.count(E); });
  auto ClauseRange = Text.fileRange(SourceRange(Clause->getBeginLoc(), Clause->getEndLoc()));
  if (!ClauseRange)
    return llvm::createStringError(std::errc::not_supported,
                                   "a map clause is inside a macro");
  if (WholeClauseGone) {
    ByteRange R = *ClauseRange;
    llvm::StringRef Code = Text.code();
    // Take the blank before the clause with it.
    while (R.Begin > 0 && Code[R.Begin - 1] == ' ')
      --R.Begin;
    // A clause alone at the start of a continued line takes the line break
    // before it (` \`, newline, indent), so that no empty line continues
    // the pragma.
    unsigned LineStart = R.Begin;
    while (LineStart > 0 && (Code[LineStart - 1] == ' ' || Code[LineStart - 1] == '\t'))
      --LineStart;
    unsigned After = R.End;
    while (After < Code.size() && (Code[After] == ' ' || Code[After] == '\t'))
      ++After;
    bool RestOfLineEmpty = After >= Code.size() || Code[After] == '\n' || Code[After] == '\\';
    if (RestOfLineEmpty && LineStart >= 2 && Code[LineStart - 1] == '\n' &&
        Code[LineStart - 2] == '\\') {
      R.Begin = LineStart - 2;
      while (R.Begin > 0 && (Code[R.Begin - 1] == ' ' || Code[R.Begin - 1] == '\t'))
        --R.Begin;
    }
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
    // Clauses that map nothing (`if`, `device`) do not keep it: a `target
    // data` with no map or use_device clause left does not compile
    // (review 31, globals 04); one with an effect in them stays, and the
    // parse check refuses the text.
    bool IsData = isOpenMPTargetDataManagementDirective(Directive->getDirectiveKind());
    bool AllGo = true;
    for (const OMPClause *C : Directive->clauses()) {
      bool MapsSomething = isa<OMPMapClause, OMPUseDevicePtrClause, OMPUseDeviceAddrClause,
                               OMPToClause, OMPFromClause>(C);
      if (!MapsSomething) {
        for (const Stmt *Child : const_cast<OMPClause *>(C)->children())
          if (const auto *E = dyn_cast_or_null<Expr>(Child);
              E && E->HasSideEffects(Text.context()))
            AllGo = false;
        continue;
      }
      auto It = DropByClause.find(C);
      bool Gone = It != DropByClause.end() &&
                  clauseItems(C).size() == It->second.size();
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
                              const std::vector<ArrayId> &Temporaries,
                              const SourceText &Text, FusionEdits &Edits) {
  auto Retired = Retirement::of(F, Temporaries, Text, Edits.Removed);
  if (!Retired)
    return Retired.takeError();
  for (const ByteRange &R : Retired->Statements)
    if (llvm::Error E = deleteRange(R, Text, Edits))
      return E;
  if (llvm::Error E =
          dropMapItems(Retired->DropByClause, Retired->ClausesByDirective, Text, Edits))
    return E;
  // What the plan found going is what went (TemporaryRetirement.h).
  return useLeft(F, Temporaries, Text, Edits.Removed, Retired->Kept);
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
