//===- ProgramScope.cpp ---------------------------------------------------===//
#include "passes/legality/ProgramScope.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"

#include <utility>

using namespace clang;

namespace paracodex {

static ProgramScope &currentScope() {
  static ProgramScope Scope;
  return Scope;
}

void setProgramScope(ProgramScope Scope) { currentScope() = std::move(Scope); }

const ProgramScope &programScope() { return currentScope(); }

/// Whether the translation unit of \p Context defines `main`.
static bool definesMain(ASTContext &Context) {
  for (const NamedDecl *D : Context.getTranslationUnitDecl()->lookup(&Context.Idents.get("main")))
    if (const auto *F = dyn_cast<FunctionDecl>(D); F && F->isMain() && F->isDefined())
      return true;
  return false;
}

bool ownedByFile(const NamedDecl *D, std::string &Why) {
  const ProgramScope &Scope = programScope();
  std::string Name = "`" + D->getNameAsString() + "`";
  if (!Scope.WholeProgram) {
    Why.clear();
    return false;
  }
  if (!Scope.Unusable.empty()) {
    Why = "--whole-program cannot be used: " + Scope.Unusable;
    return false;
  }
  ASTContext &Context = D->getASTContext();
  const SourceManager &SM = Context.getSourceManager();
  if (const auto *F = dyn_cast<FunctionDecl>(D); F && F->isMain()) {
    Why = Name + " is the program's entry point";
    return false;
  }
  for (const Decl *R : D->redecls()) {
    if (SM.isInSystemHeader(SM.getExpansionLoc(R->getLocation()))) {
      Why = Name + " is declared in a system header: the C library may call or name it";
      return false;
    }
    // Code the program does not show runs these, or may replace them.
    if (R->hasAttr<ConstructorAttr>() || R->hasAttr<DestructorAttr>() || R->hasAttr<UsedAttr>() ||
        R->hasAttr<WeakAttr>() || R->hasAttr<WeakImportAttr>() || R->hasAttr<IFuncAttr>() ||
        R->hasAttr<AliasAttr>()) {
      Why = Name + " has an attribute (constructor, destructor, used, weak, ifunc or alias) "
                   "through which code outside the program may run or replace it";
      return false;
    }
  }
  if (const auto *V = dyn_cast<VarDecl>(D);
      V && V->hasDefinition() == VarDecl::DeclarationOnly) {
    Why = Name + " is only declared here (`extern`): another file defines it";
    return false;
  }
  if (auto Other = Scope.NamedElsewhere.find(D->getNameAsString());
      Other != Scope.NamedElsewhere.end()) {
    Why = Name + " is also named in " + Other->second + ", another file of the program";
    return false;
  }
  for (const char *Lookup : {"dlsym", "dlvsym"})
    for (const NamedDecl *L : Context.getTranslationUnitDecl()->lookup(&Context.Idents.get(Lookup)))
      if (L->isReferenced()) {
        Why = std::string("the file calls ") + Lookup + ": it may reach " + Name +
              " by a name it computes";
        return false;
      }
  if (!Scope.MainElsewhere && !definesMain(Context)) {
    Why = "no file of the program defines `main`: its functions may be a library's, called "
          "from elsewhere";
    return false;
  }
  Why = Name + " is not static, but under --whole-program no file of the program but this one "
               "names it";
  return true;
}

} // namespace paracodex
