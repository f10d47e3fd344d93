//===- Execution.h - run a built program here, or on another machine -*- C++ -*-===//
//
// `paracodex verify` builds on one machine and often has to run on another
// (a login node with LLVM, a GPU node without it). An Execution runs each
// program here and now; or, with --emit-harness DIR, writes the same
// commands into DIR/run.sh for the other machine; or, with --results-from
// DIR, reads back what that script left there (TAG.stdout, TAG.stderr,
// TAG.exit), so that the report is made by the same code either way.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_EXECUTION_H
#define PARACODEX_TOOL_EXECUTION_H

#include "tool/OffloadCompiler.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace paracodex {

class Execution {
public:
  enum class Mode { Here, Emit, Replay };
  /// \p Dir holds the binaries (and, for Emit and Replay, the script and the
  /// result files).
  Execution(Mode M, std::string Dir) : M(M), Dir(std::move(Dir)) {}

  /// Runs \p Program (a path inside Dir, or a bare command name looked up
  /// on PATH) with \p Args and \p Environment. \p Tag names its result
  /// files. Returns the result; std::nullopt in Emit mode, where nothing runs.
  llvm::Expected<std::optional<RunResult>> run(const std::string &Tag,
                                               const std::string &Program,
                                               const std::vector<std::string> &Args,
                                               const std::vector<std::string> &Environment,
                                               unsigned TimeoutSeconds = 600,
                                               const LineCallback &OnLine = nullptr);

  /// Emit mode: writes Dir/run.sh with every command run() was given.
  llvm::Error finish();

  Mode mode() const { return M; }

private:
  Mode M;
  std::string Dir;
  std::vector<std::string> ScriptLines;
};

} // namespace paracodex

#endif
