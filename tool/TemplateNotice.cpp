//===- TemplateNotice.cpp -------------------------------------------------===//
#include "tool/TemplateNotice.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"

#include <set>

using namespace clang;

namespace paracodex {

namespace {

/// The first target directive below a statement, if any.
struct FirstTarget : RecursiveASTVisitor<FirstTarget> {
  const OMPExecutableDirective *Found = nullptr;
  bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
    if (!Found && isOpenMPTargetExecutionDirective(D->getDirectiveKind()))
      Found = D;
    return !Found;
  }
};

/// Templated functions (function templates' own definitions and members
/// of class templates), and the definitions the file instantiates: those
/// are analysed in each instantiation (passes/model/ModelBuilder.cpp).
struct TemplatedFunctions : RecursiveASTVisitor<TemplatedFunctions> {
  std::vector<const FunctionDecl *> Found;
  std::set<const FunctionDecl *> Instantiated;
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (F->isTemplated() && F->doesThisDeclarationHaveABody())
      Found.push_back(F);
    if (isTemplateInstantiation(F->getTemplateSpecializationKind()) && F->hasBody())
      if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
        Instantiated.insert(Pattern);
    return true;
  }
};

} // namespace

unsigned warnTemplatesNotAnalysed(ASTContext &Context, const std::string &File,
                                  llvm::raw_ostream &OS) {
  TemplatedFunctions Templated;
  Templated.TraverseDecl(Context.getTranslationUnitDecl());
  const SourceManager &SM = Context.getSourceManager();
  unsigned Count = 0;
  for (const FunctionDecl *F : Templated.Found) {
    if (!SM.isInMainFile(SM.getExpansionLoc(F->getLocation())) ||
        Templated.Instantiated.count(F))
      continue;
    FirstTarget Target;
    Target.TraverseStmt(F->getBody());
    if (!Target.Found)
      continue;
    PresumedLoc At = SM.getPresumedLoc(SM.getExpansionLoc(Target.Found->getBeginLoc()));
    OS << File << ":" << At.getLine() << ":" << At.getColumn()
       << ": warning: the target regions of template '" << F->getQualifiedNameAsString()
       << "' are not analysed: the file never instantiates it, so their types are not "
          "known [paracodex-not-analysed]\n";
    ++Count;
  }
  return Count;
}

} // namespace paracodex
