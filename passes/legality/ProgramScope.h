//===- ProgramScope.h - what code lies outside the file ---------*- C++ -*-===//
//
// The call-site proofs (CallSites.h) and file-scope work arrays
// (GlobalTemporaries.h) hold only for names no other code can reach: a
// `static` function or variable. C and C++ codes rarely say `static`; a
// helper of main.c is external by habit. `--whole-program` is the user's
// word that the program is the file given (or, with -p, the files of the
// compilation database): nothing outside them calls its functions or names
// its variables, as `-fwhole-program` tells GCC. Under it a function or
// variable with external linkage counts as the file's own when no other
// file of the program names it, no system header declares it (the C
// library may call or name it), it is not `main` and nothing else runs it
// unseen (constructor, destructor, `used`, `weak`), and the program has a
// `main` (else the files are a library, whose callers are elsewhere).
// A function the other files only call (directly, and name in no other
// way) is the file's own for a proof that judges those calls too: the
// work-array proof takes each file's calls as judged there
// (CallerTemporaries.h, deadAtCallsHere), where the file is parsed.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_PROGRAMSCOPE_H
#define PARACODEX_PASSES_LEGALITY_PROGRAMSCOPE_H

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class NamedDecl;
} // namespace clang

namespace paracodex {

/// The calls one other file of the program makes to a function of this
/// file, which that file names nowhere else.
struct CallsElsewhere {
  std::string File;
  /// Per parameter: whether every call there passes a work array of the
  /// caller's own that nothing reads (CallerTemporaries.h, followed through
  /// that file's static callers), and what was seen or why not.
  std::map<unsigned, std::pair<bool, std::string>> DeadStorage;
  /// Per pair of parameters (lower index first): whether every call there
  /// passes them pointers into different arrays (CallSiteAliasing.h).
  std::map<std::pair<unsigned, unsigned>, std::pair<bool, std::string>> DistinctArguments;
};

struct ProgramScope {
  /// --whole-program was given.
  bool WholeProgram = false;
  /// Names with linkage that the program's other files define, use, alias
  /// or spell in assembly, each with one file that does.
  std::map<std::string, std::string> NamedElsewhere;
  /// Functions other files only call (by name), with those calls.
  std::map<std::string, std::vector<CallsElsewhere>> CalledElsewhere;
  /// Another file of the program defines `main`.
  bool MainElsewhere = false;
  /// Why the files cannot stand for the whole program (a file that did not
  /// parse); empty when they can.
  std::string Unusable;
};

/// The C library's allocation functions: a program that defines one of
/// them cannot stand on the library's meaning of `malloc`.
const std::vector<const char *> &allocatorNames();

/// The scope the legality rules read; set once by the command before it
/// analyses (the default: the file alone, not the whole program).
void setProgramScope(ProgramScope Scope);
const ProgramScope &programScope();

/// Whether \p D, a function or variable with external linkage, may be taken
/// as this file's own under --whole-program; \p Why says why not, or names
/// the assumption when it may (for the report).
bool ownedByFile(const clang::NamedDecl *D, std::string &Why);

/// The same for a function whose calls in other files the caller follows
/// itself: calls elsewhere do not refuse it, and \p Elsewhere lists them.
bool ownedByFileButCalls(const clang::NamedDecl *D, std::string &Why,
                         std::vector<const CallsElsewhere *> &Elsewhere);

} // namespace paracodex

#endif
