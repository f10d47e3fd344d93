//===- IncludeClash.cpp ---------------------------------------------------===//
#include "passes/rewrite/IncludeClash.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Lex/Preprocessor.h"

#include <set>

namespace paracodex {

using namespace clang;

namespace {

/// Every name \p Unit declares at file scope (tags and enumerators too) or
/// defines as a macro.
std::set<std::string> namesOf(const ASTUnit &Unit) {
  std::set<std::string> Names;
  for (const Decl *D : Unit.getASTContext().getTranslationUnitDecl()->decls()) {
    if (const auto *N = llvm::dyn_cast<NamedDecl>(D))
      if (N->getIdentifier())
        Names.insert(N->getName().str());
    if (const auto *E = llvm::dyn_cast<EnumDecl>(D))
      for (const EnumConstantDecl *C : E->enumerators())
        Names.insert(C->getName().str());
  }
  for (const auto &[Name, State] : Unit.getPreprocessor().macros())
    Names.insert(Name->getName().str());
  return Names;
}

/// Whether the file already has a declaration of \p Name from a system
/// header.
bool declaredBySystemHeader(const ASTUnit &User, const IdentifierInfo &Name) {
  const ASTContext &Ctx = User.getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  for (const NamedDecl *D : Ctx.getTranslationUnitDecl()->lookup(DeclarationName(&Name)))
    if (SM.isInSystemHeader(D->getLocation()))
      return true;
  return false;
}

} // namespace

std::optional<std::string> bareIncludesClash(const ASTUnit &User, const ASTUnit *Headers) {
  if (!Headers)
    return std::string("<omp.h> and <ompx.h> do not compile with the file's command");
  std::set<std::string> Theirs = namesOf(*Headers);
  const ASTContext &Ctx = User.getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  auto Clashes = [&](const IdentifierInfo &Name) {
    return Theirs.count(Name.getName().str()) && !declaredBySystemHeader(User, Name);
  };
  // The file's own text: the main file and the user's headers (a file on
  // disk that is not a system header; not clang's predefines or -D).
  auto Own = [&](SourceLocation Loc) {
    if (Loc.isInvalid())
      return false;
    Loc = SM.getExpansionLoc(Loc);
    return !SM.isInSystemHeader(Loc) && SM.getFileEntryRefForID(SM.getFileID(Loc));
  };
  for (const Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    const auto *N = llvm::dyn_cast<NamedDecl>(D);
    if (!N || !N->getIdentifier() || !Own(N->getLocation()))
      continue;
    if (Clashes(*N->getIdentifier()))
      return "the file declares `" + N->getName().str() +
             "`, which <omp.h> or a header it includes (<stdlib.h>, <stdint.h>) declares too";
  }
  for (const auto &[Name, State] : User.getPreprocessor().macros()) {
    const MacroInfo *Info = State.getLatest() ? State.getLatest()->getMacroInfo() : nullptr;
    if (!Info || !Own(Info->getDefinitionLoc()))
      continue;
    if (Clashes(*Name))
      return "the file defines a macro `" + Name->getName().str() +
             "`, a name <omp.h> or a header it includes declares";
  }
  return std::nullopt;
}

} // namespace paracodex
