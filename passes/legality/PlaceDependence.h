//===- PlaceDependence.h - code whose meaning depends on where it is ----*- C++ -*-===//
//
// Code a fusion moves into another launch, or to another line, must not
// ask where it is: `__LINE__` and `__COUNTER__` expand anew where the code
// is written, and the OpenMP queries of the executing team or thread
// answer for the launch the code runs in. A statement expression cannot be
// copied as one expression. Shared by the rules of the fusions that move
// code: pure-producer (vertical) and runs-where-written (side by side).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_PLACEDEPENDENCE_H
#define PARACODEX_PASSES_LEGALITY_PLACEDEPENDENCE_H

#include <string>

namespace clang {
class ASTContext;
class Stmt;
} // namespace clang

namespace paracodex {

/// The first call in \p Code to an OpenMP query of the launch
/// (`omp_get_*`, `omp_is_initial_device`), or empty.
std::string launchQueryIn(const clang::Stmt *Code);

/// `__LINE__` or `__COUNTER__` when \p Code expands one, or empty.
std::string placeMacroIn(const clang::Stmt *Code, const clang::ASTContext &Context);

} // namespace paracodex

#endif
