//===- ModelContext.h - what every model builder step shares ----*- C++ -*-===//
//
// The AST context, source locations as the model records them (expansion
// locations in the main file), parent lookups, and the table of array
// variables: views and pointer copies resolved to the array they name.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_MODELCONTEXT_H
#define PARACODEX_PASSES_MODEL_MODELCONTEXT_H

#include "passes/model/RegionModel.h"

#include "clang/AST/ASTContext.h"

#include <map>
#include <utility>

namespace paracodex {

class ModelContext {
public:
  explicit ModelContext(clang::ASTContext &Context)
      : Context(Context), SM(Context.getSourceManager()) {}

  clang::ASTContext &Context;
  clang::SourceManager &SM;

  // Source locations.
  SourceSpan span(clang::SourceRange Range) const;
  std::string text(clang::SourceRange Range) const;
  unsigned offset(clang::SourceLocation L) const;

  // Parents.
  const clang::Stmt *parentStmt(const clang::Stmt *S) const;
  /// The first parent that is not a paren or a cast; \p Child gets the
  /// expression below it that holds \p E.
  const clang::Stmt *semanticParent(const clang::Expr *E, const clang::Expr **Child) const;
  /// The variable whose initializer \p E is (through parens and casts).
  const clang::VarDecl *parentVarDecl(const clang::Expr *E) const;
  /// True when the lvalue \p E (a dereference or subscript) is stored to.
  bool isAssignedThrough(const clang::Expr *E) const;
  /// Whether the lvalue \p E is only read, stored to or incremented (or
  /// subscripted or member-accessed further, the enclosing expression
  /// then deciding); false when its address leaves the expression: `&e`,
  /// a C++ reference bound to it, an argument passed by reference, a row
  /// of an array decaying to a pointer.
  bool lvalueStaysPut(const clang::Expr *E) const;
  /// Whether the local reference \p V only reads what it is bound to: a
  /// reference to const whose every use reads its value (`const double &v
  /// = in[k]; t[k] = v * v;`). A store through it (`const_cast`, a
  /// `mutable` member), its address or its passing on to a call may write.
  bool onlyReadThrough(const clang::VarDecl *V) const;
  /// Whether the lvalue \p E is only read: converted to its value (through
  /// parentheses and non-arrow members), or bound to a reference that
  /// onlyReadThrough.
  bool readsValue(const clang::Expr *E) const;
  /// Where \p S sits as a statement of a block: the block and its index
  /// there; null when \p S is the body of an `if`, a loop or a label.
  /// Bare braces that hold \p S alone (`{ S }`, nested or not) run it
  /// exactly once where they stand, so the block is the one around them
  /// and Wrapped says the statement there is those braces. A `for` loop
  /// whose body is \p S alone (a benchmark's `for (n < repeat)`) is taken
  /// the same way, as Repeat: the pair rules decide whether two such loops
  /// repeat alike (rule same-repeat).
  struct BlockPosition {
    const clang::CompoundStmt *Block = nullptr;
    size_t Index = 0;
    bool Wrapped = false;
    const clang::ForStmt *Repeat = nullptr;
    const clang::Stmt *Statement = nullptr; ///< Block's statement at Index
  };
  BlockPosition enclosingBlock(const clang::Stmt *S) const;
  bool isNullPointer(const clang::Expr *E) const;

  // Arrays.
  /// Views: a pointer-to-array local initialised from a cast of another
  /// array, `double (*u)[n2][n1] = (double (*)[n2][n1]) up;`, and plain
  /// pointer copies `double *prev = tmp;`: another name for the same memory.
  std::map<const clang::ValueDecl *, const clang::ValueDecl *> ViewOf;
  /// Copies and views that the function moves after their initialisation
  /// (`q = c; q += k;`, `q = a + 1`, `&q` taken, a reference bound to it),
  /// with the line of the first move: they are no other name for the array
  /// they started from, and what they point to is not known (review of
  /// session 25, ptr_compound_assign).
  std::map<const clang::ValueDecl *, unsigned> MovedCopies;
  const clang::ValueDecl *canonical(const clang::ValueDecl *D) const;
  static bool isPointerCopy(const clang::VarDecl *V);
  static bool isViewDeclaration(const clang::VarDecl *V);
  /// Fills ViewOf and MovedCopies for one function (cleared first).
  void collectViews(const clang::FunctionDecl *F);
  /// The model's entry for the array \p D names, created on first use.
  ArrayVariable &arrayFor(FunctionModel &F, const clang::ValueDecl *D);
};

} // namespace paracodex

#endif
