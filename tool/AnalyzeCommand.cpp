//===- AnalyzeCommand.cpp - `paracodex analyze` ---------------------------===//
#include "tool/AnalyzeCommand.h"

#include "tool/Diagnostics.h"

#include "passes/model/ModelBuilder.h"
#include "passes/report/AnalysisReport.h"
#include "profiles/ProfileReader.h"

#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

namespace paracodex {

cl::SubCommand AnalyzeSubcommand(
    "analyze",
    "Find producer-consumer target regions joined by temporary arrays, say "
    "whether fusing each pair is legal (and why not), and rank the legal "
    "ones by the time a profile measured");

static cl::OptionCategory AnalyzeCategory("analyze options");

static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<file.c>"),
                                      cl::Required, cl::sub(AnalyzeSubcommand),
                                      cl::cat(AnalyzeCategory));

static cl::list<std::string> Metrics(
    "metrics",
    cl::desc("Profile to rank candidates by (repeatable): ncu --csv, nsys "
             "stats (text, csv or json) or a LIBOMPTARGET_PROFILE trace"),
    cl::value_desc("profile"), cl::sub(AnalyzeSubcommand), cl::cat(AnalyzeCategory));

static cl::opt<std::string> Format("format", cl::desc("Output: text (default) or json"),
                                   cl::init("text"), cl::value_desc("text|json"),
                                   cl::sub(AnalyzeSubcommand), cl::cat(AnalyzeCategory));

static cl::opt<bool> Explain("explain",
                             cl::desc("Also list refused pairs with every reason"),
                             cl::sub(AnalyzeSubcommand), cl::cat(AnalyzeCategory));

static cl::opt<std::string> BuildPath(
    "p", cl::desc("Build directory with compile_commands.json"),
    cl::value_desc("build-dir"), cl::sub(AnalyzeSubcommand), cl::cat(AnalyzeCategory));

int runAnalyze(const CompileSettings &Given) {
  if (Format != "text" && Format != "json") {
    llvm::errs() << "paracodex analyze: error: --format must be text or json, not '"
                 << Format << "'\n";
    return 2;
  }
  CompileSettings Settings = Given;
  Settings.BuildPath = BuildPath;

  std::vector<LoadedProfile> Profiles;
  for (const std::string &Path : Metrics) {
    auto Table = profiles::readProfile(Path);
    if (!Table)
      return reportError(Table.takeError());
    Profiles.push_back({Path, std::move(*Table)});
  }

  auto Unit = parseSourceFile(InputFile, Settings);
  if (!Unit)
    return reportError(Unit.takeError());
  ProgramModel Program = buildProgramModel((*Unit)->getASTContext());
  Program.File = InputFile;
  AnalysisReport Report = analyzeProgram(Program, std::move(Profiles));
  if (Format == "json")
    llvm::outs() << toJson(Report).dump(2) << "\n";
  else
    printText(Report, llvm::outs(), Explain);
  return 0;
}

} // namespace paracodex
