//===- ScheduleChecks.cpp -------------------------------------------------===//
#include "passes/rewrite/ScheduleChecks.h"

#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"

#include <cctype>

namespace paracodex {

bool nameTaken(llvm::StringRef Name, const clang::OMPExecutableDirective &D,
               const clang::Stmt *Nest, ByteRange Range, const SourceText &Text) {
  if (!Text.identifierOffsets(Range, Name).empty())
    return true;
  // A macro of that name, even one #undef'd before the end of the file;
  // a file-scope declaration (a typedef a macro's expansion names, say).
  clang::ASTContext &Ctx = Text.context();
  auto Known = Ctx.Idents.find(Name);
  if (Known != Ctx.Idents.end() && Known->getValue()->hadMacroDefinition())
    return true;
  if (Known != Ctx.Idents.end() &&
      !Ctx.getTranslationUnitDecl()->lookup(clang::DeclarationName(Known->getValue())).empty())
    return true;
  std::vector<const clang::DeclRefExpr *> Refs = collectNodes<clang::DeclRefExpr>(Nest);
  for (const clang::OMPClause *C : D.clauses())
    for (const clang::Stmt *Child : const_cast<clang::OMPClause *>(C)->children())
      if (Child)
        for (const clang::DeclRefExpr *E : collectNodes<clang::DeclRefExpr>(Child))
          Refs.push_back(E);
  for (const clang::DeclRefExpr *E : Refs)
    if (E->getDecl()->getName() == Name)
      return true;
  return false;
}

bool directiveLineIn(const SourceText &Text, unsigned Begin, unsigned End) {
  llvm::StringRef Code = Text.code();
  size_t Line = Code.find('\n', Begin);
  while (Line != llvm::StringRef::npos && Line + 1 < End) {
    size_t Next = Code.find('\n', Line + 1);
    if (Code.slice(Line + 1, Next).ltrim(" \t").starts_with("#"))
      return true;
    Line = Next;
  }
  return false;
}

bool usesSpelledIn(const clang::Expr *E, const clang::VarDecl *Var, ByteRange Range,
                   const std::string &Name, const SourceText &Text) {
  const clang::SourceManager &SM = Text.sourceManager();
  unsigned Uses = 0;
  for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(E)) {
    if (Ref->getDecl() != Var)
      continue;
    ++Uses;
    clang::SourceLocation Where = SM.getSpellingLoc(Ref->getLocation());
    if (!SM.isInMainFile(Where) || !Range.contains(SM.getFileOffset(Where)))
      return false;
  }
  return Uses == Text.identifierOffsets(Range, Name).size();
}

std::string wideText(const AffineExpr &E) {
  std::string S = E.str(), Out;
  for (size_t I = 0; I < S.size();) {
    if (std::isalpha(static_cast<unsigned char>(S[I])) || S[I] == '_') {
      // A C++ qualified name (`g::n`) is one operand.
      size_t J = I;
      while (J < S.size() && (std::isalnum(static_cast<unsigned char>(S[J])) || S[J] == '_' ||
                              (S[J] == ':' && J + 1 < S.size() && S[J + 1] == ':')))
        J += S[J] == ':' ? 2 : 1;
      Out += "((long long)(" + S.substr(I, J - I) + "))";
      I = J;
    } else if (std::isdigit(static_cast<unsigned char>(S[I]))) {
      size_t J = I;
      while (J < S.size() && std::isdigit(static_cast<unsigned char>(S[J])))
        ++J;
      Out += S.substr(I, J - I) + "LL";
      I = J;
    } else {
      Out += S[I++];
    }
  }
  return "(" + Out + ")";
}

} // namespace paracodex
