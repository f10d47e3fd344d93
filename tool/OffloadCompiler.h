//===- OffloadCompiler.h - build C with clang-19 for the host or the GPU -*- C++ -*-===//
#ifndef PARACODEX_TOOL_OFFLOADCOMPILER_H
#define PARACODEX_TOOL_OFFLOADCOMPILER_H

#include "llvm/Support/Error.h"

#include <functional>
#include <string>
#include <vector>

namespace paracodex {

enum class Target { Host, Gpu };

/// Whether this paracodex was built with a GPU offload toolchain (the CUDA
/// directory with the cubin-header fix, see cmake/OffloadC.cmake).
bool gpuBuildAvailable();
/// Whether this machine has an NVIDIA GPU the driver reports.
bool gpuPresent();

/// Compiles \p Sources (plus \p ExtraArgs, the user's `--` arguments) into
/// \p Output with clang-19 -O2 -fopenmp (clang++-19 when a source is C++),
/// offloading for sm_90 when \p For is Gpu. The compiler's messages go to
/// \p LogFile.
llvm::Error compileProgram(const std::vector<std::string> &Sources,
                           const std::vector<std::string> &ExtraArgs, Target For,
                           const std::string &Output, const std::string &LogFile);

/// Compiles \p Source, a C file of paracodex's own, into the object
/// \p Output for the host: clang-19 -O2 -c, none of the user's arguments
/// (a `-include` of theirs must not define its globals twice).
llvm::Error compileHostObject(const std::string &Source, const std::string &Output,
                              const std::string &LogFile);

struct RunResult {
  /// The exit status; 128 + N for a program killed by signal N, as a shell
  /// reports it (what run.sh records in TAG.exit).
  int ExitCode = -1;
  /// Why the program ended abnormally ("Aborted", "timed out"); empty when
  /// it exited.
  std::string Abnormal;
  std::string Stdout;
  std::string Stderr; ///< filled by Execution (runProgram leaves it in ErrFile)
};

/// Called with each line of a running program's stdout, as it appears.
using LineCallback = std::function<void(const std::string &Line)>;

/// Runs \p Program with \p Args; stdout is captured, stderr goes to
/// \p ErrFile. With \p Environment extra `NAME=VALUE` entries are set.
/// A program that crashes or times out is a result (see Abnormal), not an
/// error; only one that cannot be started is.
llvm::Expected<RunResult> runProgram(const std::string &Program,
                                     const std::vector<std::string> &Args,
                                     const std::string &ErrFile,
                                     const std::vector<std::string> &Environment = {},
                                     unsigned TimeoutSeconds = 600,
                                     const LineCallback &OnLine = nullptr);

} // namespace paracodex

#endif
