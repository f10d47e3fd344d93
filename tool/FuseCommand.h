//===- FuseCommand.h - `paracodex fuse` ------------------------*- C++ -*-===//
#ifndef PARACODEX_TOOL_FUSECOMMAND_H
#define PARACODEX_TOOL_FUSECOMMAND_H

#include "tool/SourceLoader.h"

#include "llvm/Support/CommandLine.h"

namespace paracodex {

extern llvm::cl::SubCommand FuseSubcommand;

/// Runs the subcommand; returns the process exit status.
int runFuse(const CompileSettings &Settings);

} // namespace paracodex

#endif
