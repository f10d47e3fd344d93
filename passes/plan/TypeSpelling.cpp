//===- TypeSpelling.cpp -----------------------------------------------------===//
#include "passes/plan/TypeSpelling.h"

#include "passes/model/AstQueries.h"
#include "passes/plan/TextRefusal.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

namespace paracodex {

llvm::Expected<std::string> spellForCopy(clang::QualType T, const Candidate &C,
                                         const std::string &What) {
  const clang::FunctionDecl *F = C.Function->Decl;
  const clang::ASTContext &Ctx = F->getASTContext();
  if (C.Function->Pattern) {
    if (std::optional<std::string> Param = templateParameterSpelling(T, Ctx, F))
      return *Param;
    if (comesFromTemplateArgument(T, Ctx))
      return rewriteFailure(C, "the type of " + What + " (`" +
                                   T.getAsString(Ctx.getPrintingPolicy()) +
                                   "` in `" + C.Function->Instantiation +
                                   "`) comes from a template argument by a name the template's "
                                   "text does not give it: no spelling of it is right for "
                                   "every instantiation");
  }
  return T.getAsString(Ctx.getPrintingPolicy());
}

} // namespace paracodex
