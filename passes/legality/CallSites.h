//===- CallSites.h - every call of a function in this file ------*- C++ -*-===//
//
// The call-site rules (CallSiteAliasing.h, CallerTemporaries.h) reason
// about all callers of a function; they exist only for a function with
// internal linkage (or one --whole-program makes the file's own,
// ProgramScope.h) that is never named other than as a callee.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_CALLSITES_H
#define PARACODEX_PASSES_LEGALITY_CALLSITES_H

#include <string>
#include <vector>

namespace clang {
class CallExpr;
class FunctionDecl;
class ParmVarDecl;
} // namespace clang

namespace paracodex {

struct CallsElsewhere;

/// Every direct call of \p F in its translation unit; false, with \p Why,
/// when \p F is visible to other files or its address is taken. True with
/// a non-empty \p Why when \p F has external linkage and --whole-program
/// makes it the file's own (ProgramScope.h): \p Why names that assumption.
/// Given \p Elsewhere, a function that other files of the program only call
/// is the file's own too, and \p Elsewhere lists those calls, which the
/// caller must judge itself.
bool allCallsOf(const clang::FunctionDecl *F, std::vector<const clang::CallExpr *> &Calls,
                std::string &Why, std::vector<const CallsElsewhere *> *Elsewhere = nullptr);

/// Every direct call of \p F in this translation unit, whatever its
/// linkage; false, with \p Why, when its address is taken or it has another
/// name. (The calls of a function other files define, for ProgramScope.h.)
bool callsInThisUnit(const clang::FunctionDecl *F, std::vector<const clang::CallExpr *> &Calls,
                     std::string &Why);

/// True when \p P is assigned, incremented or has its address taken in \p F.
bool parameterChangedIn(const clang::ParmVarDecl *P, const clang::FunctionDecl *F);

} // namespace paracodex

#endif
