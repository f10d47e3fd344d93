//===- TuneCommand.cpp ----------------------------------------------------===//
#include "tool/TuneCommand.h"

#include "tool/AtomicWrite.h"
#include "tool/CompileOptions.h"
#include "tool/Execution.h"
#include "tool/ExitCodes.h"
#include "tool/OptionCategories.h"
#include "tool/OutputCompare.h"
#include "tool/Progress.h"
#include "tool/RegionTimer.h"
#include "tool/TuneHarness.h"
#include "tool/TuneVariants.h"
#include "tool/WholeProgram.h"

#include "passes/model/ScheduleSpec.h"
#include "passes/rewrite/FuseDriver.h"

#include "clang/Lex/Lexer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <regex>
#include <set>

namespace cl = llvm::cl;

namespace paracodex {

cl::SubCommand TuneSubcommand(
    "tune", "Time the schedules of a file's fused regions, keep for each region the fastest "
            "whose program prints what the original prints, and record them in the source");

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
    "results-from",
    cl::desc("Judge what <dir>/run.sh left there (the same file and options); when the regions' "
             "choices together make a new program, <dir>/combined/run.sh runs it, then this again"),
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
  // Over a progress line, if one is shown (Progress.h).
  if (llvm::sys::Process::StandardErrIsDisplayed())
    llvm::errs() << "\r\033[K";
  llvm::errs() << "paracodex tune: error: " << Message << "\n";
  return Code;
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
  auto Scope = programScopeOf(TuneFile, Settings);
  if (!Scope)
    return fail(llvm::toString(Scope.takeError()));
  setProgramScope(std::move(*Scope));
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
  Progress Shown;
  for (const std::string &Label : Labels) {
    Shown.show("fusing with " + Label);
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
      Shown.clear();
      llvm::errs() << "paracodex tune: " << Label << " gives the same text as an earlier "
                   << "schedule; not timed again\n";
      continue;
    }
    Variant V;
    V.Label = Label;
    V.Options = *Options;
    V.Outcome = std::move(*Outcome);
    Variants.push_back(std::move(V));
  }

  // Every region gets a comment in every variant, so that the k-th comment
  // of each built text is the same region, and a choice per region is a
  // set of comments fuse honours.
  std::set<unsigned> Regions;
  const std::set<unsigned> MarchLines = marchLines(Variants, Text);
  for (const Variant &V : Variants)
    for (const auto &[At, Comment] : commentsOf(V, Text, MarchLines))
      Regions.insert(At);
  auto Fuse = [&](const std::map<unsigned, std::string> &Comments) {
    return fuseSource(withComments(Text, Comments), TuneFile, FuseOptions(), Parse);
  };
  for (Variant &V : Variants) {
    V.Comments = commentsOf(V, Text, MarchLines);
    for (unsigned At : Regions)
      V.Comments.emplace(At, scheduleComment(ScheduleSpec::keep()));
    auto Again = Fuse(V.Comments);
    if (!Again)
      return fail(llvm::toString(Again.takeError()), ExitInternalError);
    if (!sameCode(Again->Code, V.Outcome.Code)) {
      Shown.clear();
      // Fuse does not read a comment back everywhere (above the producer of
      // a guarded fusion): a schedule it cannot record is not tried.
      llvm::errs() << "paracodex tune: " << V.Label << " cannot be recorded as schedule "
                   << "comments in " << TuneFile << " (fuse does not read them back there); "
                   << "not timed\n";
      continue;
    }
    V.Timed = std::move(Again->Code);
  }
  Variants.erase(std::remove_if(Variants.begin(), Variants.end(),
                                [](const Variant &V) { return V.Timed.empty(); }),
                 Variants.end());
  if (Variants.empty())
    return fail("no schedule of " + TuneFile + " can be recorded as comments that fuse reads "
                "back: nothing to tune");

  Execution::Mode Mode = !TuneEmit.empty()      ? Execution::Mode::Emit
                         : !TuneResults.empty() ? Execution::Mode::Replay
                                                : Execution::Mode::Here;
  std::string Dir = !TuneEmit.empty() ? TuneEmit.getValue() : TuneResults.getValue();
  bool Temporary = Dir.empty();
  if (Temporary) {
    llvm::SmallString<128> Made;
    if (llvm::sys::fs::createUniqueDirectory("paracodex-tune", Made))
      return fail("cannot make a work directory");
    Dir = Made.str().str();
  } else if (Mode == Execution::Mode::Emit) {
    // Tune writes and deletes in its harness: never in a folder of the
    // user's.
    if (!mayUseAsHarness(Dir))
      return fail(Dir + " is not empty and is not a harness tune made; give a new directory");
    llvm::sys::fs::remove_directories(Dir);
    if (llvm::sys::fs::create_directories(Dir))
      return fail("cannot make " + Dir);
  } else if (!llvm::sys::fs::exists(Dir + "/" + HarnessMarker)) {
    return fail(Dir + " is not a harness of `paracodex tune --emit-harness`");
  }
  // The work directory goes when tune ends, however it ends.
  struct RemoveOnExit {
    std::string Dir;
    ~RemoveOnExit() {
      if (!Dir.empty())
        llvm::sys::fs::remove_directories(Dir);
    }
  } Cleanup{Temporary ? Dir : std::string()};
  Execution Exec(Mode, Dir);
  // Includes beside the file keep working from the work directory.
  std::vector<std::string> Args = Settings.FixedArgs;
  llvm::SmallString<256> Abs(TuneFile.getValue());
  llvm::sys::fs::make_absolute(Abs);
  Args.push_back("-I" + llvm::sys::path::parent_path(Abs).str());
  std::vector<std::string> Env;
  if (For == Target::Gpu)
    Env = {"OMP_TARGET_OFFLOAD=MANDATORY"};
  // The variants are written with the input's extension (C or C++).
  const std::string Ext = llvm::sys::path::extension(TuneFile.getValue()).str();

  // Each run prints its wall time on stderr, here and in run.sh alike.
  auto Run = [&](Execution &In, const std::string &InDir, const std::string &Tag,
                 const std::string &Binary) {
    std::string Exe = In.mode() == Execution::Mode::Emit ? "./" + Binary : InDir + "/" + Binary;
    std::string Command = std::regex_replace(TuneRun.getValue(), std::regex(R"(\{exe\})"), Exe);
    std::string Timed = "b=$(date +%s.%N); " + Command +
                        "; r=$?; e=$(date +%s.%N); echo \"paracodex-tune-wall $b $e\" >&2; exit $r";
    return In.run(Tag, "/bin/sh", {"-c", Timed}, Env, 3600);
  };
  auto Build = [&](const std::vector<std::string> &Sources, const std::string &Path) {
    return compileProgram(Sources, Args, For, Path, Path + ".build.log");
  };
  auto WriteText = [&](const std::string &Path, const std::string &Code) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    OS << Code;
    return !EC;
  };
  const std::string Timer = Dir + "/paracodex_tune_timer.o";
  if (Mode != Execution::Mode::Replay) {
    Shown.show("building the original");
    if (llvm::Error E = Build({Abs.str().str()}, Dir + "/original"))
      return fail(llvm::toString(std::move(E)));
    if (!WriteText(Dir + "/paracodex_tune_timer.c", RegionTimerSource))
      return fail("cannot write the timer in " + Dir);
    if (llvm::Error E = compileHostObject(Dir + "/paracodex_tune_timer.c", Timer, Timer + ".log"))
      return fail(llvm::toString(std::move(E)));
  }
  // Each variant is built with its regions bracketed by the timer. What
  // was built is fingerprinted: results are only read back for the very
  // same programs.
  std::vector<std::string> Built = {Original, TuneRun.getValue(), TuneDevice.getValue()};
  Built.insert(Built.end(), Args.begin(), Args.end());
  for (Variant &V : Variants) {
    auto Unit = Parse(V.Timed, ParsePurpose::Check);
    if (!Unit)
      return fail("internal error: " + llvm::toString(Unit.takeError()), ExitInternalError);
    std::vector<ScheduledRegion> Found = outermost(scheduledRegions(**Unit));
    // The regions' comments come in input order among the others (a
    // merged copy chain's). A region comment seen more often than the
    // regions that carry it (one a guarded fusion copies into its
    // fallback, a reduction's inner one) leaves the numbers in doubt: no
    // time per region then.
    std::map<std::string, int> Seen;
    for (const ScheduledRegion &R : Found)
      ++Seen[llvm::StringRef(V.Timed)
                 .drop_front(R.CommentOffset)
                 .take_until([](char C) { return C == '\n'; })
                 .trim()
                 .str()];
    for (const auto &[At, Comment] : V.Comments)
      --Seen[Comment];
    bool Ambiguous = std::any_of(V.Comments.begin(), V.Comments.end(),
                                 [&](const auto &C) { return Seen[C.second] != 0; });
    auto Want = V.Comments.begin();
    for (unsigned K = 0; !Ambiguous && K < Found.size() && Want != V.Comments.end(); ++K) {
      llvm::StringRef Line = llvm::StringRef(V.Timed).drop_front(Found[K].CommentOffset);
      if (Line.take_until([](char C) { return C == '\n'; }).trim() == Want->second &&
          Found[K].timed())
        V.TimerOf.push_back(K), ++Want;
    }
    std::string Bracketed = withRegionTimers(V.Timed, Found);
    Built.push_back(V.Label);
    Built.push_back(Bracketed);
    if (Mode == Execution::Mode::Replay)
      continue;
    std::string Source = Dir + "/" + tagOf(V.Label) + Ext;
    if (!WriteText(Source, Bracketed))
      return fail("cannot write " + Source);
    Shown.show("building " + V.Label);
    if (llvm::Error E = Build({Source, Timer}, Dir + "/" + tagOf(V.Label)))
      return fail(llvm::toString(std::move(E)));
  }
  const std::string Marker = Dir + "/" + HarnessMarker;
  if (Mode == Execution::Mode::Emit && !WriteText(Marker, harnessFingerprint(Built) + "\n"))
    return fail("cannot write " + Marker);
  if (Mode == Execution::Mode::Replay && readFileOr(Marker, "") != harnessFingerprint(Built) + "\n")
    return fail(Dir + " holds programs built from another text of " + TuneFile +
                " (or with other options, or by another paracodex): emit the harness again");
  // A choice per region needs each region found, and timed, in every text.
  bool PerRegion = !Regions.empty() &&
                   std::all_of(Variants.begin(), Variants.end(), [&](const Variant &V) {
                     return V.TimerOf.size() == Regions.size();
                   });
  Shown.clear();
  if (!PerRegion)
    llvm::errs() << "paracodex tune: not every region could be timed on its own; the schedule "
                    "is chosen for the whole file, by the program's time\n";

  if (Mode == Execution::Mode::Here)
    Shown.show("running the original");
  auto Reference = Run(Exec, Dir, "original", "original");
  if (!Reference)
    return fail(llvm::toString(Reference.takeError()));
  std::vector<std::optional<RunResult>> Results;
  for (Variant &V : Variants)
    for (unsigned Rep = 0; Rep < Reps; ++Rep) {
      if (Mode == Execution::Mode::Here)
        Shown.show("running " + V.Label + ", " + std::to_string(Rep + 1) + " of " +
                   std::to_string(Reps));
      auto R = Run(Exec, Dir, tagOf(V.Label) + "_" + std::to_string(Rep), tagOf(V.Label));
      if (!R)
        return fail(llvm::toString(R.takeError()));
      Results.push_back(std::move(*R));
    }
  Shown.clear();
  if (Mode == Execution::Mode::Emit) {
    if (llvm::Error E = Exec.finish())
      return fail(llvm::toString(std::move(E)));
    llvm::outs() << "built " << Variants.size() << " schedules of " << TuneFile << " and the "
                 << "original in " << Dir << ": run `sh " << Dir << "/run.sh` on the "
                 << (For == Target::Gpu ? "GPU " : "") << "machine, then `paracodex tune "
                 << TuneFile << " --results-from " << Dir << "` here with the same options\n";
    return ExitSuccess;
  }

  const RunResult &Ref = **Reference;
  // A program that crashes prints nothing to compare with.
  if (!Ref.Abnormal.empty() || Ref.ExitCode >= 128)
    return fail("the original program ended abnormally (" +
                    (!Ref.Abnormal.empty() ? Ref.Abnormal
                     : Ref.ExitCode > 128  ? "killed by signal " + std::to_string(Ref.ExitCode - 128)
                                           : "exit status " + std::to_string(Ref.ExitCode)) +
                    "): nothing to compare the schedules with",
                ExitInputError);
  // A command that fails (a filter in --run that dies) may leave every
  // program's output cut alike: the comparison then proves little.
  if (Ref.ExitCode != 0)
    llvm::errs() << "paracodex tune: warning: the original exits with status " << Ref.ExitCode
                 << " under --run; if that is not the program's own status, its output may be "
                    "cut short and the comparison weak (its stderr: "
                 << llvm::StringRef(Ref.Stderr).take_front(200).trim() << ")\n";
  auto Judge = [&](const RunResult &R, bool &Verified, std::string &Why) {
    OutputComparison C = compareOutputs(Ref.Stdout, R.Stdout, Skip, TuneATol, TuneRTol);
    if ((C.Mismatches || R.ExitCode != Ref.ExitCode) && Verified) {
      Verified = false;
      Why = R.ExitCode != Ref.ExitCode ? "exit status " + std::to_string(R.ExitCode) +
                                             ", the original's " + std::to_string(Ref.ExitCode)
                                       : C.First;
    }
  };
  size_t Next = 0;
  for (Variant &V : Variants)
    for (unsigned Rep = 0; Rep < Reps; ++Rep) {
      const RunResult &R = *Results[Next++];
      Judge(R, V.Verified, V.Why);
      V.Seconds.push_back(wallSeconds(R.Stderr));
      V.RegionSeconds.push_back(regionSeconds(R.Stderr));
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
  if (!Best)
    return fail("no schedule printed what the original prints", ExitFindings);

  std::map<unsigned, std::string> Chosen =
      PerRegion ? fastestPerRegion(Variants, Regions, *Best, Text, TuneFile) : Best->Comments;
  std::string ChosenLabel = "per region";
  auto Matching = std::find_if(Variants.begin(), Variants.end(),
                               [&](const Variant &V) { return V.Comments == Chosen; });
  if (Matching != Variants.end())
    ChosenLabel = Matching->Label;
  else {
    // A program of the regions' choices together has not run yet: it runs
    // now, or from DIR/combined on the other machine, before anything is
    // written.
    auto Combined = Fuse(Chosen);
    if (!Combined)
      return fail(llvm::toString(Combined.takeError()), ExitInternalError);
    std::string CDir = Dir + "/combined";
    std::string Source = CDir + "/tuned" + Ext;
    // Its results count only for this very text, run from this harness.
    std::string Print = harnessFingerprint({readFileOr(Marker, ""), Combined->Code});
    bool Ready = Mode == Execution::Mode::Here ||
                 (readFileOr(CDir + "/" + HarnessMarker, "") == Print + "\n" &&
                  llvm::sys::fs::exists(CDir + "/combined_0.exit"));
    if (!Ready || Mode == Execution::Mode::Here) {
      // No results of an earlier combination may stay beside this one.
      if (!mayUseAsHarness(CDir))
        return fail(CDir + " is not a harness tune made; nothing written");
      llvm::sys::fs::remove_directories(CDir);
      if (llvm::sys::fs::create_directories(CDir) || !WriteText(Source, Combined->Code) ||
          !WriteText(CDir + "/" + HarnessMarker, Print + "\n"))
        return fail("cannot write " + Source);
      Shown.show("building the regions' choices together");
      if (llvm::Error E = Build({Source}, CDir + "/combined"))
        return fail(llvm::toString(std::move(E)));
    }
    Execution CExec(Ready ? Mode : Execution::Mode::Emit, CDir);
    bool Verified = true;
    std::string Why;
    std::vector<double> Seconds;
    for (unsigned Rep = 0; Rep < Reps; ++Rep) {
      auto R = Run(CExec, CDir, "combined_" + std::to_string(Rep), "combined");
      if (!R)
        return fail(llvm::toString(R.takeError()));
      if (*R) {
        Judge(**R, Verified, Why);
        Seconds.push_back(wallSeconds((*R)->Stderr));
      }
    }
    Shown.clear();
    if (!Ready) {
      if (llvm::Error E = CExec.finish())
        return fail(llvm::toString(std::move(E)));
      llvm::outs() << "\nthe regions' fastest schedules together make a program that has not "
                      "run: run `sh "
                   << CDir << "/run.sh` on the " << (For == Target::Gpu ? "GPU " : "")
                   << "machine, then this command again; nothing written yet\n";
      return ExitSuccess;
    }
    llvm::outs() << llvm::left_justify("per region", 12) << " "
                 << llvm::format("%9.4f", median(Seconds)) << "   " << Seconds.size() << "      "
                 << (Verified ? "same as the original" : "DIFFERS: " + Why) << "\n";
    if (!Verified) {
      llvm::outs() << "the regions' choices together differ from the original; keeping "
                   << Best->Label << " for the whole file\n";
      Chosen = Best->Comments;
      ChosenLabel = Best->Label;
    }
  }
  // The program that ran was fuse of the input with these very comments
  // (a variant's Timed, or the combination): plain `fuse` of the recorded
  // file gives it back by construction.
  std::string Recorded = withComments(Text, Chosen);
  llvm::outs() << "chosen: " << ChosenLabel << "\n";
  for (const auto &[Offset, Comment] : Chosen)
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
