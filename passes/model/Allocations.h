//===- Allocations.h - how an array variable gets its memory ----*- C++ -*-===//
//
// A temporary can go away only if paracodex knows where its memory came
// from: a malloc-family call, a wrapper of this file that returns one, or
// an assignment after a declaration without a value; and where it goes:
// `free`, or a wrapper of this file that only frees (LULESH's
// `Release(&p)`).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_MODEL_ALLOCATIONS_H
#define PARACODEX_PASSES_MODEL_ALLOCATIONS_H

#include "passes/model/RegionModel.h"

#include <string>

namespace clang {
class ASTContext;
class CallExpr;
class Expr;
class FunctionDecl;
class Stmt;
class UnaryOperator;
class VarDecl;
} // namespace clang

namespace paracodex {

class ModelContext;

/// `malloc`/`aligned_alloc`, `calloc`, `omp_target_alloc` by callee name.
Allocation allocationByName(const std::string &Callee);

/// How \p Init allocates: a malloc-family call, or a call to a function
/// of this file that only returns such memory (`alloc_host(n)` wrappers
/// that add an out-of-memory check).
Allocation allocationOf(const clang::Expr *Init);

/// The allocation every `return` of \p F hands out, when they all agree:
/// `return malloc(..)` or `return p` with `p` initialised by one.
Allocation wrappedAllocation(const clang::FunctionDecl *F);

/// Whether the call \p Call frees the array its one argument names and
/// does nothing else: the callee, a function of this file returning
/// nothing, only frees its parameter (`free(p)`), or, handed the pointer's
/// address (`release(&t)`), frees `*pp` and sets it to null, both under
/// null tests of it at most.
bool freesOnly(const clang::CallExpr *Call);

/// Whether the address \p AddrOf (`&t`) is the argument of such a call
/// (`release(&t)`): a pointer whose address only goes there is freed, not
/// pointed elsewhere.
bool isFreedThroughAddress(const clang::UnaryOperator *AddrOf, clang::ASTContext &Context);

/// `double *t; ... t = malloc(n);`: a local pointer declared without a
/// value and assigned exactly once, from an allocation, before any region,
/// is that allocation (its declaration then goes with it).
void markAllocatedByAssignment(const ModelContext &M, FunctionModel &F);

/// Whether \p V is assigned, incremented or has its address taken in
/// \p Body (after its declaration, it may hold something else).
bool changedIn(const clang::VarDecl *V, const clang::Stmt *Body);

} // namespace paracodex

#endif
