//===- ModelBuilder.cpp - Clang AST to region model -----------------------===//
//
// One pass per function of the main file (a template: per instantiation),
// each step in its own unit:
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
#include "passes/model/CollectNodes.h"
#include "passes/model/HostScalarWrites.h"
#include "passes/model/HostUses.h"
#include "passes/model/ModelContext.h"
#include "passes/model/RegionBuilder.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <set>

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
    ModelContext::BlockPosition Where = M.enclosingBlock(D);
    R.Block = Where.Block;
    R.IndexInBlock = Where.Index;
    R.Wrapped = Where.Wrapped;
    R.RepeatLoop = Where.Repeat;
    if (Where.Wrapped) {
      R.StatementSpan =
          M.span(SourceRange(Where.Statement->getBeginLoc(), Where.Statement->getEndLoc()));
      // A loop whose body is the directive ends where its code does.
      if (R.StatementSpan.End < R.Span.End) {
        R.StatementSpan.End = R.Span.End;
        R.StatementSpan.EndLine = R.Span.EndLine;
        R.StatementSpan.EndColumn = R.Span.EndColumn;
      }
    }
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

/// The instantiations of \p T with a body (those the file uses, and
/// explicit instantiation definitions), in the order clang made them.
static void addInstantiations(const FunctionTemplateDecl *T,
                              std::vector<const FunctionDecl *> &Found) {
  for (const FunctionDecl *S : T->specializations()) {
    if (isTemplateInstantiation(S->getTemplateSpecializationKind()) && S->hasBody() &&
        S->isThisDeclarationADefinition())
      Found.push_back(S);
  }
}

/// The function definitions of \p DC and of the namespaces, linkage blocks
/// (`extern "C" { }`) and classes in it, in source order: a function
/// defined in a namespace or a member function defined in its class body
/// is a function like any other (issue 28: they were skipped without a
/// word). A template stands for its instantiations: each function
/// template's, and each member function of each class template's
/// instantiations (issue 28 point 5); the template's own definition is not
/// analysed (its types are not known). tool/TemplateNotice.h names the
/// templates the file never instantiates.
static std::vector<const FunctionDecl *> definedFunctions(const DeclContext *DC) {
  std::vector<const FunctionDecl *> Found;
  auto Inner = [&](const DeclContext *Nested) {
    std::vector<const FunctionDecl *> More = definedFunctions(Nested);
    Found.insert(Found.end(), More.begin(), More.end());
  };
  for (const Decl *D : DC->decls()) {
    if (const auto *F = dyn_cast<FunctionDecl>(D)) {
      if (F->hasBody() && F->isThisDeclarationADefinition() && !F->isTemplated())
        Found.push_back(F);
      continue;
    }
    if (const auto *T = dyn_cast<FunctionTemplateDecl>(D)) {
      // Every declaration of a template (a member template of a class
      // template's instantiation is only declared there) lists the same
      // instantiations: buildProgramModel takes each once.
      addInstantiations(T, Found);
      continue;
    }
    if (const auto *T = dyn_cast<ClassTemplateDecl>(D)) {
      if (T->isThisDeclarationADefinition())
        for (const ClassTemplateSpecializationDecl *S : T->specializations())
          if (isTemplateInstantiation(S->getSpecializationKind()))
            Inner(S);
      continue;
    }
    const auto *Record = dyn_cast<CXXRecordDecl>(D);
    if (Record && (Record->isTemplated() || !Record->isThisDeclarationADefinition()))
      continue;
    if (isa<NamespaceDecl, LinkageSpecDecl, CXXRecordDecl>(D))
      Inner(cast<DeclContext>(D));
  }
  return Found;
}

/// `scale<float>`, `Grid<double>::step`: an instantiation as a person
/// names it.
static std::string instantiationName(const FunctionDecl *F) {
  std::string Name;
  llvm::raw_string_ostream OS(Name);
  F->getNameForDiagnostic(OS, F->getASTContext().getPrintingPolicy(), /*Qualified=*/true);
  return OS.str();
}

ProgramModel buildProgramModel(ASTContext &Context) {
  ++workCounters().ModelBuilds;
  ModelContext M(Context);
  SourceManager &SM = Context.getSourceManager();
  ProgramModel Program;
  FileID Main = SM.getMainFileID();
  if (auto Entry = SM.getFileEntryRefForID(Main))
    Program.File = Entry->getName().str();
  std::set<const FunctionDecl *> PatternsSeen;
  std::set<const FunctionDecl *> Seen;
  for (const FunctionDecl *F : definedFunctions(Context.getTranslationUnitDecl())) {
    if (SM.getFileID(SM.getExpansionLoc(F->getLocation())) != Main || !Seen.insert(F).second)
      continue;
    FunctionModel Model = buildFunction(M, F);
    const FunctionDecl *Pattern = isTemplateInstantiation(F->getTemplateSpecializationKind())
                                      ? F->getTemplateInstantiationPattern()
                                      : nullptr;
    // An instantiation of a template with directives is kept even without
    // regions of its own: `if constexpr` may have discarded the regions
    // another instantiation has, and the pairs are compared with it.
    bool Directives = Pattern && !collectNodes<OMPExecutableDirective>(Pattern->getBody()).empty();
    if (Model.Regions.empty() && Model.DataDirectives.empty() && !Directives)
      continue;
    if (Pattern) {
      Model.Pattern = Pattern;
      Model.Instantiation = instantiationName(F);
      // Reports and --only name the template, which is what the text holds.
      Model.QualifiedName = Pattern->getQualifiedNameAsString();
      if (!PatternsSeen.insert(Pattern).second) {
        Program.OtherInstantiations.push_back(std::move(Model));
        continue;
      }
    }
    Program.Functions.push_back(std::move(Model));
  }
  unsigned NextId = 1;
  for (std::vector<FunctionModel> *List : {&Program.Functions, &Program.OtherInstantiations})
    for (FunctionModel &F : *List)
      for (TargetRegion &R : F.Regions)
        R.Id = NextId++;
  return Program;
}

} // namespace paracodex
