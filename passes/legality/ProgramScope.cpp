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

const std::vector<const char *> &allocatorNames() {
  static const std::vector<const char *> Names = {
      "malloc", "calloc", "realloc", "free", "aligned_alloc", "posix_memalign",
      "omp_target_alloc", "omp_target_free", "omp_alloc", "omp_free"};
  return Names;
}

/// Whether the translation unit of \p Context defines `main`.
static bool definesMain(ASTContext &Context) {
  for (const NamedDecl *D : Context.getTranslationUnitDecl()->lookup(&Context.Idents.get("main")))
    if (const auto *F = dyn_cast<FunctionDecl>(D); F && F->isMain() && F->isDefined())
      return true;
  return false;
}

static bool owned(const NamedDecl *D, std::string &Why,
                  std::vector<const CallsElsewhere *> *Elsewhere);

bool ownedByFile(const NamedDecl *D, std::string &Why) { return owned(D, Why, nullptr); }

bool ownedByFileButCalls(const NamedDecl *D, std::string &Why,
                         std::vector<const CallsElsewhere *> &Elsewhere) {
  Elsewhere.clear();
  return owned(D, Why, &Elsewhere);
}

static bool owned(const NamedDecl *D, std::string &Why,
                  std::vector<const CallsElsewhere *> *Elsewhere) {
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
  // An operator or a conversion is named by no identifier other files
  // would spell (review 32, cxx_operator).
  if (!D->getIdentifier()) {
    Why = Name + " has no plain name (an operator or a conversion)";
    return false;
  }
  if (const auto *F = dyn_cast<FunctionDecl>(D); F && F->isMain()) {
    Why = Name + " is the program's entry point";
    return false;
  }
  for (const Decl *R : D->redecls()) {
    if (SM.isInSystemHeader(SM.getExpansionLoc(R->getLocation()))) {
      Why = Name + " is declared in a system header: the C library may call or name it";
      return false;
    }
    // Code the program does not show runs these, or may replace them; an
    // assembler name (also `#pragma redefine_extname`) or a section
    // (whose `__start_` symbol the linker makes) is reached by a name the
    // other files need not spell (review 32).
    if (R->hasAttr<ConstructorAttr>() || R->hasAttr<DestructorAttr>() || R->hasAttr<UsedAttr>() ||
        R->hasAttr<WeakAttr>() || R->hasAttr<WeakImportAttr>() || R->hasAttr<IFuncAttr>() ||
        R->hasAttr<AliasAttr>() || R->hasAttr<AsmLabelAttr>() || R->hasAttr<SectionAttr>()) {
      Why = Name + " has an attribute (constructor, destructor, used, weak, ifunc, alias, an "
                   "assembler name or a section) through which code outside the program may "
                   "run, replace or reach it";
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
  // A program that defines its own allocator makes `malloc` no proof of
  // fresh storage (review 32, user_malloc).
  for (const char *Allocator : allocatorNames())
    for (const NamedDecl *A :
         Context.getTranslationUnitDecl()->lookup(&Context.Idents.get(Allocator)))
      if (const auto *F = dyn_cast<FunctionDecl>(A); F && F->isDefined()) {
        Why = std::string("the file defines `") + Allocator + "`, the program's own allocator";
        return false;
      }
  for (const char *Lookup : {"dlsym", "dlvsym"})
    for (const NamedDecl *L : Context.getTranslationUnitDecl()->lookup(&Context.Idents.get(Lookup)))
      if (L->isReferenced()) {
        Why = std::string("the file calls ") + Lookup + ": it may reach " + Name +
              " by a name it computes";
        return false;
      }
  if (auto Called = Scope.CalledElsewhere.find(D->getNameAsString());
      Called != Scope.CalledElsewhere.end()) {
    if (!Elsewhere) {
      Why = Name + " is called in " + Called->second.front().File +
            ", another file of the program, whose calls this proof does not follow";
      return false;
    }
    for (const CallsElsewhere &Calls : Called->second)
      Elsewhere->push_back(&Calls);
  }
  if (!Scope.MainElsewhere && !definesMain(Context)) {
    Why = "no file of the program defines `main`: its functions may be a library's, called "
          "from elsewhere";
    return false;
  }
  if (Elsewhere && !Elsewhere->empty())
    Why = Name + " is not static, but under --whole-program the other files of the program "
                 "only call it";
  else
    Why = Name + " is not static, but under --whole-program no file of the program but this "
                 "one names it";
  return true;
}

} // namespace paracodex
