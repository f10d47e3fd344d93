//===- ReferenceLookup.cpp ------------------------------------------------===//
#include "passes/verify/ReferenceLookup.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace paracodex {

/// Every name the main file defines at file scope: functions, variables,
/// types, tags and enumerators. Both files define most of them, so each
/// gets a prefix before it is included.
std::set<std::string> definedNames(ASTContext &Context) {
  std::set<std::string> Names{"main"};
  SourceManager &SM = Context.getSourceManager();
  for (Decl *D : Context.getTranslationUnitDecl()->decls()) {
    if (D->isImplicit() || !SM.isInMainFile(SM.getExpansionLoc(D->getLocation())))
      continue;
    if (auto *Named = dyn_cast<NamedDecl>(D);
        Named && Named->getName().starts_with("__builtin"))
      continue;
    if (auto *Enum = dyn_cast<EnumDecl>(D))
      for (const EnumConstantDecl *C : Enum->enumerators())
        Names.insert(C->getName().str());
    if (auto *Named = dyn_cast<NamedDecl>(D))
      if (!Named->getName().empty())
        Names.insert(Named->getName().str());
    if (auto *Typedef = dyn_cast<TypedefNameDecl>(D))
      if (auto *Tag = Typedef->getUnderlyingType()->getAsTagDecl())
        if (auto *Enum = dyn_cast<EnumDecl>(Tag))
          for (const EnumConstantDecl *C : Enum->enumerators())
            Names.insert(C->getName().str());
  }
  return Names;
}

std::string bodyText(const FunctionDecl *F, ASTContext &Context) {
  SourceManager &SM = Context.getSourceManager();
  CharSourceRange R = CharSourceRange::getTokenRange(F->getSourceRange());
  return Lexer::getSourceText(R, SM, Context.getLangOpts()).str();
}

const FunctionModel *findFunction(const ProgramModel &P, const std::string &Name) {
  for (const FunctionModel &F : P.Functions)
    if (F.Name == Name)
      return &F;
  return nullptr;
}

const FunctionDecl *findDefinition(ASTContext &Context, const std::string &Name) {
  for (Decl *D : Context.getTranslationUnitDecl()->decls())
    if (auto *F = dyn_cast<FunctionDecl>(D))
      if (F->getName() == Name && F->doesThisDeclarationHaveABody())
        return F;
  return nullptr;
}

} // namespace paracodex
