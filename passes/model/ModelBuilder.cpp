//===- ModelBuilder.cpp - Clang AST to region model -----------------------===//
//
// One pass per function of the main file, each step in its own unit:
//  1. views and pointer copies (ModelContext);
//  2. the offload directives (Directives.h): data directives, then target
//     regions with their loops and accesses (RegionBuilder.h);
//  3. flat indices split into dimensions (DelinearizeAccesses.h);
//  4. every host-side use of every array (HostUses.h) and how temporaries
//     assigned after their declaration are allocated (Allocations.h);
//  5. host stores to scalars (HostScalarWrites.h).
//
//===----------------------------------------------------------------------===//
#include "passes/model/ModelBuilder.h"
#include "passes/model/KeptFallbacks.h"
#include "passes/model/WorkCounters.h"

#include "passes/model/Allocations.h"
#include "passes/model/DelinearizeAccesses.h"
#include "passes/model/Directives.h"
#include "passes/model/HostScalarWrites.h"
#include "passes/model/HostUses.h"
#include "passes/model/ModelContext.h"
#include "passes/model/RegionBuilder.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace paracodex {

static FunctionModel buildFunction(ModelContext &M, const FunctionDecl *FD) {
  FunctionModel F;
  F.Name = FD->getName().str();
  F.QualifiedName = FD->getQualifiedNameAsString();
  F.Decl = FD;
  F.Span = M.span(FD->getSourceRange());
  M.collectViews(FD);

  OffloadDirectives Directives = collectOffloadDirectives(FD->getBody());
  unsigned DataId = 0;
  for (const OMPExecutableDirective *D : Directives.Data) {
    DataDirective DD;
    DD.Id = ++DataId;
    DD.Kind = directiveName(D);
    DD.Directive = D;
    const Stmt *Body = D->hasAssociatedStmt() ? D->getAssociatedStmt() : nullptr;
    DD.Span = M.span(SourceRange(D->getBeginLoc(), Body ? endOfCode(D) : D->getEndLoc()));
    DD.Maps = mapEntries(M, D, F);
    F.DataDirectives.push_back(DD);
  }
  for (const OMPExecutableDirective *D : Directives.Targets) {
    TargetRegion R = buildRegion(M, D, F);
    std::tie(R.Block, R.IndexInBlock) = M.enclosingBlock(D);
    KeptFallbackFacts Kept = keptFallbackFacts(*D, R.Block, M.Context);
    R.KeptFallback = Kept.InFallback;
    R.GuardTestOffset = Kept.GuardTestOffset;
    R.OverlapFallbackLine = Kept.OverlapFallbackLine;
    for (const DataDirective &DD : F.DataDirectives)
      if (DD.Kind == "target data" && DD.Span.Begin < R.Span.Begin &&
          R.Span.End <= DD.Span.End)
        R.TargetData = DD.Id; // innermost wins: later ones are nested
    F.Regions.push_back(std::move(R));
  }
  delinearizeAccesses(F);
  collectHostUses(M, FD, F);
  markAllocatedByAssignment(M, F);
  collectHostScalarWrites(M, FD, F);
  return F;
}

/// The function definitions of \p DC and of the namespaces, linkage blocks
/// (`extern "C" { }`) and classes in it, in source order: a function
/// defined in a namespace or a member function defined in its class body
/// is a function like any other (issue 28: they were skipped without a
/// word). Templates are not analysed (tool/TemplateNotice.h says so).
static std::vector<const FunctionDecl *> definedFunctions(const DeclContext *DC) {
  std::vector<const FunctionDecl *> Found;
  for (const Decl *D : DC->decls()) {
    if (const auto *F = dyn_cast<FunctionDecl>(D)) {
      if (F->hasBody() && F->isThisDeclarationADefinition() && !F->isTemplated())
        Found.push_back(F);
      continue;
    }
    const auto *Record = dyn_cast<CXXRecordDecl>(D);
    if (Record && (Record->isTemplated() || !Record->isThisDeclarationADefinition()))
      continue;
    if (isa<NamespaceDecl, LinkageSpecDecl, CXXRecordDecl>(D)) {
      std::vector<const FunctionDecl *> Inner = definedFunctions(cast<DeclContext>(D));
      Found.insert(Found.end(), Inner.begin(), Inner.end());
    }
  }
  return Found;
}

ProgramModel buildProgramModel(ASTContext &Context) {
  ++workCounters().ModelBuilds;
  ModelContext M(Context);
  SourceManager &SM = Context.getSourceManager();
  ProgramModel Program;
  FileID Main = SM.getMainFileID();
  if (auto Entry = SM.getFileEntryRefForID(Main))
    Program.File = Entry->getName().str();
  for (const FunctionDecl *F : definedFunctions(Context.getTranslationUnitDecl())) {
    if (SM.getFileID(SM.getExpansionLoc(F->getLocation())) != Main)
      continue;
    FunctionModel Model = buildFunction(M, F);
    if (!Model.Regions.empty() || !Model.DataDirectives.empty())
      Program.Functions.push_back(std::move(Model));
  }
  unsigned NextId = 1;
  for (FunctionModel &F : Program.Functions)
    for (TargetRegion &R : F.Regions)
      R.Id = NextId++;
  return Program;
}

} // namespace paracodex
