//===- ScheduleChecks.h - what a schedule rewrite checks first ---*- C++ -*-===//
//
// The schedule rewrites (PlaneMarch.h, TwoLevelReduction.h) change how the
// iterations of a region are shaped, never what they compute. The checks
// of the text they share: whether an expression's uses of a loop variable
// are all spelled in its own text (so that rewriting the text rewrites
// every use), whether a new name would capture one of the file's, whether
// a preprocessor line lies in between. The facts of the AST the plan
// decides on are in passes/plan/ScheduleFacts.h.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_SCHEDULECHECKS_H
#define PARACODEX_PASSES_REWRITE_SCHEDULECHECKS_H

#include "passes/model/AffineExpr.h"
#include "passes/model/AstQueries.h"
#include "passes/plan/ScheduleFacts.h"
#include "passes/model/SourceText.h"

#include "clang/AST/Type.h"

#include <optional>
#include <string>

#include "llvm/Frontend/OpenMP/OMPConstants.h"

namespace clang {
class ASTContext;
class Expr;
class OMPExecutableDirective;
class ForStmt;
class Stmt;
class VarDecl;
} // namespace clang

namespace paracodex {

/// Whether every use of \p Var inside \p E is spelled in \p Range of the
/// main file, and \p Range spells no other token named \p Name.
bool usesSpelledIn(const clang::Expr *E, const clang::VarDecl *Var, ByteRange Range,
                   const std::string &Name, const SourceText &Text);

/// Whether a name the rewrite declares around or inside the region of
/// \p D (whose loop nest is \p Nest and whose text is \p Range) would
/// capture, or be captured by, something of the file: a token of that
/// text, a variable the region refers to (through a macro too), or a
/// macro of that name.
bool nameTaken(llvm::StringRef Name, const clang::OMPExecutableDirective &D,
               const clang::Stmt *Nest, ByteRange Range, const SourceText &Text);

/// Whether a preprocessor line starts in (\p Begin, \p End): text the
/// rewrite copies or moves across it could see other macros.
bool directiveLineIn(const SourceText &Text, unsigned Begin, unsigned End);

/// \p E as C text with every symbol widened to `long long`, so that
/// `n - 1` cannot overflow where the loop's own arithmetic did not.
std::string wideText(const AffineExpr &E);

} // namespace paracodex

#endif
