//===- TuneCommand.h - `paracodex tune` -------------------------*- C++ -*-===//
//
// Times the schedules fuse can give a file's fused regions (inline, plane
// march, march in runs), each region on its own (RegionTimer.h), keeps for
// each region the fastest schedule whose whole program prints what the
// original prints, runs the program of those choices together when it is
// a new one, and records them in the source as `// paracodex:
// schedule(...)` comments, which fuse then honours on any machine.
// Programs run here, or (--emit-harness DIR) on a GPU machine from
// DIR/run.sh (and DIR/combined/run.sh), and are judged here from what that
// left (--results-from DIR).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_TUNECOMMAND_H
#define PARACODEX_TOOL_TUNECOMMAND_H

#include "tool/SourceLoader.h"

#include "llvm/Support/CommandLine.h"

namespace paracodex {

extern llvm::cl::SubCommand TuneSubcommand;

int runTune(const CompileSettings &DashDash);

} // namespace paracodex

#endif
