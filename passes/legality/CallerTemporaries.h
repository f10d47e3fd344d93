//===- CallerTemporaries.h - work arrays the callers pass in ----*- C++ -*-===//
//
// NPB-style code allocates its work arrays in the caller and passes them
// down: sum_abs(x, tmp, n) with `tmp` malloc'ed in main and freed unread.
// Inside sum_abs, `tmp` is a parameter, and whether its values are used
// after the call is a fact of the callers. For a function with internal
// linkage whose address is never taken every caller is in this file; the
// parameter is a temporary of the call when, at every call, the argument
// is a variable of the caller that holds a fresh array (a local array, or a
// pointer set from malloc, calloc or omp_target_alloc) and that the caller
// otherwise only frees, maps, or passes to the same parameter again
// (followed through callers that pass their own such parameter).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_CALLERTEMPORARIES_H
#define PARACODEX_PASSES_LEGALITY_CALLERTEMPORARIES_H

#include <string>

namespace clang {
class FunctionDecl;
class ParmVarDecl;
} // namespace clang

namespace paracodex {

struct CallerStorageProof {
  bool Dead = false;
  /// Dead: the variables passed and the calls looked at; otherwise why not.
  std::string Why;
};

/// Whether every call of \p P's function passes for \p P storage of the
/// caller's own that nothing uses after the call.
CallerStorageProof deadAfterEveryCall(const clang::ParmVarDecl *P);

/// The same for the calls in this unit of \p F, a function another file of
/// the program defines, for its parameter \p Index (ProgramScope.h): the
/// defining file's proof takes these as proved.
CallerStorageProof deadAtCallsHere(const clang::FunctionDecl *F, unsigned Index);

} // namespace paracodex

#endif
