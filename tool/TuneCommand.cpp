//===- TuneCommand.cpp ----------------------------------------------------===//
#include "tool/TuneCommand.h"

#include "tool/AtomicWrite.h"
#include "tool/CompileOptions.h"
#include "tool/Execution.h"
#include "tool/ExitCodes.h"
#include "tool/OptionCategories.h"
#include "tool/OutputCompare.h"

#include "passes/rewrite/FuseDriver.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <regex>

namespace cl = llvm::cl;

namespace paracodex {

cl::SubCommand TuneSubcommand(
    "tune", "Time the schedules of a file's fused regions, keep the fastest whose program "
            "prints what the original prints, and record it in the source");

static cl::opt<std::string> TuneFile(cl::Positional, cl::desc("<file.c>"), cl::sub(TuneSubcommand),
                                     cl::cat(tuneCategory()));
static cl::list<std::string> Schedules(
    "schedules",
    cl::desc("Schedules to try (default keep,march,march:runs,march@0,march:32,march:128): "
             "keep (the fused shape), march (plane march, whole loop per thread, where the "
             "plane has 262144 points or more), march:runs (its bare launch in runs of planes, "
             "as many as the grid wants), march:N (runs of N planes); @P sets that minimum "
             "plane (march@0: marched at every size)"),
    cl::CommaSeparated, cl::value_desc("list"), cl::sub(TuneSubcommand), cl::cat(tuneCategory()));
static cl::opt<std::string> TuneRun("run",
                                    cl::desc("How to run the program ({exe} is the binary; "
                                             "default '{exe}')"),
                                    cl::init("{exe}"), cl::value_desc("command"),
                                    cl::sub(TuneSubcommand), cl::cat(tuneCategory()));
static cl::opt<std::string> TuneIgnore(
    "ignore", cl::desc("Output lines to leave out of the comparison (a regex: timings)"),
    cl::value_desc("regex"), cl::sub(TuneSubcommand), cl::cat(tuneCategory()));
static cl::opt<std::string> TuneDevice("device", cl::desc("gpu, host, or auto (GPU when present)"),
                                       cl::init("auto"), cl::sub(TuneSubcommand),
                                       cl::cat(tuneCategory()));
static cl::opt<unsigned> Reps("reps", cl::desc("Timed runs of each schedule (default 3)"),
                              cl::init(3), cl::sub(TuneSubcommand), cl::cat(tuneCategory()));
static cl::opt<double> TuneRTol("rtol", cl::desc("Relative tolerance of numbers (default 1e-12)"),
                                cl::init(1e-12), cl::sub(TuneSubcommand), cl::cat(tuneCategory()));
static cl::opt<double> TuneATol("atol", cl::desc("Absolute tolerance of numbers (default 1e-12)"),
                                cl::init(1e-12), cl::sub(TuneSubcommand), cl::cat(tuneCategory()));
static cl::opt<std::string> TuneEmit(
    "emit-harness",
    cl::desc("Build here into <dir> and write <dir>/run.sh for the GPU machine; nothing runs"),
    cl::value_desc("dir"), cl::sub(TuneSubcommand), cl::cat(tuneCategory()));
static cl::opt<std::string> TuneResults(
    "results-from", cl::desc("Judge what <dir>/run.sh left there (the same file and options)"),
    cl::value_desc("dir"), cl::sub(TuneSubcommand), cl::cat(tuneCategory()));
static cl::opt<bool> TuneInPlace("i", cl::desc("Record the chosen schedule in <file.c> (atomically)"),
                                 cl::sub(TuneSubcommand), cl::cat(tuneCategory()));
static cl::opt<std::string> TuneOutput("o",
                                       cl::desc("Write <file.c> with the chosen schedule to <out>"),
                                       cl::value_desc("out"), cl::sub(TuneSubcommand),
                                       cl::cat(tuneCategory()));
static CompileOptions TuneCompile(TuneSubcommand, tuneCategory());

namespace {

int fail(const std::string &Message, int Code = ExitInputError) {
  llvm::errs() << "paracodex tune: error: " << Message << "\n";
  return Code;
}

bool isScheduleComment(llvm::StringRef Line) {
  return Line.trim().starts_with("// paracodex: schedule(");
}

/// \p Text without its schedule comment lines.
std::string withoutScheduleComments(llvm::StringRef Text) {
  std::string Out;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    if (!isScheduleComment(Line))
      Out += Line.str() + (Rest.empty() && !Text.ends_with("\n") ? "" : "\n");
    Text = Rest;
  }
  return Out;
}

/// One schedule to try, and what fuse made of the file with it.
struct Variant {
  std::string Label; ///< "march:32"
  FuseOptions Options;
  FuseOutcome Outcome;
  std::vector<double> Seconds;
  bool Verified = true;
  std::string Why; ///< the first difference, when not verified
};

llvm::Expected<FuseOptions> optionsFor(const std::string &Label) {
  FuseOptions O;
  llvm::StringRef L(Label);
  if (L == "keep") {
    O.Schedule = ScheduleRequest::Keep;
    return O;
  }
  // `@P`: march only where the plane has P points or more (0: always).
  auto [Shape, MinPlane] = L.split('@');
  if (!MinPlane.empty() && (MinPlane.getAsInteger(10, O.MarchMinPlane) || Shape == "keep"))
    Shape = "";
  if (Shape == "march")
    return O;
  if (Shape == "march:runs") {
    O.MarchRuns = true;
    return O;
  }
  if (Shape.consume_front("march:") && !Shape.getAsInteger(10, O.MarchChunk) && O.MarchChunk > 0)
    return O;
  return llvm::createStringError(std::errc::invalid_argument,
                                 "unknown schedule '%s' (keep, march, march:N or march:runs, each march "
                                 "with @P for its minimum plane)",
                                 Label.c_str());
}

/// A file-name-safe tag for a schedule: "march:32" -> "march_32".
std::string tagOf(const std::string &Label) {
  std::string T = Label;
  std::replace(T.begin(), T.end(), ':', '_');
  std::replace(T.begin(), T.end(), '@', '_');
  return T;
}

/// The comment lines the chosen variant records, by offset of the line
/// they go above.
std::map<unsigned, std::string> commentsOf(const Variant &V, const std::string &Text) {
  std::map<unsigned, std::string> At;
  auto LineStart = [&](unsigned Offset) {
    size_t Nl = Text.rfind('\n', Offset ? Offset - 1 : 0);
    return Offset == 0 || Nl == std::string::npos ? 0u : static_cast<unsigned>(Nl + 1);
  };
  for (const MarchRecord &M : V.Outcome.Marched)
    if (M.Fused && !M.Comment.empty())
      At[LineStart(M.InputOffset)] = M.Comment;
  if (V.Options.Schedule == ScheduleRequest::Keep)
    for (const FusionRecord &A : V.Outcome.Applied)
      if (A.Kind != CandidateKind::Horizontal)
        At[LineStart(A.ConsumerOffset)] = "// paracodex: schedule(keep)";
  return At;
}

std::string withComments(const std::string &Text, const std::map<unsigned, std::string> &At) {
  std::string Out = Text;
  for (auto It = At.rbegin(); It != At.rend(); ++It) {
    size_t End = Out.find_first_not_of(" \t", It->first);
    std::string Indent = Out.substr(It->first, End == std::string::npos ? 0 : End - It->first);
    Out.insert(It->first, Indent + It->second + "\n");
  }
  return Out;
}

double median(std::vector<double> V) {
  std::sort(V.begin(), V.end());
  return V.empty() ? -1 : V[V.size() / 2];
}

} // namespace

