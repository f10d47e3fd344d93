//===- CallSites.cpp ------------------------------------------------------===//
#include "passes/legality/CallSites.h"

#include "passes/legality/ProgramScope.h"

#include "passes/model/Allocations.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

#include <set>

using namespace clang;

namespace paracodex {

namespace {

/// Every call of one function, and every other mention of it, anywhere in
/// the translation unit: namespaces, classes, templates (their
/// instantiations), `extern "C"` blocks, initializers (review reproducers
/// caller_in_namespace, caller_in_class, caller_in_tmpl, caller_in_externc).
struct UseFinder : RecursiveASTVisitor<UseFinder> {
  const FunctionDecl *Canonical;
  std::vector<const CallExpr *> Calls;
  std::set<const Expr *> Callees;
  std::vector<const DeclRefExpr *> Refs;
  explicit UseFinder(const FunctionDecl *F) : Canonical(F->getCanonicalDecl()) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool refersToIt(const Decl *D) const {
    const auto *C = dyn_cast_or_null<FunctionDecl>(D);
    return C && C->getCanonicalDecl() == Canonical;
  }
  bool VisitCallExpr(CallExpr *Call) {
    if (refersToIt(Call->getDirectCallee())) {
      Calls.push_back(Call);
      Callees.insert(Call->getCallee()->IgnoreParenImpCasts());
    }
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (refersToIt(Ref->getDecl()))
      Refs.push_back(Ref);
    return true;
  }
};

} // namespace

bool allCallsOf(const FunctionDecl *F, std::vector<const CallExpr *> &Calls, std::string &Why,
                std::vector<const CallsElsewhere *> *Elsewhere) {
  // Under --whole-program a function of external linkage that no other
  // file names (or, where the caller follows them, only calls) is the
  // file's own (ProgramScope.h); Why then names that assumption.
  std::string Owned;
  if (Elsewhere)
    Elsewhere->clear();
  if (F->isExternallyVisible()) {
    std::string WhyNotOwned;
    std::vector<const CallsElsewhere *> Foreign;
    bool Own = Elsewhere ? ownedByFileButCalls(F, WhyNotOwned, Foreign)
                         : ownedByFile(F, WhyNotOwned);
    if (!Own) {
      Why = "`" + F->getName().str() + "` is not static: callers in other files may pass anything";
      if (!WhyNotOwned.empty())
        Why += " (" + WhyNotOwned + ")";
      return false;
    }
    Owned = WhyNotOwned;
    if (Elsewhere)
      *Elsewhere = Foreign;
  }
  if (!callsInThisUnit(F, Calls, Why))
    return false;
  Why = Owned;
  return true;
}

bool callsInThisUnit(const FunctionDecl *F, std::vector<const CallExpr *> &Calls,
                     std::string &Why) {
  // A member function or a lambda: its calls pass the object first, and
  // paracodex does not follow them (review reproducer lambda_call_arg_shift).
  if (isa<CXXMethodDecl>(F)) {
    Why = "`" + F->getNameAsString() + "` is a member function or a lambda: its callers are "
          "not followed";
    return false;
  }
  ASTContext &Context = F->getASTContext();
  const SourceManager &SM = Context.getSourceManager();
  // Another name for it (`__attribute__((alias("f")))`) has callers of its
  // own (review reproducers caller_via_alias_attr, callsite_alias_attr).
  // Calls no call expression shows: a variable's `cleanup(f)` attribute,
  // and assembly, which may call any symbol of the file (review 32,
  // cleanup_same_file).
  struct AliasFinder : RecursiveASTVisitor<AliasFinder> {
    const FunctionDecl *Canonical = nullptr;
    std::string Name;
    bool Found = false, Cleanup = false, Assembly = false;
    bool VisitDecl(Decl *D) {
      if (const auto *A = D->getAttr<AliasAttr>())
        Found |= A->getAliasee() == Name;
      if (const auto *C = D->getAttr<CleanupAttr>())
        Cleanup |= C->getFunctionDecl() && C->getFunctionDecl()->getCanonicalDecl() == Canonical;
      Assembly |= isa<FileScopeAsmDecl>(D);
      return true;
    }
    bool VisitAsmStmt(AsmStmt *) {
      Assembly = true;
      return true;
    }
  } Aliases;
  Aliases.Canonical = F->getCanonicalDecl();
  Aliases.Name = F->getName().str();
  Aliases.TraverseDecl(Context.getTranslationUnitDecl());
  if (Aliases.Found) {
    Why = "`" + F->getName().str() + "` has another name (an alias attribute): its callers "
          "are unknown";
    return false;
  }
  if (Aliases.Cleanup) {
    Why = "`" + F->getName().str() + "` is a variable's cleanup function: it is called where "
          "no call is written";
    return false;
  }
  if (Aliases.Assembly) {
    Why = "the file holds assembly, which may call `" + F->getName().str() + "`";
    return false;
  }
  UseFinder Uses(F);
  Uses.TraverseDecl(Context.getTranslationUnitDecl());
  for (const DeclRefExpr *Ref : Uses.Refs)
    if (!Uses.Callees.count(Ref)) {
      Why = "the address of `" + F->getName().str() + "` is taken at line " +
            std::to_string(presumedLine(SM, Ref->getBeginLoc())) +
            ": its callers are unknown";
      return false;
    }
  Calls = Uses.Calls;
  return true;
}

bool parameterChangedIn(const ParmVarDecl *P, const FunctionDecl *F) {
  return !F || !F->hasBody() || changedIn(P, F->getBody());
}

} // namespace paracodex
