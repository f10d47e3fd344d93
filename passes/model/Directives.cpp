//===- Directives.cpp -----------------------------------------------------===//
#include "passes/model/Directives.h"

#include "passes/model/AstQueries.h"
#include "passes/model/ModelContext.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"

using namespace clang;

namespace paracodex {

namespace {

struct DirectiveCollector : RecursiveASTVisitor<DirectiveCollector> {
  std::vector<OMPExecutableDirective *> Targets, Data;
  bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
    OpenMPDirectiveKind K = D->getDirectiveKind();
    if (isOpenMPTargetExecutionDirective(K))
      Targets.push_back(D);
    else if (isOpenMPTargetDataManagementDirective(K))
      Data.push_back(D);
    return true;
  }
};

} // namespace

OffloadDirectives collectOffloadDirectives(const Stmt *Body) {
  DirectiveCollector C;
  C.TraverseStmt(const_cast<Stmt *>(Body));
  OffloadDirectives Result;
  Result.Targets.assign(C.Targets.begin(), C.Targets.end());
  Result.Data.assign(C.Data.begin(), C.Data.end());
  return Result;
}

static void addMapItem(ModelContext &M, const Expr *Item, const std::string &Type,
                       FunctionModel &F, std::vector<MapEntry> &Entries,
                       const OMPClause *Clause, const OMPExecutableDirective *Directive) {
  const Expr *Base = Item->IgnoreParenImpCasts();
  while (true) {
    if (const auto *Section = dyn_cast<ArraySectionExpr>(Base))
      Base = Section->getBase()->IgnoreParenImpCasts();
    else if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base))
      Base = Sub->getBase()->IgnoreParenImpCasts();
    else
      break;
  }
  const ValueDecl *D = referencedDecl(Base);
  if (!D || !isArrayLike(D->getType()))
    return;
  ArrayVariable &A = M.arrayFor(F, D);
  MapEntry E{A.Id, Type, M.span(Item->getSourceRange())};
  Entries.push_back(E);
  HostUse Use{HostUse::MapClause, Type, "", E.Loc};
  Use.MapItem = Item;
  Use.Clause = Clause;
  Use.Directive = Directive;
  A.HostUses.push_back(Use);
}

std::string directiveName(const OMPExecutableDirective *D) {
  return llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str();
}

std::vector<MapEntry> mapEntries(ModelContext &M, const OMPExecutableDirective *D,
                                 FunctionModel &F) {
  std::vector<MapEntry> Entries;
  for (const auto *Map : D->getClausesOfKind<OMPMapClause>()) {
    // Sema adds implicit maps for arrays a region uses; only what the
    // programmer wrote says where data goes.
    if (Map->isImplicit())
      continue;
    std::string Type =
        getOpenMPSimpleClauseTypeName(llvm::omp::OMPC_map, Map->getMapType());
    for (OpenMPMapModifierKind Modifier : Map->getMapTypeModifiers())
      if (Modifier == OMPC_MAP_MODIFIER_present)
        Type = "present," + Type;
    for (const Expr *Item : Map->varlists())
      addMapItem(M, Item, Type, F, Entries, Map, D);
  }
  for (const auto *Clause : D->getClausesOfKind<OMPToClause>())
    for (const Expr *Item : Clause->varlists())
      addMapItem(M, Item, "update-to", F, Entries, Clause, D);
  for (const auto *Clause : D->getClausesOfKind<OMPFromClause>())
    for (const Expr *Item : Clause->varlists())
      addMapItem(M, Item, "update-from", F, Entries, Clause, D);
  return Entries;
}

const Stmt *directiveBody(const OMPExecutableDirective *D) {
  if (!D->hasAssociatedStmt())
    return nullptr;
  return D->getInnermostCapturedStmt()->getCapturedStmt();
}

SourceLocation endOfCode(const OMPExecutableDirective *D) {
  const Stmt *Last = D;
  while (const auto *Dir = dyn_cast<OMPExecutableDirective>(Last)) {
    const Stmt *Inner = directiveBody(Dir);
    if (!Inner)
      return Dir->getEndLoc();
    Last = Inner;
  }
  return Last->getEndLoc();
}

std::vector<const OMPExecutableDirective *>
nestedChain(const OMPExecutableDirective *Target) {
  std::vector<const OMPExecutableDirective *> Chain{Target};
  const OMPExecutableDirective *Cur = Target;
  while (!isOpenMPLoopDirective(Cur->getDirectiveKind())) {
    const Stmt *S = directiveBody(Cur);
    const OMPExecutableDirective *Next = nullptr;
    while (S) {
      if (const auto *D = dyn_cast<OMPExecutableDirective>(S)) {
        Next = D;
        break;
      }
      const auto *Block = dyn_cast<CompoundStmt>(S);
      if (!Block)
        break;
      // A block whose only directive child is the next level of the nest.
      const Stmt *Only = nullptr;
      for (const Stmt *Child : Block->body())
        if (isa<OMPExecutableDirective>(Child) || isa<ForStmt>(Child))
          Only = Only ? nullptr : Child;
      S = Only;
      if (S && isa<ForStmt>(S))
        break;
    }
    if (!Next)
      break;
    Chain.push_back(Next);
    Cur = Next;
  }
  return Chain;
}

unsigned collapseOf(const OMPExecutableDirective *D, const ASTContext &Context) {
  if (const auto *C = D->getSingleClause<OMPCollapseClause>())
    if (auto V = C->getNumForLoops()->getIntegerConstantExpr(Context))
      return static_cast<unsigned>(V->getExtValue());
  return 1;
}

std::set<const VarDecl *> privateScalars(const OMPExecutableDirective *Loop) {
  std::set<const VarDecl *> Found;
  if (!Loop)
    return Found;
  for (const auto *Clause : Loop->getClausesOfKind<OMPPrivateClause>())
    for (const Expr *Item : Clause->varlists())
      if (const auto *V = dyn_cast_or_null<VarDecl>(referencedDecl(Item)))
        if (!isArrayLike(V->getType()) && !V->getType()->isReferenceType() &&
            !V->getType()->isRecordType())
          Found.insert(V);
  return Found;
}

bool shapesLaunch(llvm::omp::Clause Kind) {
  return Kind == llvm::omp::OMPC_num_teams || Kind == llvm::omp::OMPC_thread_limit ||
         Kind == llvm::omp::OMPC_num_threads || Kind == llvm::omp::OMPC_schedule ||
         Kind == llvm::omp::OMPC_dist_schedule || Kind == llvm::omp::OMPC_proc_bind ||
         Kind == llvm::omp::OMPC_simdlen;
}

} // namespace paracodex
