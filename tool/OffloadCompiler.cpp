//===- OffloadCompiler.cpp ------------------------------------------------===//
#include "tool/OffloadCompiler.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"

#include <algorithm>

extern char **environ;

namespace paracodex {

static const char LlvmLib[] = "/usr/lib/llvm-19/lib";

bool gpuBuildAvailable() {
  return std::string(PARACODEX_CUDA_SHIM).size() > 0 &&
         llvm::sys::fs::exists(PARACODEX_CUDA_SHIM "/bin/nvlink");
}

bool gpuPresent() {
  auto Smi = llvm::sys::findProgramByName("nvidia-smi");
  if (!Smi)
    return false;
  std::optional<llvm::StringRef> Redirects[] = {std::nullopt, llvm::StringRef(""),
                                                llvm::StringRef("")};
  return llvm::sys::ExecuteAndWait(*Smi, {*Smi, "-L"}, std::nullopt, Redirects, 20) == 0;
}

static std::string findClang(bool Cxx = false) {
  if (auto P = llvm::sys::findProgramByName(Cxx ? "clang++-19" : "clang-19"))
    return *P;
  return Cxx ? "/usr/lib/llvm-19/bin/clang++" : "/usr/lib/llvm-19/bin/clang";
}

/// Whether \p Sources hold C++ (then clang++ drives, for its library).
static bool anyCxx(const std::vector<std::string> &Sources) {
  return std::any_of(Sources.begin(), Sources.end(), [](const std::string &S) {
    llvm::StringRef Ext = llvm::sys::path::extension(S);
    return Ext == ".cpp" || Ext == ".cc" || Ext == ".cxx" || Ext == ".C";
  });
}

/// Runs \p Args (Args[0] the compiler) with its messages to \p LogFile.
static llvm::Error runCompiler(const std::vector<std::string> &Args, const std::string &Output,
                               const std::string &LogFile) {
  std::vector<llvm::StringRef> Refs(Args.begin(), Args.end());
  std::optional<llvm::StringRef> Redirects[] = {std::nullopt, llvm::StringRef(LogFile),
                                                llvm::StringRef(LogFile)};
  std::string Message;
  int Status = llvm::sys::ExecuteAndWait(Args[0], Refs, std::nullopt, Redirects, 0, 0, &Message);
  if (Status == 0)
    return llvm::Error::success();
  std::string Log;
  if (auto Buffer = llvm::MemoryBuffer::getFile(LogFile))
    Log = (*Buffer)->getBuffer().take_front(4000).str();
  return llvm::createStringError(std::errc::invalid_argument, "building %s failed%s%s:\n%s",
                                 Output.c_str(), Message.empty() ? "" : ": ", Message.c_str(),
                                 Log.c_str());
}

llvm::Error compileHostObject(const std::string &Source, const std::string &Output,
                              const std::string &LogFile) {
  return runCompiler({findClang(), "-O2", "-w", "-c", Source, "-o", Output}, Output, LogFile);
}

llvm::Error compileProgram(const std::vector<std::string> &Sources,
                           const std::vector<std::string> &ExtraArgs, Target For,
                           const std::string &Output, const std::string &LogFile) {
  std::vector<std::string> Args = {findClang(anyCxx(Sources)), "-O2", "-fopenmp", "-w"};
  if (For == Target::Gpu) {
    if (!gpuBuildAvailable())
      return llvm::createStringError(std::errc::not_supported,
                                     "this paracodex was built without a CUDA toolkit: "
                                     "no GPU build is possible");
    Args.push_back("--offload-arch=sm_90");
    Args.push_back(std::string("--cuda-path=") + PARACODEX_CUDA_SHIM);
    Args.push_back(std::string("--libomptarget-nvptx-bc-path=") + LlvmLib);
  }
  Args.insert(Args.end(), Sources.begin(), Sources.end());
  Args.insert(Args.end(), ExtraArgs.begin(), ExtraArgs.end());
  // omp_target_alloc and friends live in libomptarget, which a host-only
  // -fopenmp link leaves out.
  Args.push_back(std::string("-L") + LlvmLib);
  Args.push_back("-lomptarget");
  Args.push_back("-lm");
  Args.push_back(std::string("-Wl,-rpath,") + LlvmLib);
  Args.push_back("-o");
  Args.push_back(Output);
  return runCompiler(Args, Output, LogFile);
}

llvm::Expected<RunResult> runProgram(const std::string &Program,
                                     const std::vector<std::string> &Args,
                                     const std::string &ErrFile,
                                     const std::vector<std::string> &Environment,
                                     unsigned TimeoutSeconds, const LineCallback &OnLine) {
  llvm::SmallString<128> OutFile;
  if (std::error_code EC = llvm::sys::fs::createTemporaryFile("paracodex-run", "out", OutFile))
    return llvm::errorCodeToError(EC);
  std::vector<llvm::StringRef> Refs{Program};
  Refs.insert(Refs.end(), Args.begin(), Args.end());
  std::vector<std::string> Env;
  for (char **E = environ; *E; ++E)
    Env.push_back(*E);
  Env.insert(Env.end(), Environment.begin(), Environment.end());
  std::vector<llvm::StringRef> EnvRefs(Env.begin(), Env.end());
  std::optional<llvm::StringRef> Redirects[] = {llvm::StringRef(""), llvm::StringRef(OutFile),
                                                llvm::StringRef(ErrFile)};
  std::string Message;
  bool Failed = false;
  llvm::sys::ProcessInfo Child = llvm::sys::ExecuteNoWait(
      Program, Refs, EnvRefs, Redirects, 0, &Message, &Failed);
  if (Failed)
    return llvm::createStringError(std::errc::io_error, "cannot run %s: %s",
                                   Program.c_str(), Message.c_str());
  // Poll once a second: forward new complete stdout lines, enforce the
  // time limit.
  RunResult R;
  size_t Forwarded = 0;
  auto forwardLines = [&] {
    if (!OnLine)
      return;
    auto Buffer = llvm::MemoryBuffer::getFile(OutFile, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false,
                                              /*IsVolatile=*/true);
    if (!Buffer)
      return;
    llvm::StringRef Text = (*Buffer)->getBuffer();
    for (size_t End; (End = Text.find('\n', Forwarded)) != llvm::StringRef::npos;
         Forwarded = End + 1)
      OnLine(Text.slice(Forwarded, End).str());
  };
  for (unsigned Waited = 0;; ++Waited) {
    std::string WaitMessage;
    llvm::sys::ProcessInfo Done =
        llvm::sys::Wait(Child, 1, &WaitMessage, nullptr, /*Polling=*/true);
    forwardLines();
    if (Done.Pid != 0) {
      R.ExitCode = Done.ReturnCode;
      if (Done.ReturnCode == -2) {
        R.Abnormal = WaitMessage.empty() ? "crashed" : WaitMessage;
        R.ExitCode = 128; // the signal's number is not reported by LLVM
      }
      break;
    }
    if (TimeoutSeconds && Waited + 1 >= TimeoutSeconds) {
      llvm::sys::Wait(Child, 1, nullptr); // kills it
      R.Abnormal = "timed out after " + std::to_string(TimeoutSeconds) + " s";
      R.ExitCode = 124;
      break;
    }
  }
  if (auto Buffer = llvm::MemoryBuffer::getFile(OutFile))
    R.Stdout = (*Buffer)->getBuffer().str();
  llvm::sys::fs::remove(OutFile);
  return R;
}

} // namespace paracodex
