//===- TemplateNotice.cpp -------------------------------------------------===//
#include "tool/TemplateNotice.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"

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

/// Templated functions: function templates' patterns and members of class
/// templates. Their instantiations are not visited (not shouldVisit...).
struct TemplatedFunctions : RecursiveASTVisitor<TemplatedFunctions> {
  std::vector<const FunctionDecl *> Found;
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (F->isTemplated() && F->doesThisDeclarationHaveABody())
      Found.push_back(F);
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
    if (!SM.isInMainFile(SM.getExpansionLoc(F->getLocation())))
      continue;
    FirstTarget Target;
    Target.TraverseStmt(F->getBody());
    if (!Target.Found)
      continue;
    PresumedLoc At = SM.getPresumedLoc(SM.getExpansionLoc(Target.Found->getBeginLoc()));
    OS << File << ":" << At.getLine() << ":" << At.getColumn()
       << ": warning: the target regions of function template '" << F->getNameAsString()
       << "' are not analysed (templates are not supported yet) [paracodex-not-analysed]\n";
    ++Count;
  }
  return Count;
}

} // namespace paracodex
