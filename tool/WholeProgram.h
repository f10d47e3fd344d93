//===- WholeProgram.h - what --whole-program learns from the other files -*- C++ -*-===//
//
// --whole-program says the program is the file given, or with -p the files
// of the compilation database. Each other file is parsed with its own
// command, and the names it defines with linkage, uses, aliases or spells
// in assembly are collected, with whether it defines `main`: the legality
// rules then take a function or variable of the file that is not static as
// the file's own only when no other file names it (ProgramScope.h).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_WHOLEPROGRAM_H
#define PARACODEX_TOOL_WHOLEPROGRAM_H

#include "passes/legality/ProgramScope.h"
#include "tool/SourceLoader.h"

#include "llvm/Support/Error.h"

#include <string>

namespace paracodex {

/// The scope of \p File under \p Settings: the default (not the whole
/// program) without --whole-program. An unreadable database is an error;
/// another file that does not parse makes the scope unusable, with why.
llvm::Expected<ProgramScope> programScopeOf(const std::string &File,
                                            const CompileSettings &Settings);

} // namespace paracodex

#endif