int runTune(const CompileSettings &DashDash) {
  if (TuneFile.empty())
    return fail("no input file (paracodex tune FILE.c)");
  if (!TuneEmit.empty() && !TuneResults.empty())
    return fail("--emit-harness builds for another machine and --results-from reads what ran "
                "there; give one of them");
  if (TuneInPlace && !TuneOutput.empty())
    return fail("give -i or -o, not both");
  if (Reps == 0)
    return fail("--reps must be at least 1");
  std::regex Skip;
  try {
    Skip = std::regex(TuneIgnore.empty() ? std::string("a^") : TuneIgnore.getValue());
  } catch (const std::regex_error &) {
    return fail("--ignore is not a valid regex");
  }
  Target For = Target::Host;
  if (TuneDevice == "gpu" || (TuneDevice == "auto" && gpuBuildAvailable() &&
                              (gpuPresent() || !TuneEmit.empty() || !TuneResults.empty())))
    For = Target::Gpu;
  else if (TuneDevice != "host" && TuneDevice != "auto")
    return fail("--device must be auto, gpu or host");
  if (For == Target::Gpu && !gpuBuildAvailable())
    return fail("--device=gpu needs the CUDA offload build (none was found at configure time)");

  auto Buffer = llvm::MemoryBuffer::getFile(TuneFile);
  if (!Buffer)
    return fail(TuneFile + ": " + Buffer.getError().message());
  std::string Original = (*Buffer)->getBuffer().str();
  std::string Text = withoutScheduleComments(Original);
  CompileSettings Settings = TuneCompile.settings(DashDash);
  SourceParser Parse = [&](const std::string &Code, ParsePurpose Purpose) {
    return parseSourceText(TuneFile, Settings, Code,
                           Purpose == ParsePurpose::Trial ? TextOf::Trial
                           : Code == Text                 ? TextOf::User
                                                          : TextOf::Paracodex);
  };

  std::vector<std::string> Labels(Schedules.begin(), Schedules.end());
  if (Labels.empty())
    Labels = {"keep", "march", "march:runs", "march@0", "march:32", "march:128"};
  std::vector<Variant> Variants;
  for (const std::string &Label : Labels) {
    auto Options = optionsFor(Label);
    if (!Options)
      return fail(llvm::toString(Options.takeError()));
    auto Outcome = fuseSource(Text, TuneFile, *Options, Parse);
    if (!Outcome)
      return fail(llvm::toString(Outcome.takeError()));
    if (Outcome->Applied.empty())
      return fail(TuneFile + " has no pair that fuse rewrites: nothing to tune", ExitSuccess);
    bool Same = std::any_of(Variants.begin(), Variants.end(),
                            [&](const Variant &V) { return V.Outcome.Code == Outcome->Code; });
    if (Same) {
      llvm::errs() << "paracodex tune: " << Label << " gives the same text as an earlier "
                   << "schedule; not timed again\n";
      continue;
    }
    Variants.push_back({Label, *Options, std::move(*Outcome), {}, true, {}});
  }

  std::string Dir = !TuneEmit.empty() ? TuneEmit.getValue() : TuneResults.getValue();
  bool Temporary = Dir.empty();
  if (Temporary) {
    llvm::SmallString<128> Made;
    if (llvm::sys::fs::createUniqueDirectory("paracodex-tune", Made))
      return fail("cannot make a work directory");
    Dir = Made.str().str();
  } else if (llvm::sys::fs::create_directories(Dir)) {
    return fail("cannot make " + Dir);
  }
  Execution::Mode Mode = !TuneEmit.empty()      ? Execution::Mode::Emit
                         : !TuneResults.empty() ? Execution::Mode::Replay
                                                : Execution::Mode::Here;
  Execution Exec(Mode, Dir);
  // Includes beside the file keep working from the work directory.
  std::vector<std::string> Args = Settings.FixedArgs;
  llvm::SmallString<256> Abs(TuneFile.getValue());
  llvm::sys::fs::make_absolute(Abs);
  Args.push_back("-I" + llvm::sys::path::parent_path(Abs).str());
  std::vector<std::string> Env;
  if (For == Target::Gpu)
    Env = {"OMP_TARGET_OFFLOAD=MANDATORY"};

  // Each run prints its wall time on stderr, here and in run.sh alike.
  auto Run = [&](const std::string &Tag, const std::string &Binary) {
    std::string Exe = Mode == Execution::Mode::Emit ? "./" + Binary : Dir + "/" + Binary;
    std::string Command = std::regex_replace(TuneRun.getValue(), std::regex(R"(\{exe\})"), Exe);
    std::string Timed = "b=$(date +%s.%N); " + Command +
                        "; r=$?; e=$(date +%s.%N); echo \"paracodex-tune-wall $b $e\" >&2; exit $r";
    return Exec.run(Tag, "/bin/sh", {"-c", Timed}, Env, 3600);
  };
  auto Build = [&](const std::string &Source, const std::string &Binary) -> llvm::Error {
    if (Mode == Execution::Mode::Replay)
      return llvm::Error::success();
    std::string Path = Dir + "/" + Binary;
    return compileProgram({Source}, Args, For, Path, Path + ".build.log");
  };
  if (llvm::Error E = Build(Abs.str().str(), "original"))
    return fail(llvm::toString(std::move(E)));
  for (const Variant &V : Variants) {
    std::string Source = Dir + "/" + tagOf(V.Label) + ".c";
    if (Mode != Execution::Mode::Replay) {
      std::error_code EC;
      llvm::raw_fd_ostream OS(Source, EC);
      if (EC)
        return fail("cannot write " + Source);
      OS << V.Outcome.Code;
    }
    if (llvm::Error E = Build(Source, tagOf(V.Label)))
      return fail(llvm::toString(std::move(E)));
  }

  auto Reference = Run("original", "original");
  if (!Reference)
    return fail(llvm::toString(Reference.takeError()));
  std::vector<std::optional<RunResult>> Results;
  for (Variant &V : Variants)
    for (unsigned Rep = 0; Rep < Reps; ++Rep) {
      auto R = Run(tagOf(V.Label) + "_" + std::to_string(Rep), tagOf(V.Label));
      if (!R)
        return fail(llvm::toString(R.takeError()));
      Results.push_back(std::move(*R));
    }
  if (Mode == Execution::Mode::Emit) {
    if (llvm::Error E = Exec.finish())
      return fail(llvm::toString(std::move(E)));
    llvm::outs() << "built " << Variants.size() << " schedules of " << TuneFile << " and the "
                 << "original in " << Dir << ": run `sh " << Dir << "/run.sh` on the "
                 << (For == Target::Gpu ? "GPU " : "") << "machine, then `paracodex tune "
                 << TuneFile << " --results-from " << Dir << "` here with the same options\n";
    return ExitSuccess;
  }

  static const std::regex Wall(R"(paracodex-tune-wall ([0-9.]+) ([0-9.]+))");
  auto SecondsOf = [](const RunResult &R) {
    std::smatch M;
    return std::regex_search(R.Stderr, M, Wall) ? std::stod(M[2]) - std::stod(M[1]) : -1.0;
  };
  const RunResult &Ref = **Reference;
  size_t Next = 0;
  for (Variant &V : Variants)
    for (unsigned Rep = 0; Rep < Reps; ++Rep) {
      const RunResult &R = *Results[Next++];
      OutputComparison C = compareOutputs(Ref.Stdout, R.Stdout, Skip, TuneATol, TuneRTol);
      if ((C.Mismatches || R.ExitCode != Ref.ExitCode) && V.Verified) {
        V.Verified = false;
        V.Why = R.ExitCode != Ref.ExitCode
                    ? "exit status " + std::to_string(R.ExitCode) + ", the original's " +
                          std::to_string(Ref.ExitCode)
                    : C.First;
      }
      V.Seconds.push_back(SecondsOf(R));
    }

  const Variant *Best = nullptr;
  llvm::outs() << "schedule      median s   runs   output\n";
  for (const Variant &V : Variants) {
    llvm::outs() << llvm::left_justify(V.Label, 12) << " "
                 << llvm::format("%9.4f", median(V.Seconds)) << "   " << V.Seconds.size()
                 << "      " << (V.Verified ? "same as the original" : "DIFFERS: " + V.Why) << "\n";
    if (V.Verified && (!Best || median(V.Seconds) < median(Best->Seconds)))
      Best = &V;
  }
  if (Temporary)
    llvm::sys::fs::remove_directories(Dir);
  if (!Best)
    return fail("no schedule printed what the original prints", ExitFindings);
  std::map<unsigned, std::string> At = commentsOf(*Best, Text);
  std::string Recorded = withComments(Text, At);
  // What is recorded must give back, with plain `fuse`, the text that was timed.
  auto Again = fuseSource(Recorded, TuneFile, FuseOptions(), Parse);
  if (!Again ||
      withoutScheduleComments(Again->Code) != withoutScheduleComments(Best->Outcome.Code))
    return fail("internal error: the recorded schedule does not give back the text that was "
                "timed; nothing written",
                ExitInternalError);
  llvm::outs() << "chosen: " << Best->Label << " (" << llvm::format("%.4f", median(Best->Seconds))
               << " s)\n";
  for (const auto &[Offset, Comment] : At)
    llvm::outs() << "  " << TuneFile << ":"
                 << 1 + std::count(Text.begin(), Text.begin() + Offset, '\n') << ": " << Comment
                 << "\n";
  std::string Target = TuneInPlace ? TuneFile.getValue() : TuneOutput.getValue();
  if (Target.empty()) {
    llvm::outs() << "(give -i to record it in " << TuneFile << ", or -o FILE)\n";
    return ExitSuccess;
  }
  if (Recorded == Original && Target == TuneFile)
    return ExitSuccess;
  if (llvm::Error E = writeAtomically(Target, Recorded))
    return fail(llvm::toString(std::move(E)));
  return ExitSuccess;
}

} // namespace paracodex
