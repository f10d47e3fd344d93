//===- FallbackAllocation.cpp ---------------------------------------------===//
#include "passes/rewrite/FallbackAllocation.h"

#include "passes/legality/Candidate.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/KeptFallbacks.h"
#include "passes/rewrite/TemporaryRemoval.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>
#include <map>
#include <set>

namespace paracodex {

using namespace clang;

namespace {

/// The `if (PARACODEX_NO_OVERLAP(...)) {...} else {...}` statements in \p Body
/// (recognised by the model's one test for the mark, KeptFallbacks.h).
std::vector<const IfStmt *> guardsIn(const Stmt *Body, const SourceText &Text) {
  std::vector<const IfStmt *> Guards;
  for (const IfStmt *If : collectNodes<IfStmt>(Body))
    if (llvm::isa_and_nonnull<CompoundStmt>(If->getElse()) && isOverlapTest(*If, Text.context()) &&
        Text.fileRange(If->getCond()->getSourceRange()))
      Guards.push_back(If);
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

/// Whether a clause of a directive inside a data region may store into
/// \p V on the host: a map from the device, a reduction, lastprivate or
/// linear, or a `target update from`.
bool clauseMayStore(const OMPClause *C, const VarDecl *V) {
  // The list items' variables, not the names in their bounds:
  // `map(present: a[0:n])` stores into a's elements, never into n.
  bool Names = false;
  for (const Stmt *Child : const_cast<OMPClause *>(C)->children())
    if (const Expr *Item = dyn_cast_or_null<Expr>(Child)) {
      // An item of another shape that mentions V may store into it anywhere.
      const ValueDecl *Base = baseVariable(Item);
      Names |= Base ? Base == V : names(Item, V);
    }
  if (!Names)
    return false;
  if (const auto *Map = dyn_cast<OMPMapClause>(C))
    return Map->getMapType() == OMPC_MAP_from || Map->getMapType() == OMPC_MAP_tofrom;
  switch (C->getClauseKind()) {
  case llvm::omp::OMPC_reduction: case llvm::omp::OMPC_lastprivate:
  case llvm::omp::OMPC_linear: case llvm::omp::OMPC_from: case llvm::omp::OMPC_copyprivate:
    return true;
  default:
    return false;
  }
}

/// Whether \p Item, the map item of \p Array, means the same written again
/// at any point of \p Body (a fallback branch) as it did at the directive:
/// it calls nothing and reads no memory but variables, and each of those is
/// a local or parameter of \p Fn whose address is never taken, that \p Body
/// never stores into, and that no declaration in \p Body shadows (review
/// reproducers s1 and s5: `t[0:m]` after `m = 1;`, and under an inner
/// `int len`).
bool reevaluatesTheSame(const Expr *Item, const ValueDecl *Array, const Stmt *Body,
                        const FunctionDecl *Fn) {
  std::set<std::string> Spelled{Array->getNameAsString()};
  std::vector<const VarDecl *> Vars;
  for (const Stmt *S : collectNodes<Stmt>(Item)) {
    if (isa<IntegerLiteral, ParenExpr, CastExpr, ArraySectionExpr, UnaryExprOrTypeTraitExpr>(S))
      continue;
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && !B->isAssignmentOp())
      continue;
    if (const auto *U = dyn_cast<UnaryOperator>(S);
        U && (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus))
      continue;
    if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(S)) {
      const auto *Base = dyn_cast<DeclRefExpr>(Subscript->getBase()->IgnoreParenImpCasts());
      if (Base && Base->getDecl() == Array)
        continue;
      return false;
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
      if (Ref->getDecl() == Array || isa<EnumConstantDecl>(Ref->getDecl()))
        continue;
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      if (!V || V->hasGlobalStorage() || V->getType()->isReferenceType())
        return false;
      Vars.push_back(V);
      Spelled.insert(V->getNameAsString());
      continue;
    }
    return false;
  }
  for (const DeclStmt *Decls : collectNodes<DeclStmt>(Body))
    for (const Decl *D : Decls->decls())
      if (const auto *Named = dyn_cast<NamedDecl>(D); Named && Spelled.count(Named->getNameAsString()))
        return false;
  // Every use of each variable anywhere in the function is a plain read,
  // or a store by `=`/`++` outside the data region: no address, reference,
  // lambda capture or asm operand through which the body could store into
  // it under another name (second review: `int &r = m;`, `[&]{ m = 1; }`,
  // an asm output).
  ASTContext &Context = Fn->getASTContext();
  const SourceManager &SM = Context.getSourceManager();
  auto Inside = [&](const Stmt *S) {
    return !SM.isBeforeInTranslationUnit(S->getBeginLoc(), Body->getBeginLoc()) &&
           !SM.isBeforeInTranslationUnit(Body->getEndLoc(), S->getBeginLoc());
  };
  for (const VarDecl *V : Vars)
    for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(Fn->getBody())) {
      if (Ref->getDecl() != V)
        continue;
      // The use is what encloses the reference and its parentheses.
      // A reference whose parent is a directive, or none, is in a clause
      // (or a helper expression of one), and one under a CapturedStmt is in
      // its capture list: what clauses store is checked below, and stores
      // in a captured body are references of their own. Otherwise the use is what encloses the reference and its
      // parentheses.
      DynTypedNode Use = DynTypedNode::create(*Ref);
      size_t Count = 1;
      do {
        std::vector<DynTypedNode> Parents;
        for (const DynTypedNode &P : Context.getParents(Use))
          if (!P.get<OMPExecutableDirective>() && !P.get<CapturedStmt>())
            Parents.push_back(P);
        Count = Parents.size();
        if (Count == 1)
          Use = Parents[0];
      } while (Count == 1 && Use.get<ParenExpr>());
      if (Count == 0)
        continue;
      if (Count > 1)
        return false;
      if (const auto *Cast = Use.get<ImplicitCastExpr>();
          Cast && Cast->getCastKind() == CK_LValueToRValue)
        continue;
      const auto *B = Use.get<BinaryOperator>();
      const auto *U = Use.get<UnaryOperator>();
      bool Store = (B && B->isAssignmentOp() && B->getLHS()->IgnoreParens() == Ref) ||
                   (U && U->isIncrementDecrementOp());
      if (!Store || Inside(Ref))
        return false;
    }
  for (const LambdaExpr *Lambda : collectNodes<LambdaExpr>(Fn->getBody()))
    for (const LambdaCapture &Capture : Lambda->captures())
      if (Capture.capturesVariable() && Capture.getCaptureKind() == LCK_ByRef &&
          std::find(Vars.begin(), Vars.end(), Capture.getCapturedVar()) != Vars.end())
        return false;
  for (const VarDecl *V : Vars)
    for (const OMPExecutableDirective *D : collectNodes<OMPExecutableDirective>(Body))
      for (const OMPClause *C : D->clauses())
        if (clauseMayStore(C, V))
          return false;
  return true;
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
        if (!ItemRange || !F.Decl ||
            !reevaluatesTheSame(Mapped.MapItem, A.Decl, Body, F.Decl))
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
        Sunk.push_back({Name.name(), OffsetOf(D->getBeginLoc()), Fallbacks.size()});
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
