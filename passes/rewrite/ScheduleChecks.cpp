//===- ScheduleChecks.cpp -------------------------------------------------===//
#include "passes/rewrite/ScheduleChecks.h"

#include "passes/model/CollectNodes.h"

#include "clang/AST/Expr.h"

namespace paracodex {

bool clauseIgnoresShape(llvm::omp::Clause Kind, bool LaunchBounds) {
  using namespace llvm::omp;
  switch (Kind) {
  case OMPC_map:
  case OMPC_collapse:
  case OMPC_reduction:
  case OMPC_firstprivate:
  case OMPC_shared:
  case OMPC_is_device_ptr:
  case OMPC_has_device_addr:
  case OMPC_nowait:
  case OMPC_depend:
  case OMPC_device:
  case OMPC_if:
  case OMPC_default:
  case OMPC_defaultmap:
    return true;
  case OMPC_num_teams:
  case OMPC_thread_limit:
    return LaunchBounds;
  default:
    return false;
  }
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

} // namespace paracodex
