//===- Diagnostics.h - user-facing errors of the paracodex command -*- C++ -*-===//
#ifndef PARACODEX_TOOL_DIAGNOSTICS_H
#define PARACODEX_TOOL_DIAGNOSTICS_H

#include "llvm/Support/Error.h"

namespace paracodex {

/// Prints \p E in the compiler's `file:line:col: error: ...` form (messages
/// shaped `file:line: what`, as the profile readers give, get a column;
/// others are prefixed `paracodex: error:` unless they say `error:`
/// already) and returns \p ExitCode.
int reportError(llvm::Error E, int ExitCode = 1);

} // namespace paracodex

#endif
