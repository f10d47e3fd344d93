//===- VerifyCommand.cpp - `paracodex verify` -----------------------------===//
//
// Function mode generates a harness (passes/verify/HarnessGenerator.h),
// builds it for the host and, where possible, the GPU, runs it and
// summarises its JSON lines. Program mode builds both programs, runs them
// with the same arguments and compares their numeric output token by token.
//
//===----------------------------------------------------------------------===//
#include "tool/VerifyCommand.h"

#include "tool/Diagnostics.h"
#include "tool/OffloadCompiler.h"

#include "passes/model/ModelBuilder.h"
#include "passes/verify/HarnessGenerator.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <regex>
#include <sstream>

namespace cl = llvm::cl;
using json = nlohmann::ordered_json;

namespace paracodex {

cl::SubCommand VerifySubcommand(
    "verify", "Differential testing of optimized code against the original, on "
              "the GPU and on the host");

static cl::OptionCategory VerifyCategory("verify options");
static cl::opt<std::string> Reference("reference", cl::desc("The original C file (the oracle)"),
                                      cl::value_desc("file.c"), cl::Required,
                                      cl::sub(VerifySubcommand), cl::cat(VerifyCategory));
static cl::opt<std::string> Optimized("optimized", cl::desc("The rewritten C file"),
                                      cl::value_desc("file.c"), cl::Required,
                                      cl::sub(VerifySubcommand), cl::cat(VerifyCategory));
static cl::list<std::string> Functions(
    "function", cl::desc("Function to test (repeatable); default: every function that differs"),
    cl::value_desc("name"), cl::CommaSeparated, cl::sub(VerifySubcommand),
    cl::cat(VerifyCategory));
static cl::list<std::string> Extents(
    "extent", cl::desc("Pin an integer parameter or an array's length in elements"),
    cl::value_desc("NAME=VALUE"), cl::CommaSeparated, cl::sub(VerifySubcommand),
    cl::cat(VerifyCategory));
static cl::opt<unsigned> Seeds("seeds", cl::desc("Random input sets per size (default 3)"),
                               cl::init(3), cl::sub(VerifySubcommand), cl::cat(VerifyCategory));
static cl::opt<std::string> Device("device", cl::desc("auto (GPU when present, and host), gpu or host"),
                                   cl::init("auto"), cl::value_desc("auto|gpu|host"),
                                   cl::sub(VerifySubcommand), cl::cat(VerifyCategory));
static cl::opt<bool> Sanitize("sanitize",
                              cl::desc("Also run the GPU harness under compute-sanitizer "
                                       "memcheck and racecheck"),
                              cl::sub(VerifySubcommand), cl::cat(VerifyCategory));
static cl::opt<std::string> Format("format", cl::desc("text (default) or json"), cl::init("text"),
                                   cl::sub(VerifySubcommand), cl::cat(VerifyCategory));
static cl::opt<std::string> RunLine(
    "run", cl::desc("Program mode: command line for both programs, {exe} stands for each"),
    cl::value_desc("'{exe} args'"), cl::sub(VerifySubcommand), cl::cat(VerifyCategory));
static cl::opt<double> RTol("rtol", cl::desc("Relative tolerance (default 1e-12)"),
                            cl::init(1e-12), cl::sub(VerifySubcommand), cl::cat(VerifyCategory));
static cl::opt<double> ATol("atol", cl::desc("Absolute tolerance (default 1e-12)"),
                            cl::init(1e-12), cl::sub(VerifySubcommand), cl::cat(VerifyCategory));
static cl::opt<std::string> Ignore(
    "ignore", cl::desc("Program mode: skip output lines matching this regex"),
    cl::init("[Tt]ime|Mop/s|seconds"), cl::sub(VerifySubcommand), cl::cat(VerifyCategory));
static cl::opt<std::string> EmitHarness(
    "emit-harness", cl::desc("Function mode: write the harness and its binaries to <dir> "
                             "and stop (to run them on another machine)"),
    cl::value_desc("dir"), cl::sub(VerifySubcommand), cl::cat(VerifyCategory));
static cl::opt<std::string> BuildPath("p", cl::desc("Build directory with compile_commands.json"),
                                      cl::value_desc("build-dir"), cl::sub(VerifySubcommand),
                                      cl::cat(VerifyCategory));

namespace {

std::string absolute(const std::string &Path) {
  llvm::SmallString<256> A(Path);
  llvm::sys::fs::make_absolute(A);
  llvm::sys::path::remove_dots(A, true);
  return A.str().str();
}

/// The targets to run on: host and/or GPU.
llvm::Expected<std::vector<Target>> targets() {
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
  if (!EmitHarness.empty()) {
    llvm::sys::fs::create_directories(EmitHarness);
    return absolute(EmitHarness);
  }
  llvm::SmallString<128> Dir;
  llvm::sys::fs::createUniqueDirectory("paracodex-verify", Dir);
  return Dir.str().str();
}

/// Worst mismatch among the harness's JSON lines, described for people.
std::string describe(const json &Line) {
  std::ostringstream OS;
  OS << Line["function"].get<std::string>() << ": `" << Line["array"].get<std::string>()
     << "` differs at " << Line["mismatches"] << " of " << Line["elements"]
     << " elements (sizes " << Line["sizes"].get<std::string>() << ", seed " << Line["seed"]
     << ", " << Line["inputs"].get<std::string>() << " inputs); worst at index [";
  const json &W = Line["worst"];
  for (size_t I = 0; I < W["index"].size(); ++I)
    OS << (I ? "][" : "") << W["index"][I];
  OS << "] (" << W["where"].get<std::string>() << "): reference " << W["reference"]
     << ", optimized " << W["optimized"];
  if (!W["unwritten"].get<std::string>().empty())
    OS << " -- the " << W["unwritten"].get<std::string>() << " version never wrote it";
  return OS.str();
}

int functionMode(const CompileSettings &Settings) {
  auto Targets = targets();
  if (!Targets)
    return reportError(Targets.takeError(), 2);
  HarnessRequest Request;
  Request.ReferencePath = absolute(Reference);
  Request.OptimizedPath = absolute(Optimized);
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
    return reportError(RefUnit.takeError(), 2);
  auto OptUnit = parseSourceFile(Optimized, Settings);
  if (!OptUnit)
    return reportError(OptUnit.takeError(), 2);
  ProgramModel RefModel = buildProgramModel((*RefUnit)->getASTContext());
  ProgramModel OptModel = buildProgramModel((*OptUnit)->getASTContext());
  auto H = generateHarness(Request, {&(*RefUnit)->getASTContext(), &RefModel},
                           {&(*OptUnit)->getASTContext(), &OptModel});
  if (!H)
    return reportError(H.takeError(), 2);

  std::string Dir = makeWorkDir();
  std::string Source = Dir + "/harness.c";
  std::ofstream(Source) << H->Source;
  std::vector<std::string> Extra = Settings.ExtraArgs;
  json Report = {{"schema", "paracodex.verify/1"},
                 {"mode", "function"},
                 {"reference", Reference.getValue()},
                 {"optimized", Optimized.getValue()},
                 {"functions", H->Functions},
                 {"runs", json::array()}};
  int Status = 0;
  std::vector<std::string> Lines;
  for (Target T : *Targets) {
    std::string Binary = Dir + "/harness_" + targetName(T);
    if (llvm::Error E = compileProgram({Source}, Extra, T, Binary, Binary + ".build.log"))
      return reportError(std::move(E), 2);
    if (!EmitHarness.empty()) {
      Lines.push_back(std::string("built ") + Binary);
      continue;
    }
    std::vector<std::string> Env;
    if (T == Target::Gpu)
      Env = {"OMP_TARGET_OFFLOAD=MANDATORY"};
    auto Run = runProgram(Binary, {}, Binary + ".stderr", Env);
    if (!Run)
      return reportError(Run.takeError(), 2);
    json RunJson = {{"target", targetName(T)}, {"exit_code", Run->ExitCode}};
    unsigned Trials = 0, Mismatches = 0, Nondeterministic = 0;
    std::string Device = "?";
    json Failures = json::array();
    std::istringstream In(Run->Stdout);
    std::string L;
    while (std::getline(In, L)) {
      json J = json::parse(L, nullptr, false);
      if (J.is_discarded())
        continue;
      if (J.contains("summary")) {
        Trials = J["trials"];
        Device = J["device"];
        continue;
      }
      if (J["mismatches"].get<unsigned>() == 0)
        continue;
      if (J["check"] == "reference-vs-optimized") {
        ++Mismatches;
        Lines.push_back(std::string(targetName(T)) + ": MISMATCH " + describe(J));
      } else {
        ++Nondeterministic;
        Lines.push_back(std::string(targetName(T)) + ": NONDETERMINISTIC (" +
                        J["check"].get<std::string>() + ") " + describe(J));
      }
      Failures.push_back(J);
    }
    bool Crashed = Run->ExitCode != 0 && Mismatches == 0 && Nondeterministic == 0;
    if (T == Target::Gpu && Device != "gpu")
      Lines.push_back("gpu: error: the harness did not run on the GPU (device: " + Device + ")");
    if (Crashed)
      Lines.push_back(std::string(targetName(T)) + ": error: the harness exited with " +
                      std::to_string(Run->ExitCode) + " (see " + Binary + ".stderr)");
    RunJson["device"] = Device;
    RunJson["trials"] = Trials;
    RunJson["mismatched_comparisons"] = Mismatches;
    RunJson["nondeterministic_comparisons"] = Nondeterministic;
    RunJson["failures"] = Failures;
    Report["runs"].push_back(RunJson);
    if (Mismatches || Nondeterministic)
      Status = std::max(Status, 1);
    if (Crashed || (T == Target::Gpu && Device != "gpu"))
      Status = 2;
    if (Run->ExitCode == 0)
      Lines.push_back(std::string(targetName(T)) + ": " + std::to_string(Trials) +
                      " trials, every output element equal (device: " + Device + ")");
    if (T == Target::Gpu && Sanitize) {
      auto Sanitizer = llvm::sys::findProgramByName("compute-sanitizer");
      for (const char *Tool : {"memcheck", "racecheck"}) {
        if (!Sanitizer) {
          Lines.push_back("gpu: error: --sanitize: compute-sanitizer is not on PATH");
          Status = 2;
          break;
        }
        auto S = runProgram(*Sanitizer, {"--tool", Tool, "--error-exitcode", "3", Binary},
                            Binary + "." + Tool + ".log", Env, 1800);
        int Code = S ? S->ExitCode : -1;
        Lines.push_back(std::string("gpu: compute-sanitizer ") + Tool +
                        (Code == 3 ? ": ERRORS (see " + Binary + "." + Tool + ".log)"
                                   : Code == 0 || Code == 1 ? ": clean" : ": could not run"));
        RunJson[std::string("sanitizer_") + Tool] = Code == 3 ? "errors" : "clean";
        if (Code == 3)
          Status = std::max(Status, 1);
      }
    }
  }
  Report["status"] = Status == 0 ? "equal" : Status == 1 ? "mismatch" : "error";
  if (Format == "json")
    llvm::outs() << Report.dump(2) << "\n";
  else {
    llvm::outs() << "verify " << Optimized << " against " << Reference << ": "
                 << H->Functions.size() << " function(s):";
    for (const std::string &F : H->Functions)
      llvm::outs() << " " << F;
    llvm::outs() << "\n";
    for (const std::string &L : Lines)
      llvm::outs() << "  " << L << "\n";
    if (!EmitHarness.empty())
      llvm::outs() << "BUILT (nothing ran: run the harness binaries where they belong; "
                      "each prints JSON lines and exits 1 on a mismatch)\n";
    else
      llvm::outs() << (Status == 0 ? "EQUAL" : Status == 1 ? "MISMATCH" : "ERROR") << "\n";
  }
  if (EmitHarness.empty() && Status == 0)
    llvm::sys::fs::remove_directories(Dir);
  return Status;
}

/// Numbers and words of a program's output, minus ignored lines.
std::vector<std::string> tokens(const std::string &Output, const std::regex &Skip) {
  std::vector<std::string> T;
  std::istringstream In(Output);
  std::string Line;
  static const std::regex Token(R"([-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?|[A-Za-z_]+)");
  while (std::getline(In, Line)) {
    if (std::regex_search(Line, Skip))
      continue;
    for (std::sregex_iterator It(Line.begin(), Line.end(), Token), End; It != End; ++It)
      T.push_back(It->str());
  }
  return T;
}

int programMode(const CompileSettings &Settings) {
  auto Targets = targets();
  if (!Targets)
    return reportError(Targets.takeError(), 2);
  std::regex Skip;
  try {
    Skip = std::regex(Ignore);
  } catch (const std::regex_error &) {
    llvm::errs() << "paracodex verify: error: --ignore is not a valid regex\n";
    return 2;
  }
  std::string Dir = makeWorkDir();
  int Status = 0;
  json Report = {{"schema", "paracodex.verify/1"}, {"mode", "program"},
                 {"reference", Reference.getValue()}, {"optimized", Optimized.getValue()},
                 {"run", RunLine.getValue()}, {"runs", json::array()}};
  std::vector<std::string> Lines;
  for (Target T : *Targets) {
    std::string Outputs[2];
    int Codes[2];
    const std::string *Files[2] = {&Reference.getValue(), &Optimized.getValue()};
    for (int Which = 0; Which < 2; ++Which) {
      std::string Binary = Dir + (Which ? "/optimized_" : "/reference_") + targetName(T);
      if (llvm::Error E = compileProgram({*Files[Which]}, Settings.ExtraArgs, T, Binary,
                                         Binary + ".build.log"))
        return reportError(std::move(E), 2);
      std::string Command = std::regex_replace(RunLine.getValue(), std::regex(R"(\{exe\})"), Binary);
      std::vector<std::string> Env;
      if (T == Target::Gpu)
        Env = {"OMP_TARGET_OFFLOAD=MANDATORY"};
      auto Run = runProgram("/bin/sh", {"-c", Command}, Binary + ".stderr", Env, 3600);
      if (!Run)
        return reportError(Run.takeError(), 2);
      Outputs[Which] = Run->Stdout;
      Codes[Which] = Run->ExitCode;
    }
    std::vector<std::string> A = tokens(Outputs[0], Skip), B = tokens(Outputs[1], Skip);
    size_t Compared = 0, Bad = 0;
    std::string First;
    for (size_t I = 0; I < std::max(A.size(), B.size()); ++I) {
      std::string X = I < A.size() ? A[I] : "<end>", Y = I < B.size() ? B[I] : "<end>";
      ++Compared;
      bool Numeric = std::isdigit(static_cast<unsigned char>(X.back())) &&
                     std::isdigit(static_cast<unsigned char>(Y.back()));
      bool Same = X == Y;
      if (!Same && Numeric) {
        double U = std::stod(X), V = std::stod(Y);
        Same = std::fabs(U - V) <= ATol + RTol * std::fabs(U);
      }
      if (!Same && !Bad++)
        First = "token " + std::to_string(I) + ": reference '" + X + "', optimized '" + Y + "'";
    }
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
  Report["status"] = Status == 0 ? "equal" : "mismatch";
  if (Format == "json")
    llvm::outs() << Report.dump(2) << "\n";
  else {
    for (const std::string &L : Lines)
      llvm::outs() << L << "\n";
    llvm::outs() << (Status == 0 ? "EQUAL" : "MISMATCH") << "\n";
  }
  if (Status == 0 && EmitHarness.empty())
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
    if (!llvm::sys::fs::exists(*F)) {
      llvm::errs() << *F << ": error: no such file\n";
      return 2;
    }
  CompileSettings Settings = Given;
  Settings.BuildPath = BuildPath;
  return RunLine.empty() ? functionMode(Settings) : programMode(Settings);
}

} // namespace paracodex
