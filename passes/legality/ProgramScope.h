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
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_PROGRAMSCOPE_H
#define PARACODEX_PASSES_LEGALITY_PROGRAMSCOPE_H

#include <map>
#include <string>

namespace clang {
class NamedDecl;
} // namespace clang

namespace paracodex {

struct ProgramScope {
  /// --whole-program was given.
  bool WholeProgram = false;
  /// Names with linkage that the program's other files define, use, alias
  /// or spell in assembly, each with one file that does.
  std::map<std::string, std::string> NamedElsewhere;
  /// Another file of the program defines `main`.
  bool MainElsewhere = false;
  /// Why the files cannot stand for the whole program (a file that did not
  /// parse); empty when they can.
  std::string Unusable;
};

/// The scope the legality rules read; set once by the command before it
/// analyses (the default: the file alone, not the whole program).
void setProgramScope(ProgramScope Scope);
const ProgramScope &programScope();

/// Whether \p D, a function or variable with external linkage, may be taken
/// as this file's own under --whole-program; \p Why says why not, or names
/// the assumption when it may (for the report).
bool ownedByFile(const clang::NamedDecl *D, std::string &Why);

} // namespace paracodex

#endif
