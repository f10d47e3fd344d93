//===- StepBindings.h - outer scalars a loop nest sets per iteration -*- C++ -*-===//
//
// Offload code ported from Fortran-style C declares its index scalars at
// the top of the function and sets them between the collapsed loops:
//
//     for (j3 = 1; j3 < m3j-1; j3++) {
//       i3 = 2*j3 - d3;
//       for (j2 = ...) { i2 = 2*j2 - d2; ... }
//
// (ParaCodex's NAS MG rprj3). Inside a target region such a scalar is
// implicitly firstprivate: the host never sees the stores, and when each
// use follows the one assignment in the same iteration, the scalar is a
// per-iteration value like a local `int i3 = 2*j3 - d3;`, a binding.
// Anything short of that (a second store, a use before the store, a map
// or reduction clause naming it, `defaultmap`) leaves it an ordinary
// write to an outer scalar, which the rules refuse.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_STEPBINDINGS_H
#define PARACODEX_PASSES_MODEL_STEPBINDINGS_H

#include "passes/model/ExprToAffine.h"

#include <set>
#include <vector>

namespace clang {
class CompoundStmt;
class DeclRefExpr;
class Expr;
class OMPExecutableDirective;
class Stmt;
class VarDecl;
} // namespace clang

namespace paracodex {

class ModelContext;

/// What the region around the assignments holds.
struct StepBindingScope {
  /// The directive and its nested directives (their clauses may name it).
  std::vector<const clang::OMPExecutableDirective *> Chain;
  /// The region's byte range.
  unsigned Begin = 0, End = 0;
  /// Every variable reference and every store target in the region.
  const std::vector<const clang::DeclRefExpr *> *Refs = nullptr;
  const std::vector<const clang::Expr *> *Stores = nullptr;
  /// The region's loop variables, and those of the loops around \p Block.
  std::set<const clang::VarDecl *> LoopVars, EnclosingLoopVars;
};

/// Takes the leading statements of \p Block that are step bindings into
/// \p Bindings (and their variables into \p Bound); returns how many.
size_t takeStepBindings(const ModelContext &M, const clang::CompoundStmt *Block,
                        const StepBindingScope &Scope, AffineBindings &Bindings,
                        std::set<const clang::VarDecl *> &Bound);

} // namespace paracodex

#endif
