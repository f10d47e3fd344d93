//===- FallbackAllocation.cpp ---------------------------------------------===//
#include "passes/rewrite/FallbackAllocation.h"

#include "passes/legality/Candidate.h"
#include "passes/model/CollectNodes.h"
#include "passes/rewrite/TemporaryRemoval.h"

#include "clang/AST/StmtOpenMP.h"

#include <map>
#include <set>

namespace paracodex {

using namespace clang;

namespace {

/// The `if (PARACODEX_NO_OVERLAP(...)) {...} else {...}` statements in \p Body.
std::vector<const IfStmt *> guardsIn(const Stmt *Body, const SourceText &Text) {
  std::vector<const IfStmt *> Guards;
  for (const IfStmt *If : collectNodes<IfStmt>(Body)) {
    auto Cond = Text.fileRange(If->getCond()->getSourceRange());
    if (Cond && llvm::isa_and_nonnull<CompoundStmt>(If->getElse()) &&
        Text.text(*Cond).find(NoOverlapMacro) != std::string::npos)
      Guards.push_back(If);
  }
  return Guards;
}

bool names(const Stmt *S, const ValueDecl *Decl) {
  if (!S)
    return false;
  for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(S))
    if (Ref->getDecl() == Decl)
      return true;
  return false;
}

} // namespace

llvm::Error sinkFallbackAllocations(const FunctionModel &F, const SourceText &Text,
                                    FusionEdits &Edits, std::vector<SunkAllocation> &Sunk) {
  const SourceManager &SM = Text.sourceManager();
  auto OffsetOf = [&](SourceLocation L) { return SM.getFileOffset(SM.getExpansionLoc(L)); };
  for (const DataDirective &Data : F.DataDirectives) {
    const OMPExecutableDirective *D = Data.Directive;
    if (!D || D->getDirectiveKind() != llvm::omp::OMPD_target_data || !D->hasAssociatedStmt())
      continue;
    const Stmt *Body = D->getAssociatedStmt();
    std::vector<const IfStmt *> Guards = guardsIn(Body, Text);
    if (Guards.empty())
      continue;
    auto ElseRange = [&](const IfStmt *If) {
      const auto *Else = llvm::cast<CompoundStmt>(If->getElse());
      return ByteRange{OffsetOf(Else->getLBracLoc()), OffsetOf(Else->getRBracLoc()) + 1};
    };

    std::map<const OMPClause *, std::set<const Expr *>> Drop;
    std::map<const OMPExecutableDirective *, std::set<const OMPClause *>> ByDirective;
    std::map<const IfStmt *, std::vector<std::string>> Wrap;
    for (const auto &[Name, A] : F.Arrays) {
      if (!A.Decl)
        continue;
      for (const HostUse &Mapped : A.HostUses) {
        if (Mapped.What != HostUse::MapClause || Mapped.Directive != D ||
            Mapped.MapType != "alloc" || !Mapped.MapItem || !Mapped.Clause)
          continue;
        auto ItemRange = Text.fileRange(Mapped.MapItem->getSourceRange());
        if (!ItemRange)
          continue;
        // Every use inside the data region: in a fallback, or a map item
        // of a region that never names the array.
        bool Movable = true;
        std::set<const IfStmt *> Fallbacks;
        std::map<const OMPClause *, std::set<const Expr *>> ItemDrops;
        for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(Body)) {
          if (Ref->getDecl() != A.Decl)
            continue;
          unsigned At = OffsetOf(Ref->getLocation());
          const IfStmt *In = nullptr;
          for (const IfStmt *G : Guards)
            if (ElseRange(G).contains(At))
              In = G;
          if (In) {
            Fallbacks.insert(In);
            continue;
          }
          const HostUse *Item = nullptr;
          for (const HostUse &U : A.HostUses) {
            if (U.What != HostUse::MapClause || !U.MapItem || !U.Directive || U.Directive == D)
              continue;
            auto R = Text.fileRange(U.MapItem->getSourceRange());
            if (R && R->Begin <= At && At < R->End)
              Item = &U;
          }
          if (!Item || isOpenMPTargetDataManagementDirective(Item->Directive->getDirectiveKind()) ||
              !Item->Directive->hasAssociatedStmt() ||
              names(Item->Directive->getAssociatedStmt(), A.Decl)) {
            Movable = false;
            break;
          }
          ItemDrops[Item->Clause].insert(Item->MapItem);
        }
        if (!Movable || Fallbacks.empty())
          continue;
        for (const auto &[Clause, Items] : ItemDrops)
          for (const HostUse &U : A.HostUses)
            if (U.Clause == Clause && Items.count(U.MapItem)) {
              Drop[Clause].insert(U.MapItem);
              ByDirective[U.Directive].insert(Clause);
            }
        Drop[Mapped.Clause].insert(Mapped.MapItem);
        ByDirective[D].insert(Mapped.Clause);
        for (const IfStmt *G : Fallbacks)
          Wrap[G].push_back(Text.text(*ItemRange));
        Sunk.push_back({Name, OffsetOf(D->getBeginLoc()), Fallbacks.size()});
      }
    }
    if (Wrap.empty())
      continue;
    if (llvm::Error E = dropMapItems(Drop, ByDirective, Text, Edits))
      return E;
    for (const auto &[Guard, Items] : Wrap) {
      ByteRange Else = ElseRange(Guard);
      std::string List;
      for (const std::string &Item : Items)
        List += (List.empty() ? "" : ", ") + Item;
      // The new block opens at the indentation of the `} else {` line.
      unsigned Line = Text.lineStart(Else.Begin);
      std::string Indent;
      while (Line + Indent.size() < Else.Begin &&
             (Text.code()[Line + Indent.size()] == ' ' || Text.code()[Line + Indent.size()] == '\t'))
        Indent += Text.code()[Line + Indent.size()];
      if (llvm::Error E = addEdit(Edits.Replaces, Text, {Else.Begin + 1, Else.Begin + 1},
                                  "\n#pragma omp target data map(alloc: " + List + ")\n" +
                                      Indent + "{"))
        return E;
      if (llvm::Error E = addEdit(Edits.Replaces, Text, {Else.End - 1, Else.End - 1},
                                  "}\n" + Indent))
        return E;
    }
  }
  return llvm::Error::success();
}

} // namespace paracodex
