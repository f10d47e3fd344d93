//===- ExitCodes.h - what paracodex's exit status means --------*- C++ -*-===//
//
// One table for every subcommand (README "Exit codes"):
//   0  success: the command ran and has nothing to report (analyze always;
//      fuse wrote its output, or --check found nothing to fuse; verify: equal)
//   1  findings: fuse --check found a fusion to apply; verify found a mismatch
//   2  usage or input error: bad option, missing or unreadable file, a file
//      that does not compile, an unreadable profile
//   3  internal error: a crash, a signal, or a result that failed the tool's
//      own checks (nothing is written)
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_EXITCODES_H
#define PARACODEX_TOOL_EXITCODES_H

namespace paracodex {

enum ExitCode : int {
  ExitSuccess = 0,
  ExitFindings = 1,
  ExitInputError = 2,
  ExitInternalError = 3,
};

} // namespace paracodex

#endif
