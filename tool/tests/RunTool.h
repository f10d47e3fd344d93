//===- RunTool.h - run the paracodex binary from a test --------*- C++ -*-===//
#ifndef PARACODEX_TOOL_TESTS_RUNTOOL_H
#define PARACODEX_TOOL_TESTS_RUNTOOL_H

#include <array>
#include <cstdio>
#include <string>
#include <sys/wait.h>

struct ToolRun {
  int ExitCode = -1;
  std::string Output; ///< stdout and stderr together
};

/// Runs `paracodex ARGS` in \p Dir through the shell; stderr joins stdout
/// unless \p KeepStderr is false (then it is dropped). \p Environment is
/// `NAME=VALUE ...` for the tool's environment.
inline ToolRun runTool(const std::string &Dir, const std::string &Args,
                       bool KeepStderr = true, const std::string &Environment = "") {
  std::string Command = "cd '" + Dir + "' && env " + Environment + " '" PARACODEX_BINARY "' " +
                        Args +
                        (KeepStderr ? " 2>&1" : " 2>/dev/null");
  ToolRun Run;
  FILE *Pipe = popen(Command.c_str(), "r");
  if (!Pipe)
    return Run;
  std::array<char, 4096> Buffer;
  size_t N;
  while ((N = fread(Buffer.data(), 1, Buffer.size(), Pipe)) > 0)
    Run.Output.append(Buffer.data(), N);
  int Status = pclose(Pipe);
  Run.ExitCode = WIFEXITED(Status) ? WEXITSTATUS(Status) : -1;
  return Run;
}

#endif
