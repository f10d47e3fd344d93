//===- Execution.cpp ------------------------------------------------------===//
#include "tool/Execution.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <fstream>

namespace paracodex {

namespace {

std::string shellQuote(const std::string &S) {
  std::string Q = "'";
  for (char C : S)
    Q += C == '\'' ? std::string("'\\''") : std::string(1, C);
  return Q + "'";
}

/// Dir-relative form of \p Path for the script (./NAME), or the text as given.
std::string inScript(const std::string &Path, const std::string &Dir) {
  llvm::StringRef P(Path);
  if (P.consume_front(Dir + "/"))
    return "./" + P.str();
  return Path;
}

llvm::Expected<std::string> readFile(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(),
                                   "%s: cannot read it (was run.sh run in that folder?)",
                                   Path.c_str());
  return (*Buffer)->getBuffer().str();
}

} // namespace

llvm::Expected<std::optional<RunResult>>
Execution::run(const std::string &Tag, const std::string &Program,
               const std::vector<std::string> &Args,
               const std::vector<std::string> &Environment, unsigned TimeoutSeconds,
               const LineCallback &OnLine) {
  std::string Base = Dir + "/" + Tag;
  if (M == Mode::Emit) {
    std::string Line = "run " + shellQuote(Tag) + " env";
    for (const std::string &E : Environment)
      Line += " " + shellQuote(E);
    Line += " " + shellQuote(inScript(Program, Dir));
    for (const std::string &A : Args)
      Line += " " + shellQuote(inScript(A, Dir));
    ScriptLines.push_back(Line);
    return std::nullopt;
  }
  if (M == Mode::Replay) {
    auto Out = readFile(Base + ".stdout");
    if (!Out)
      return Out.takeError();
    auto Err = readFile(Base + ".stderr");
    if (!Err)
      return Err.takeError();
    auto Exit = readFile(Base + ".exit");
    if (!Exit)
      return Exit.takeError();
    RunResult R;
    R.ExitCode = std::atoi(Exit->c_str());
    if (R.ExitCode > 128)
      R.Abnormal = "killed by signal " + std::to_string(R.ExitCode - 128);
    R.Stdout = *Out;
    R.Stderr = *Err;
    return R;
  }
  std::string Resolved = Program;
  if (Program.find('/') == std::string::npos) {
    auto Found = llvm::sys::findProgramByName(Program);
    if (!Found)
      Found = llvm::sys::findProgramByName(Program, {"/usr/local/cuda/bin"});
    if (!Found)
      return llvm::createStringError(std::errc::no_such_file_or_directory,
                                     "%s is not on PATH (nor in /usr/local/cuda/bin)",
                                     Program.c_str());
    Resolved = *Found;
  }
  auto R = runProgram(Resolved, Args, Base + ".stderr", Environment, TimeoutSeconds, OnLine);
  if (!R)
    return R.takeError();
  std::ofstream(Base + ".stdout") << R->Stdout;
  if (auto Err = llvm::MemoryBuffer::getFile(Base + ".stderr"))
    R->Stderr = (*Err)->getBuffer().str();
  return std::optional<RunResult>(*R);
}

llvm::Error Execution::finish() {
  if (M != Mode::Emit)
    return llvm::Error::success();
  std::string Path = Dir + "/run.sh";
  std::ofstream Out(Path);
  Out << "#!/bin/sh\n"
         "# Written by paracodex (verify or tune) --emit-harness: runs the programs\n"
         "# built here (on the machine they were built for) and leaves TAG.stdout,\n"
         "# TAG.stderr and TAG.exit beside them. Afterwards, where paracodex is\n"
         "# installed, run the same command with --results-from=THIS_FOLDER.\n"
         "cd \"$(dirname \"$0\")\" || exit 2\n"
         "PATH=\"$PATH:/usr/local/cuda/bin\"\n"
         "run() {\n"
         "  tag=$1; shift\n"
         "  echo \"run.sh: $tag\" >&2\n"
         "  \"$@\" > \"$tag.stdout\" 2> \"$tag.stderr\"\n"
         "  echo $? > \"$tag.exit\"\n"
         "}\n";
  for (const std::string &L : ScriptLines)
    Out << L << "\n";
  Out.close();
  if (!Out)
    return llvm::createStringError(std::errc::io_error, "%s: cannot write it", Path.c_str());
  llvm::sys::fs::setPermissions(Path, llvm::sys::fs::perms(0755));
  return llvm::Error::success();
}

} // namespace paracodex
