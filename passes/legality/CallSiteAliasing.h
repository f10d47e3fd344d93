//===- CallSiteAliasing.h - distinct storage proved at every call site -*- C++ -*-===//
//
// Real offload code rarely writes `restrict`: NAS MG's resid(ou, ov, orr)
// is called as resid(u, v, r) and resid(&u[k], &r[k], &r[k]). Whether ou
// and orr can share memory is not a fact of resid but of its callers. For
// a function with internal linkage whose address is never taken, every
// caller is in this translation unit: each pointer parameter points into
// the storage of the arguments passed for it, followed through callers
// that are themselves such functions (mg3P(u, v, r) called from main with
// the global arrays). Two parameters are distinct when the sets of arrays
// they may point into are known and disjoint.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_CALLSITEALIASING_H
#define PARACODEX_PASSES_LEGALITY_CALLSITEALIASING_H

#include <string>

namespace clang {
class FunctionDecl;
class ValueDecl;
} // namespace clang

namespace paracodex {

struct CallSiteProof {
  bool Distinct = false;
  /// Distinct: the arrays each may point into and the calls looked at;
  /// otherwise why it could not be proved.
  std::string Why;
};

/// Can \p X and \p Y (pointer parameters of one function, or arrays) point
/// into the same array at some call?
CallSiteProof distinctAtEveryCall(const clang::ValueDecl *X, const clang::ValueDecl *Y);

/// Whether, at every call in this unit of \p F (a function another file of
/// the program defines), its arguments \p I and \p J point into different
/// arrays (ProgramScope.h): the defining file's proof takes that as proved.
CallSiteProof distinctAtCallsHere(const clang::FunctionDecl *F, unsigned I, unsigned J);

} // namespace paracodex

#endif
