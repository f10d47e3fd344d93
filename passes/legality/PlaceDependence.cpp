//===- PlaceDependence.cpp ------------------------------------------------===//
#include "passes/legality/PlaceDependence.h"

#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/Lexer.h"

namespace paracodex {

std::string launchQueryIn(const clang::Stmt *Code) {
  for (const clang::CallExpr *Call : collectNodes<clang::CallExpr>(Code))
    if (const clang::FunctionDecl *Callee = Call->getDirectCallee()) {
      llvm::StringRef Name = Callee->getName();
      if (Name.starts_with("omp_get_") || Name == "omp_is_initial_device")
        return Name.str();
    }
  return "";
}

std::string placeMacroIn(const clang::Stmt *Code, const clang::ASTContext &Context) {
  const clang::SourceManager &SM = Context.getSourceManager();
  for (const clang::Expr *E : collectNodes<clang::Expr>(Code)) {
    clang::SourceLocation L = E->getBeginLoc();
    if (!L.isMacroID())
      continue;
    llvm::StringRef Macro = clang::Lexer::getImmediateMacroName(L, SM, Context.getLangOpts());
    if (Macro == "__LINE__" || Macro == "__COUNTER__")
      return Macro.str();
  }
  return "";
}

} // namespace paracodex
