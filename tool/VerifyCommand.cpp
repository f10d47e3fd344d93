//===- VerifyCommand.cpp - `paracodex verify` -----------------------------===//
//
// Function mode generates a harness (passes/verify/HarnessGenerator.h),
// builds it for the host and, where possible, the GPU, runs it and
// summarises its JSON lines. Program mode builds both programs, runs them
// with the same arguments and compares their numeric output token by token.
//
//===----------------------------------------------------------------------===//
#include "tool/VerifyCommand.h"

#include "tool/HarnessLines.h"

#include "tool/CompileOptions.h"
#include "tool/Diagnostics.h"
#include "tool/OptionCategories.h"
#include "tool/Execution.h"
#include "tool/OutputCompare.h"
#include "tool/Progress.h"
#include "tool/OffloadCompiler.h"
#include "tool/SanitizerReport.h"

#include "passes/model/ModelBuilder.h"
#include "passes/verify/HarnessGenerator.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <fstream>
#include <regex>
#include <sstream>

namespace cl = llvm::cl;
using json = nlohmann::ordered_json;

namespace paracodex {

cl::SubCommand VerifySubcommand(
    "verify",
    "Differential testing of optimized code against the original, on the GPU and "
    "on the host. The arguments after `--` go to the compile command of both "
    "versions: when parsing them and when building the harness or programs, so "
    "they may name include directories, -D definitions, libraries and other "
    "source files to link in (e.g. -- -Icommon randdp.c -lm)");
static cl::opt<std::string> Reference("reference", cl::desc("The original C file (the oracle)"),
                                      cl::value_desc("file.c"), cl::Required,
                                      cl::sub(VerifySubcommand), cl::cat(verifyCategory()));
static cl::opt<std::string> Optimized("optimized", cl::desc("The rewritten C file"),
                                      cl::value_desc("file.c"), cl::Required,
                                      cl::sub(VerifySubcommand), cl::cat(verifyCategory()));
static cl::list<std::string> Functions(
    "function", cl::desc("Function to test (repeatable); default: every function that differs"),
    cl::value_desc("name"), cl::CommaSeparated, cl::sub(VerifySubcommand),
    cl::cat(verifyCategory()));
static cl::list<std::string> Extents(
    "extent", cl::desc("Pin an integer parameter or an array's length in elements"),
    cl::value_desc("NAME=VALUE"), cl::CommaSeparated, cl::sub(VerifySubcommand),
    cl::cat(verifyCategory()));
static cl::opt<unsigned> Seeds("seeds", cl::desc("Random input sets per size (default 3)"),
                               cl::init(3), cl::sub(VerifySubcommand), cl::cat(verifyCategory()));
static cl::opt<std::string> Device("device", cl::desc("auto (GPU when present, and host), gpu or host"),
                                   cl::init("auto"), cl::value_desc("auto|gpu|host"),
                                   cl::sub(VerifySubcommand), cl::cat(verifyCategory()));
static cl::opt<bool> Sanitize("sanitize",
                              cl::desc("Also run the GPU harness under compute-sanitizer "
                                       "memcheck and racecheck"),
                              cl::sub(VerifySubcommand), cl::cat(verifyCategory()));
static cl::opt<std::string> Format("format", cl::desc("text (default) or json"), cl::init("text"),
                                   cl::sub(VerifySubcommand), cl::cat(verifyCategory()));
static cl::opt<std::string> RunLine(
    "run", cl::desc("Program mode: command line for both programs, {exe} stands for each"),
    cl::value_desc("'{exe} args'"), cl::sub(VerifySubcommand), cl::cat(verifyCategory()));
static cl::opt<double> RTol("rtol", cl::desc("Relative tolerance (default 1e-12)"),
                            cl::init(1e-12), cl::sub(VerifySubcommand), cl::cat(verifyCategory()));
static cl::opt<double> ATol("atol", cl::desc("Absolute tolerance (default 1e-12)"),
                            cl::init(1e-12), cl::sub(VerifySubcommand), cl::cat(verifyCategory()));
static cl::opt<std::string> Ignore(
    "ignore", cl::desc("Program mode: skip output lines matching this regex"),
    cl::init("[Tt]ime|Mop/s|seconds"), cl::sub(VerifySubcommand), cl::cat(verifyCategory()));
static cl::opt<std::string> EmitHarness(
    "emit-harness", cl::desc("Build the harness (or, with --run, both programs) into <dir> "
                             "with a run.sh for the machine they are for, and stop"),
    cl::value_desc("dir"), cl::sub(VerifySubcommand), cl::cat(verifyCategory()));
static cl::opt<std::string> ResultsFrom(
    "results-from",
    cl::desc("Report on the runs that <dir>/run.sh (from --emit-harness) made on another "
             "machine, instead of building and running here"),
    cl::value_desc("dir"), cl::sub(VerifySubcommand), cl::cat(verifyCategory()));
static CompileOptions Compile(VerifySubcommand, verifyCategory());

namespace {

/// For --format=json, an error is a JSON document too.
int failWith(llvm::Error E, int Code) {
  if (Format != "json")
    return reportError(std::move(E), Code);
  std::string Message = llvm::toString(std::move(E));
  llvm::errs() << Message << "\n";
  json Doc = {{"schema", "paracodex.verify/1"},
              {"reference", Reference.getValue()},
              {"optimized", Optimized.getValue()},
              {"status", "error"},
              {"error", Message}};
  llvm::outs() << Doc.dump(2, ' ', false, json::error_handler_t::replace) << "\n";
  return Code;
}

/// The targets to run on: host and/or GPU.
llvm::Expected<std::vector<Target>> targets() {
  if (!ResultsFrom.empty()) {
    // Whatever run.sh ran over there.
    std::vector<Target> T;
    for (Target Each : {Target::Gpu, Target::Host}) {
      std::string Suffix = Each == Target::Gpu ? "_gpu.exit" : "_host.exit";
      if (llvm::sys::fs::exists(ResultsFrom + "/harness" + Suffix) ||
          llvm::sys::fs::exists(ResultsFrom + "/reference" + Suffix))
        T.push_back(Each);
    }
    if (T.empty())
      return llvm::createStringError(std::errc::no_such_file_or_directory,
                                     "--results-from=%s: no results there (run its run.sh first)",
                                     ResultsFrom.c_str());
    return T;
  }
  if (Device == "host")
    return std::vector<Target>{Target::Host};
  if (Device == "gpu") {
    if (!gpuBuildAvailable())
      return llvm::createStringError(std::errc::not_supported,
                                     "--device=gpu: this paracodex has no GPU toolchain");
    if (!gpuPresent() && EmitHarness.empty())
      return llvm::createStringError(std::errc::not_supported,
                                     "--device=gpu: no NVIDIA GPU on this machine "
                                     "(use --emit-harness to build for another one)");
    return std::vector<Target>{Target::Gpu};
  }
  if (Device != "auto")
    return llvm::createStringError(std::errc::invalid_argument,
                                   "--device must be auto, gpu or host");
  std::vector<Target> T{Target::Host};
  if (gpuBuildAvailable() && (gpuPresent() || !EmitHarness.empty()))
    T.insert(T.begin(), Target::Gpu);
  return T;
}

const char *targetName(Target T) { return T == Target::Gpu ? "gpu" : "host"; }

std::string makeWorkDir() {
  if (!ResultsFrom.empty())
    return absoluteFilePath(ResultsFrom);
  if (!EmitHarness.empty()) {
    llvm::sys::fs::create_directories(EmitHarness);
    return absoluteFilePath(EmitHarness);
  }
  llvm::SmallString<128> Dir;
  llvm::sys::fs::createUniqueDirectory("paracodex-verify", Dir);
  return Dir.str().str();
}

Execution::Mode executionMode() {
  return !ResultsFrom.empty()   ? Execution::Mode::Replay
         : !EmitHarness.empty() ? Execution::Mode::Emit
                                : Execution::Mode::Here;
}

/// What a function-mode run that was emitted for another machine says.
void printBuiltNotice(const std::string &Dir) {
  llvm::outs() << "BUILT (nothing ran): run " << Dir
               << "/run.sh on the machine it is for, then this command again with "
                  "--results-from=<that folder> instead of --emit-harness\n";
}

int functionMode(const CompileSettings &Settings) {
  auto Targets = targets();
  if (!Targets)
    return failWith(Targets.takeError(), 2);
  HarnessRequest Request;
  Request.ReferencePath = absoluteFilePath(Reference);
  Request.OptimizedPath = absoluteFilePath(Optimized);
  Request.Functions.assign(Functions.begin(), Functions.end());
  Request.Seeds = Seeds;
  Request.RTol = RTol;
  Request.ATol = ATol;
  for (const std::string &E : Extents) {
    size_t Eq = E.find('=');
    if (Eq == std::string::npos || Eq == 0 || Eq + 1 == E.size() ||
        E.find_first_of(";{}\"'") != std::string::npos) {
      llvm::errs() << "paracodex verify: error: --extent takes NAME=VALUE (a number or an "
                      "expression over other integer parameters), not '" << E << "'\n";
      return 2;
    }
    Request.Extents.push_back({E.substr(0, Eq), E.substr(Eq + 1)});
  }
  auto RefUnit = parseSourceFile(Reference, Settings);
  if (!RefUnit)
    return failWith(RefUnit.takeError(), 2);
  auto OptUnit = parseSourceFile(Optimized, Settings);
  if (!OptUnit)
    return failWith(OptUnit.takeError(), 2);
  ProgramModel RefModel = buildProgramModel((*RefUnit)->getASTContext());
  ProgramModel OptModel = buildProgramModel((*OptUnit)->getASTContext());
  auto H = generateHarness(Request, {&(*RefUnit)->getASTContext(), &RefModel},
                           {&(*OptUnit)->getASTContext(), &OptModel});
  if (!H)
    return failWith(H.takeError(), 2);

  std::string Dir = makeWorkDir();
  Execution Exec(executionMode(), Dir);
  std::string Source = Dir + "/harness.c";
  if (Exec.mode() != Execution::Mode::Replay)
    std::ofstream(Source) << H->Source;
  std::vector<std::string> Extra = Settings.FixedArgs;
  json Report = {{"schema", "paracodex.verify/1"},
                 {"mode", "function"},
                 {"reference", Reference.getValue()},
                 {"optimized", Optimized.getValue()},
                 {"functions", H->Functions},
                 {"notes", H->Notes},
                 {"runs", json::array()}};
  int Status = 0;
  std::vector<std::string> Lines;
  Progress Shown;
  unsigned Trials = 0; // comparisons the harnesses reported, for the progress line
  // A marched region with a bare launch (BareLaunch.h) holds its march
  // twice: the bare form, taken when a device is present, and the standard
  // one. Each target builds the harness once more to run the other form.
  struct Build {
    Target T;
    std::string Label, Suffix, Define;
  };
  std::vector<Build> Builds;
  bool TwoForms = false;
  {
    std::ifstream In(Optimized.getValue());
    std::string Line;
    while (!TwoForms && std::getline(In, Line))
      TwoForms = Line.find("PARACODEX_BARE_WANTED") != std::string::npos;
  }
  for (Target T : *Targets) {
    Builds.push_back({T, targetName(T), "", ""});
    if (TwoForms && T == Target::Host)
      Builds.push_back({T, "host (bare launch)", "_bare", "-DPARACODEX_BARE_ON_HOST"});
    if (TwoForms && T == Target::Gpu)
      Builds.push_back({T, "gpu (standard form)", "_standard", "-DPARACODEX_NO_BARE"});
  }
  for (const Build &Each : Builds) {
    const Target T = Each.T;
    const std::string &Label = Each.Label;
    std::string Name = std::string("harness_") + targetName(T) + Each.Suffix;
    std::string Binary = Dir + "/" + Name;
    if (Exec.mode() != Execution::Mode::Replay) {
      Shown.show(Label + ": building the harness");
      std::vector<std::string> Args = Extra;
      // A marched region runs its fused form below a plane size the
      // harness's small grids never reach: test the march itself.
      Args.push_back("-DPARACODEX_MARCH_MIN_PLANE=0");
      if (!Each.Define.empty())
        Args.push_back(Each.Define);
      // Line tables let compute-sanitizer name the source line of a fault.
      if (T == Target::Gpu)
        Args.push_back("-gline-tables-only");
      if (llvm::Error E = compileProgram({Source}, Args, T, Binary, Binary + ".build.log"))
        return failWith(std::move(E), 2);
    }
    if (Exec.mode() == Execution::Mode::Emit)
      Lines.push_back(std::string("built ") + Binary);
    std::vector<std::string> Env;
    if (T == Target::Gpu)
      Env = {"OMP_TARGET_OFFLOAD=MANDATORY"};
    Shown.show(Label + ": running the harness");
    auto Run = Exec.run(Name, Binary, {}, Env, 600, [&](const std::string &Line) {
      showTrial(Shown, Label.c_str(), Line, Trials);
    });
    if (!Run)
      return failWith(Run.takeError(), 2);
    // Under the sanitizers every mapping gets its own device allocation
    // (libomptarget pools small ones, which would hide overruns), and the
    // harness prints where each array went.
    std::vector<std::string> SanitizeEnv = Env;
    SanitizeEnv.push_back("LIBOMPTARGET_MEMORY_MANAGER_THRESHOLD=0");
    SanitizeEnv.push_back("PCX_PRINT_ADDRESSES=1");
    std::vector<std::pair<std::string, std::optional<RunResult>>> SanitizerRuns;
    if (T == Target::Gpu && Sanitize)
      for (const char *Tool : {"memcheck", "racecheck"}) {
        auto S = Exec.run(Name + "." + Tool, "compute-sanitizer",
                          {"--tool", Tool, "--error-exitcode", "3", "--print-limit", "20",
                           "--show-backtrace", "no", Binary}, SanitizeEnv, 1800);
        if (!S)
          return failWith(S.takeError(), 2);
        SanitizerRuns.push_back({Tool, *S});
      }
    if (!*Run)
      continue; // Emit: nothing ran
    json RunJson = {{"target", targetName(T)}, {"exit_code", (*Run)->ExitCode}};
    if (!Each.Define.empty())
      RunJson["form"] = Each.Suffix == "_bare" ? "bare" : "standard";
    unsigned Trials = 0, Mismatches = 0, Nondeterministic = 0, OutOfBounds = 0;
    std::string Device = "?";
    json Failures = json::array();
    std::istringstream In((*Run)->Stdout);
    std::string L;
    while (std::getline(In, L)) {
      json J = json::parse(L, nullptr, false);
      if (J.is_discarded() || !J.is_object())
        continue;
      if (J.contains("summary")) {
        Trials = J["trials"];
        Device = J["device"];
        continue;
      }
      if (!J.contains("mismatches") || J["mismatches"].get<unsigned>() == 0)
        continue;
      if (J["check"] == "reference-vs-optimized") {
        ++Mismatches;
        Lines.push_back(Label + ": MISMATCH " + describe(J));
      } else if (isOutOfBounds(J)) {
        ++OutOfBounds;
        Lines.push_back(Label + ": OUT OF BOUNDS " + describe(J));
      } else {
        ++Nondeterministic;
        Lines.push_back(Label + ": NONDETERMINISTIC (" +
                        J["check"].get<std::string>() + ") " + describe(J));
      }
      Failures.push_back(J);
    }
    unsigned Found = Mismatches + Nondeterministic + OutOfBounds;
    bool Crashed = (*Run)->ExitCode != 0 && Found == 0;
    if (T == Target::Gpu && Device != "gpu")
      Lines.push_back("gpu: error: the harness did not run on the GPU (device: " + Device + ")");
    if (Crashed) {
      std::string Why = (*Run)->Abnormal.empty()
                            ? "exited with " + std::to_string((*Run)->ExitCode)
                            : "ended abnormally (" + (*Run)->Abnormal + ")";
      Lines.push_back(Label + ": error: the harness " + Why +
                      "; the last lines of its stderr (" + Binary + ".stderr):\n" +
                      lastLines((*Run)->Stderr));
      RunJson["error"] = "the harness " + Why;
      RunJson["stderr_tail"] = lastLines((*Run)->Stderr);
    }
    RunJson["device"] = Device;
    RunJson["trials"] = Trials;
    RunJson["mismatched_comparisons"] = Mismatches;
    RunJson["nondeterministic_comparisons"] = Nondeterministic;
    RunJson["out_of_bounds"] = OutOfBounds;
    RunJson["failures"] = Failures;
    if (Found)
      Status = std::max(Status, 1);
    if (Crashed || (T == Target::Gpu && Device != "gpu"))
      Status = 2;
    if ((*Run)->ExitCode == 0)
      Lines.push_back(Label + ": " + std::to_string(Trials) +
                      " trials, every output element equal (device: " + Device + ")");
    for (auto &[Tool, S] : SanitizerRuns) {
      if (!S)
        continue;
      SanitizerReport SR = parseSanitizerOutput(S->Stdout + S->Stderr);
      std::vector<MappedArray> Mapped = parseMappedArrays(S->Stdout);
      bool Errors = S->ExitCode == 3 || !SR.Findings.empty() ||
                    (SR.ErrorSummary && *SR.ErrorSummary > 0);
      bool Ran = SR.ErrorSummary.has_value() || S->ExitCode == 0 || S->ExitCode == 1 ||
                 S->ExitCode == 3;
      json ToolJson = {{"exit_code", S->ExitCode},
                       {"errors", SR.ErrorSummary ? json(*SR.ErrorSummary) : json(nullptr)},
                       {"findings", json::array()}};
      for (const SanitizerFinding &F : SR.Findings)
        ToolJson["findings"].push_back(describeFinding(F, Mapped));
      RunJson[std::string("sanitizer_") + Tool] = ToolJson;
      std::string Head = Label + ": compute-sanitizer " + Tool;
      if (!Ran) {
        Lines.push_back(Head + ": could not run (exit " + std::to_string(S->ExitCode) +
                        "; see " + Binary + "." + Tool + ".stdout)");
        Status = 2;
      } else if (!Errors) {
        Lines.push_back(Head + ": clean");
      } else {
        Lines.push_back(Head + ": " +
                        std::to_string(SR.ErrorSummary ? *SR.ErrorSummary : SR.Findings.size()) +
                        " error(s); first: " +
                        (SR.Findings.empty() ? std::string("(see the log)")
                                             : describeFinding(SR.Findings.front(), Mapped)));
        Status = std::max(Status, 1);
      }
    }
    Report["runs"].push_back(RunJson);
  }
  if (llvm::Error E = Exec.finish())
    return failWith(std::move(E), 2);
  Shown.clear();
  Report["status"] = Status == 0 ? "equal" : Status == 1 ? "mismatch" : "error";
  bool KeepsDir = Exec.mode() == Execution::Mode::Here && Status != 0;
  if (KeepsDir)
    Report["work_directory"] = Dir;
  if (Format == "json")
    llvm::outs() << Report.dump(2, ' ', false, json::error_handler_t::replace) << "\n";
  else {
    llvm::outs() << "verify " << Optimized << " against " << Reference << ": "
                 << H->Functions.size() << " function(s):";
    for (const std::string &F : H->Functions)
      llvm::outs() << " " << F;
    llvm::outs() << "\n";
    for (const std::string &N : H->Notes)
      llvm::outs() << "  note: " << N << "\n";
    for (const std::string &L : Lines)
      llvm::outs() << "  " << L << "\n";
    if (Exec.mode() == Execution::Mode::Emit)
      printBuiltNotice(Dir);
    else
      llvm::outs() << (Status == 0 ? "EQUAL" : Status == 1 ? "MISMATCH" : "ERROR") << "\n";
    if (KeepsDir)
      llvm::outs() << "the harness, its build logs and outputs are kept in " << Dir << "\n";
  }
  if (!llvm::sys::Process::StandardErrIsDisplayed())
    llvm::errs() << "paracodex verify: "
                 << (Exec.mode() == Execution::Mode::Emit ? "built, nothing ran"
                     : Status == 0                        ? "equal"
                     : Status == 1                        ? "mismatch"
                                                          : "error")
                 << llvm::format(" (%.1f s)\n", Shown.elapsed());
  if (Exec.mode() == Execution::Mode::Here && Status == 0)
    llvm::sys::fs::remove_directories(Dir);
  return Status;
}

int programMode(const CompileSettings &Settings) {
  auto Targets = targets();
  if (!Targets)
    return failWith(Targets.takeError(), 2);
  std::regex Skip;
  try {
    Skip = std::regex(Ignore);
  } catch (const std::regex_error &) {
    llvm::errs() << "paracodex verify: error: --ignore is not a valid regex\n";
    return 2;
  }
  std::string Dir = makeWorkDir();
  Execution Exec(executionMode(), Dir);
  int Status = 0;
  json Report = {{"schema", "paracodex.verify/1"}, {"mode", "program"},
                 {"reference", Reference.getValue()}, {"optimized", Optimized.getValue()},
                 {"run", RunLine.getValue()}, {"runs", json::array()}};
  std::vector<std::string> Lines;
  for (Target T : *Targets) {
    std::string Outputs[2];
    int Codes[2];
    bool Ran = true;
    const std::string *Files[2] = {&Reference.getValue(), &Optimized.getValue()};
    for (int Which = 0; Which < 2; ++Which) {
      std::string Name = std::string(Which ? "optimized_" : "reference_") + targetName(T);
      std::string Binary = Dir + "/" + Name;
      if (Exec.mode() != Execution::Mode::Replay) {
        if (llvm::Error E = compileProgram({*Files[Which]}, Settings.FixedArgs, T, Binary,
                                           Binary + ".build.log"))
          return failWith(std::move(E), 2);
      }
      if (Exec.mode() == Execution::Mode::Emit)
        Lines.push_back("built " + Binary);
      // In run.sh the programs sit beside the script.
      std::string Exe = Exec.mode() == Execution::Mode::Emit ? "./" + Name : Binary;
      std::string Command = std::regex_replace(RunLine.getValue(), std::regex(R"(\{exe\})"), Exe);
      std::vector<std::string> Env;
      if (T == Target::Gpu)
        Env = {"OMP_TARGET_OFFLOAD=MANDATORY"};
      auto Run = Exec.run(Name, "/bin/sh", {"-c", Command}, Env, 3600);
      if (!Run)
        return failWith(Run.takeError(), 2);
      if (!*Run) {
        Ran = false;
        continue;
      }
      Outputs[Which] = (*Run)->Stdout;
      Codes[Which] = (*Run)->ExitCode;
    }
    if (!Ran)
      continue;
    OutputComparison Cmp = compareOutputs(Outputs[0], Outputs[1], Skip, ATol, RTol);
    size_t Compared = Cmp.Compared, Bad = Cmp.Mismatches;
    std::string First = Cmp.First;
    if (Codes[0] != Codes[1]) {
      ++Bad;
      First = "exit status " + std::to_string(Codes[0]) + " vs " + std::to_string(Codes[1]) +
              (First.empty() ? "" : "; " + First);
    }
    Report["runs"].push_back({{"target", targetName(T)},
                              {"tokens", Compared},
                              {"mismatches", Bad},
                              {"exit_codes", {Codes[0], Codes[1]}},
                              {"first_difference", First}});
    Lines.push_back(std::string(targetName(T)) + ": " + std::to_string(Compared) +
                    " output tokens compared, " + std::to_string(Bad) + " differ" +
                    (First.empty() ? "" : " (first: " + First + ")"));
    if (Bad)
      Status = 1;
  }
  if (llvm::Error E = Exec.finish())
    return failWith(std::move(E), 2);
  Report["status"] = Status == 0 ? "equal" : "mismatch";
  if (Format == "json")
    llvm::outs() << Report.dump(2) << "\n";
  else {
    for (const std::string &L : Lines)
      llvm::outs() << L << "\n";
    if (Exec.mode() == Execution::Mode::Emit)
      printBuiltNotice(Dir);
    else
      llvm::outs() << (Status == 0 ? "EQUAL" : "MISMATCH") << "\n";
  }
  if (Exec.mode() == Execution::Mode::Here && Status == 0)
    llvm::sys::fs::remove_directories(Dir);
  return Status;
}

} // namespace

int runVerify(const CompileSettings &Given) {
  if (Format != "text" && Format != "json") {
    llvm::errs() << "paracodex verify: error: --format must be text or json\n";
    return 2;
  }
  for (const std::string *F : {&Reference.getValue(), &Optimized.getValue()})
    if (!llvm::sys::fs::exists(*F))
      return failWith(llvm::createStringError(std::errc::no_such_file_or_directory,
                                              "%s: error: no such file", F->c_str()),
                      2);
  if (!EmitHarness.empty() && !ResultsFrom.empty())
    return failWith(llvm::createStringError(
                        std::errc::invalid_argument,
                        "paracodex verify: error: --emit-harness builds for another machine "
                        "and --results-from reads what ran there; give one of them"),
                    2);
  CompileSettings Settings = Compile.settings(Given);
  return RunLine.empty() ? functionMode(Settings) : programMode(Settings);
}

} // namespace paracodex
