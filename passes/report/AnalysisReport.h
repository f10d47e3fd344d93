//===- AnalysisReport.h - what `paracodex analyze` tells -------*- C++ -*-===//
//
// Joins the model, the candidates with their verdicts and plans, and the
// measured times from profiles into one report, printed as JSON
// (schema paracodex.analysis/1, docs/analysis-schema.md) or as text.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REPORT_ANALYSISREPORT_H
#define PARACODEX_PASSES_REPORT_ANALYSISREPORT_H

#include "passes/legality/Candidate.h"
#include "passes/plan/Decision.h"
#include "passes/plan/FusionPlan.h"
#include "profiles/ProfileTable.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
}

namespace paracodex {

struct Measurement {
  double TimeNs = 0;
  uint64_t Launches = 0;
  double Share = 0; ///< of all GPU time in the profiles
  /// True when the time comes from kernels that name only the function
  /// (GCC), so it covers every region of that function.
  bool FunctionLevel = false;
  unsigned Rank = 0; ///< 1 = most time; 0 = not ranked
};

struct LoadedProfile {
  std::string Path;
  profiles::ProfileTable Table;
};

/// The schedule `fuse` gives a legal pair's fused region (what the
/// comment it writes says), and the time the cost model predicts for it.
struct ScheduleChoice {
  std::string Shape;  ///< `plane-march i3 min-plane=262144`, `two-level reduction`, ...
  std::string Detail; ///< fuse's sentence about it
  /// For a fused region left in its shape: the schedule rule it failed
  /// (plan/ScheduleRules.h), where the reason is one.
  std::optional<RuleId> KeptBy;
  unsigned StreamedUnfused = 0, StreamedFused = 0; ///< CostModel.h
  std::optional<double> PredictedNs; ///< measured time x streamed ratio
};

struct AnalysisReport {
  std::string File;
  const ProgramModel *Program = nullptr;
  std::vector<Candidate> Candidates;
  std::vector<FusionPlan> Plans; ///< parallel to Candidates
  std::vector<LoadedProfile> Profiles;
  std::map<unsigned, Measurement> Measured; ///< by candidate id
  std::vector<const profiles::KernelRecord *> UnmatchedKernels;
  /// By candidate id, for the legal pairs fuse rewrites.
  std::map<unsigned, ScheduleChoice> Schedules;
  /// Copy chains fuse gives one launch: "file:line: sentence".
  std::vector<std::string> MergedLaunches;

  unsigned legalCount() const;
};

/// The report of \p Program's \p Decided pairs (decideFusions(): what fuse
/// applies), ranked by \p Profiles.
AnalysisReport analyzeProgram(const ProgramModel &Program, Decision Decided,
                              std::vector<LoadedProfile> Profiles);

nlohmann::ordered_json toJson(const AnalysisReport &Report);

/// Ranked legal candidates first; refused pairs with reasons if \p Explain.
void printText(const AnalysisReport &Report, llvm::raw_ostream &OS,
               bool Explain);

} // namespace paracodex

#endif
