//===- AnalyzeCommand.h - `paracodex analyze` -------------------*- C++ -*-===//
#ifndef PARACODEX_TOOL_ANALYZECOMMAND_H
#define PARACODEX_TOOL_ANALYZECOMMAND_H

#include "tool/SourceLoader.h"

#include "llvm/Support/CommandLine.h"

namespace paracodex {

extern llvm::cl::SubCommand AnalyzeSubcommand;

/// Runs the subcommand; returns the process exit status.
int runAnalyze(const CompileSettings &Settings);

} // namespace paracodex

#endif
