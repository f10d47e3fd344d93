//===- VerifyCommand.h - `paracodex verify` --------------------*- C++ -*-===//
#ifndef PARACODEX_TOOL_VERIFYCOMMAND_H
#define PARACODEX_TOOL_VERIFYCOMMAND_H

#include "tool/SourceLoader.h"

#include "llvm/Support/CommandLine.h"

namespace paracodex {

extern llvm::cl::SubCommand VerifySubcommand;

/// Runs the subcommand; returns 0 (equal), 1 (mismatch) or 2 (could not
/// build or run).
int runVerify(const CompileSettings &Settings);

} // namespace paracodex

#endif
