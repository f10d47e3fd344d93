//===- WholeProgram.cpp ---------------------------------------------------===//
#include "tool/WholeProgram.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <set>

using namespace clang;

namespace paracodex {

namespace {

/// The names one file of the program may reach another's functions and
/// variables by.
struct NameCollector : RecursiveASTVisitor<NameCollector> {
  const SourceManager &SM;
  std::set<std::string> Names;
  bool DefinesMain = false;
  bool LooksUpSymbols = false;
  explicit NameCollector(const SourceManager &SM) : SM(SM) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  /// Every identifier in assembly text: `call helper` reaches `helper`.
  void wordsOf(llvm::StringRef Text) {
    std::string Word;
    for (char C : Text.str() + " ") {
      if (std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '$') {
        Word += C;
      } else {
        if (!Word.empty() && !std::isdigit(static_cast<unsigned char>(Word[0])))
          Names.insert(Word);
        Word.clear();
      }
    }
  }
  bool VisitDecl(Decl *D) {
    for (const Attr *A : D->attrs()) {
      if (const auto *Alias = dyn_cast<AliasAttr>(A))
        wordsOf(Alias->getAliasee());
      else if (const auto *Ref = dyn_cast<WeakRefAttr>(A))
        wordsOf(Ref->getAliasee());
      else if (const auto *Label = dyn_cast<AsmLabelAttr>(A))
        wordsOf(Label->getLabel());
      else if (const auto *Resolver = dyn_cast<IFuncAttr>(A))
        wordsOf(Resolver->getResolver());
    }
    if (const auto *Asm = dyn_cast<FileScopeAsmDecl>(D))
      wordsOf(Asm->getAsmString()->getString());
    // A library's declarations say nothing about the program's names.
    const auto *N = dyn_cast<NamedDecl>(D);
    if (!N || !(isa<FunctionDecl>(N) || isa<VarDecl>(N)) || !N->getIdentifier())
      return true;
    if (const auto *F = dyn_cast<FunctionDecl>(N); F && F->isMain() && F->isDefined())
      DefinesMain = true;
    // A declaration alone reaches nothing; a second definition may be
    // merged with the file's (C's common symbols, a weak definition).
    bool Defines = false;
    if (const auto *F = dyn_cast<FunctionDecl>(N))
      Defines = F->isThisDeclarationADefinition();
    else if (const auto *V = dyn_cast<VarDecl>(N))
      Defines = V->isThisDeclarationADefinition() != VarDecl::DeclarationOnly;
    if (Defines && N->hasLinkage() && N->isExternallyVisible() &&
        !SM.isInSystemHeader(SM.getExpansionLoc(N->getLocation())))
      Names.insert(N->getName().str());
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    const NamedDecl *N = Ref->getDecl();
    if (!N || !N->getIdentifier() || !N->hasLinkage())
      return true;
    Names.insert(N->getName().str());
    // A name looked up at run time is named by a string, which no parse
    // follows.
    if (N->getName() == "dlsym" || N->getName() == "dlvsym")
      LooksUpSymbols = true;
    return true;
  }
  bool VisitGCCAsmStmt(GCCAsmStmt *Asm) {
    wordsOf(Asm->getAsmString()->getString());
    return true;
  }
};

} // namespace

llvm::Expected<ProgramScope> programScopeOf(const std::string &File,
                                            const CompileSettings &Settings) {
  ProgramScope Scope;
  Scope.WholeProgram = Settings.WholeProgram;
  if (!Settings.WholeProgram)
    return Scope;
  auto Files = databaseFiles(Settings);
  if (!Files)
    return Files.takeError();
  const std::string Self = absoluteFilePath(File);
  for (const std::string &Other : *Files) {
    if (Other == Self)
      continue;
    auto Unit = parseSourceFile(Other, Settings);
    if (!Unit) {
      llvm::consumeError(Unit.takeError());
      Scope.Unusable = Other + ", a file of the program, does not parse: what it names is "
                               "unknown";
      return Scope;
    }
    ASTContext &Context = (*Unit)->getASTContext();
    NameCollector Collector(Context.getSourceManager());
    Collector.TraverseDecl(Context.getTranslationUnitDecl());
    if (Collector.LooksUpSymbols) {
      Scope.Unusable = Other + " calls dlsym: it may reach any function or variable by a name "
                               "it computes";
      return Scope;
    }
    Scope.MainElsewhere |= Collector.DefinesMain;
    for (const std::string &Name : Collector.Names)
      Scope.NamedElsewhere.emplace(Name, Other);
  }
  return Scope;
}

} // namespace paracodex
