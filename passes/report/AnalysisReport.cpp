//===- AnalysisReport.cpp -------------------------------------------------===//
#include "passes/report/AnalysisReport.h"

#include "passes/legality/Legality.h"

#include "clang/AST/Decl.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <set>

using json = nlohmann::ordered_json;

namespace paracodex {

unsigned AnalysisReport::legalCount() const {
  return static_cast<unsigned>(std::count_if(
      Candidates.begin(), Candidates.end(),
      [](const Candidate &C) { return C.legal(); }));
}

namespace {

/// Kernel records per region, matched by (function, directive line); and
/// GCC-style records that name only a function.
struct ProfileMatch {
  std::map<const TargetRegion *, std::vector<const profiles::KernelRecord *>>
      ByRegion;
  std::map<std::string, std::vector<const profiles::KernelRecord *>>
      ByFunctionOnly;
  double TotalNs = 0;
};

ProfileMatch matchProfiles(const ProgramModel &Program,
                           const std::vector<LoadedProfile> &Profiles,
                           std::vector<const profiles::KernelRecord *> &Unmatched) {
  ProfileMatch M;
  std::set<const profiles::KernelRecord *> Used;
  for (const LoadedProfile &P : Profiles) {
    M.TotalNs += P.Table.totalTimeNs();
    for (const FunctionModel &F : Program.Functions)
      for (const TargetRegion &R : F.Regions) {
        for (const profiles::KernelRecord *K :
             P.Table.findRecords(F.Name, R.Span.Line)) {
          M.ByRegion[&R].push_back(K);
          Used.insert(K);
        }
        // nvc++ names a kernel after the line of its loop, not its pragma.
        if (!R.Loops.empty() && R.Loops.front().Span.Line != R.Span.Line)
          for (const profiles::KernelRecord *K :
               P.Table.findRecords(F.Name, R.Loops.front().Span.Line))
            if (K->Compiler == profiles::CompilerKind::Nvhpc && Used.insert(K).second)
              M.ByRegion[&R].push_back(K);
      }
    for (const profiles::KernelRecord &K : P.Table.Kernels) {
      if (Used.count(&K) || K.Line || K.Function.empty())
        continue;
      for (const FunctionModel &F : Program.Functions)
        if (F.Name == K.Function) {
          M.ByFunctionOnly[F.Name].push_back(&K);
          Used.insert(&K);
        }
    }
    for (const profiles::KernelRecord &K : P.Table.Kernels)
      if (!Used.count(&K))
        Unmatched.push_back(&K);
  }
  return M;
}

void rank(AnalysisReport &Report) {
  if (Report.Profiles.empty())
    return;
  ProfileMatch M =
      matchProfiles(*Report.Program, Report.Profiles, Report.UnmatchedKernels);
  for (const Candidate &C : Report.Candidates) {
    Measurement Me;
    bool Any = false;
    for (const TargetRegion *R : {C.Producer, C.Consumer})
      for (const profiles::KernelRecord *K : M.ByRegion[R]) {
        Me.TimeNs += K->TotalTimeNs;
        Me.Launches += K->Launches;
        Any = true;
      }
    if (!Any)
      for (const profiles::KernelRecord *K : M.ByFunctionOnly[C.Function->Name]) {
        Me.TimeNs += K->TotalTimeNs;
        Me.Launches += K->Launches;
        Me.FunctionLevel = Any = true;
      }
    if (!Any)
      continue;
    Me.Share = M.TotalNs > 0 ? Me.TimeNs / M.TotalNs : 0;
    Report.Measured[C.Id] = Me;
  }
  std::vector<const Candidate *> Legal;
  for (const Candidate &C : Report.Candidates)
    if (C.legal() && Report.Measured.count(C.Id))
      Legal.push_back(&C);
  std::stable_sort(Legal.begin(), Legal.end(),
                   [&](const Candidate *A, const Candidate *B) {
                     return Report.Measured[A->Id].TimeNs >
                            Report.Measured[B->Id].TimeNs;
                   });
  unsigned Rank = 0;
  for (const Candidate *C : Legal)
    Report.Measured[C->Id].Rank = ++Rank;
}

/// \p Path made absolute and free of `.` and `..`, to compare files.
std::string canonical(llvm::StringRef Path) {
  llvm::SmallString<256> P(Path);
  llvm::sys::fs::make_absolute(P);
  llvm::sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return P.str().str();
}

/// Where a span lies when that is not the file analysed (a region of a
/// kernel file #included inside a function: passes/model/StatementIncludes.h),
/// relative to the analysed file's folder when it lies under it; empty for
/// the file analysed.
std::string otherFile(const SourceSpan &S, llvm::StringRef MainFile) {
  if (S.File.empty() || MainFile.empty())
    return "";
  std::string Span = canonical(S.File), Main = canonical(MainFile);
  if (Span == Main)
    return "";
  llvm::StringRef Dir = llvm::sys::path::parent_path(Main);
  llvm::StringRef Rest(Span);
  if (!Dir.empty() && Rest.consume_front(Dir) && !Rest.empty() &&
      llvm::sys::path::is_separator(Rest.front()))
    return Rest.drop_front().str();
  return Span;
}

json spanJson(const SourceSpan &S, llvm::StringRef MainFile) {
  json J = {{"line", S.Line}, {"column", S.Column}, {"end_line", S.EndLine},
            {"end_column", S.EndColumn}};
  std::string Other = otherFile(S, MainFile);
  if (!Other.empty())
    J["file"] = Other;
  return J;
}

std::vector<std::string> reductionSpellings(const TargetRegion &R) {
  std::vector<std::string> Out;
  for (const ReductionItem &Red : R.Reductions)
    Out.push_back(Red.spelling());
  return Out;
}

json regionJson(const TargetRegion &R, llvm::StringRef MainFile) {
  json Loops = json::array();
  for (const LoopInfo &L : R.Loops) {
    json J = {{"var", L.Name}, {"line", L.Span.Line}, {"collapsed", L.InCollapsedNest}};
    if (L.BoundsAffine) {
      J["lower"] = L.Lower.str();
      J["last"] = L.Last.str();
      J["step"] = L.Step;
    } else {
      J["bounds"] = "unknown";
    }
    Loops.push_back(J);
  }
  std::set<std::string> Reads, Writes;
  json Accesses = json::array();
  for (const ArrayAccess &A : R.Accesses) {
    if (A.isRead())
      Reads.insert(A.Array.name());
    if (A.isWrite())
      Writes.insert(A.Array.name());
    json Subs = json::array();
    for (const AffineExpr &S : A.Subscripts)
      Subs.push_back(A.Affine ? S.str() : "?");
    Accesses.push_back({{"array", A.Array.name()},
                        {"mode", A.Kind == AccessKind::Read    ? "read"
                                 : A.Kind == AccessKind::Write ? "write"
                                                               : "read-write"},
                        {"index", Subs},
                        {"line", A.Loc.Line}});
  }
  json Maps = json::array();
  for (const MapEntry &E : R.Maps)
    Maps.push_back({{"array", E.Array.name()}, {"type", E.MapType}});
  return {{"id", R.Id},
          {"function", R.Function},
          {"directive", R.DirectiveKind},
          {"source", spanJson(R.Span, MainFile)},
          {"collapse", R.Collapse},
          {"loops", Loops},
          {"reads", Reads},
          {"writes", Writes},
          {"accesses", Accesses},
          {"maps", Maps},
          {"reductions", reductionSpellings(R)},
          {"nowait", R.NoWait},
          {"depend", R.HasDepend}};
}

std::string candidateLabel(const Candidate &C) {
  return C.Function->QualifiedName + ":" + std::to_string(C.Producer->Span.Line) +
         "->" + std::to_string(C.Consumer->Span.Line);
}

std::string joinNames(const std::vector<std::string> &Names) {
  std::string S;
  for (const std::string &N : Names)
    S += (S.empty() ? "" : ", ") + N;
  return S;
}

} // namespace

AnalysisReport analyzeProgram(const ProgramModel &Program, Decision Decided,
                              std::vector<LoadedProfile> Profiles) {
  AnalysisReport Report;
  Report.File = Program.File;
  Report.Program = &Program;
  Report.Candidates = std::move(Decided.Candidates);
  Report.Plans = std::move(Decided.Plans);
  Report.Profiles = std::move(Profiles);
  rank(Report);
  return Report;
}

json toJson(const AnalysisReport &Report) {
  json Regions = json::array();
  for (const FunctionModel &F : Report.Program->Functions)
    for (const TargetRegion &R : F.Regions)
      Regions.push_back(regionJson(R, Report.File));
  json Candidates = json::array();
  for (size_t I = 0; I < Report.Candidates.size(); ++I) {
    const Candidate &C = Report.Candidates[I];
    const FusionPlan &Plan = Report.Plans[I];
    json Reasons = json::array(), Rules = json::array();
    for (const Refusal &R : C.Refusals) {
      Reasons.push_back(R.Message);
      Rules.push_back(R.Rule.name());
    }
    json J = {{"id", C.Id},
              {"name", candidateLabel(C)},
              {"kind", candidateKindName(C.Kind)},
              {"function", C.Function->Name},
              {"producer", {{"region", C.Producer->Id}, {"line", C.Producer->Span.Line}}},
              {"consumer", {{"region", C.Consumer->Id}, {"line", C.Consumer->Span.Line}}},
              {"temporaries", namesOf(C.Temporaries)},
              {"legal", C.legal()},
              {"reasons", Reasons},
              {"rules", Rules}};
    if (C.Kind == CandidateKind::KeepStore)
      J["kept"] = namesOf(C.Kept);
      // Reads at other iterations recompute the first region's value.
      if (!C.Recomputed.empty())
        J["recomputed"] = namesOf(C.Recomputed);
    if (!C.Facts.empty()) {
      json Facts = json::array();
      for (const Fact &Fa : C.Facts)
        Facts.push_back({{"rule", Fa.Rule.name()}, {"fact", Fa.Message}});
      J["facts"] = Facts;
    }
    if (C.legal()) {
      J["strategy"] = strategyName(Plan.Chosen);
      json Shifted = json::array();
      for (const std::string &Var : Plan.ShiftedLoops)
        Shifted.push_back(AffineExpr::spelling(Var));
      J["plan"] = {{"recomputed_reads", Plan.RecomputedReads},
                   {"shifted_loops", Shifted},
                   {"temporary_bytes_saved_per_point", Plan.TemporaryBytesSaved},
                   {"rationale", Plan.Rationale}};
      auto S = Report.Schedules.find(C.Id);
      if (S != Report.Schedules.end()) {
        J["schedule"] = {{"shape", S->second.Shape},
                         {"detail", S->second.Detail},
                         {"streamed_arrays",
                          {{"unfused", S->second.StreamedUnfused},
                           {"fused", S->second.StreamedFused}}},
                         {"predicted_time_ns", S->second.PredictedNs
                                                   ? json(*S->second.PredictedNs)
                                                   : json(nullptr)}};
        if (S->second.KeptBy)
          J["schedule"]["rule"] = S->second.KeptBy->name();
      }
    } else {
      J["strategy"] = nullptr;
    }
    auto It = Report.Measured.find(C.Id);
    if (It != Report.Measured.end()) {
      const Measurement &M = It->second;
      J["measured"] = {{"time_ns", M.TimeNs},
                       {"launches", M.Launches},
                       {"share", M.Share},
                       {"function_level", M.FunctionLevel}};
      J["rank"] = M.Rank ? json(M.Rank) : json(nullptr);
    } else if (!Report.Profiles.empty()) {
      J["measured"] = nullptr;
      J["rank"] = nullptr;
    }
    Candidates.push_back(J);
  }
  json Doc = {{"schema", "paracodex.analysis/1"},
              {"file", Report.File},
              {"regions", Regions},
              {"candidates", Candidates},
              {"summary",
               {{"regions", Regions.size()},
                {"candidates", Report.Candidates.size()},
                {"legal", Report.legalCount()}}},
              {"merged_launches", Report.MergedLaunches}};
  if (!Report.Profiles.empty()) {
    json Profiles = json::array();
    for (const LoadedProfile &P : Report.Profiles)
      Profiles.push_back({{"path", P.Path},
                          {"format", P.Table.SourceFormat},
                          {"kernels", P.Table.Kernels.size()},
                          {"total_time_ns", P.Table.totalTimeNs()}});
    json Unmatched = json::array();
    for (const profiles::KernelRecord *K : Report.UnmatchedKernels)
      Unmatched.push_back({{"kernel", K->KernelName},
                           {"time_ns", K->TotalTimeNs},
                           {"launches", K->Launches}});
    Doc["profiles"] = Profiles;
    Doc["unmatched_kernels"] = Unmatched;
  }
  return Doc;
}

void printText(const AnalysisReport &Report, llvm::raw_ostream &OS,
               bool Explain) {
  unsigned Legal = Report.legalCount();
  unsigned Refused = Report.Candidates.size() - Legal;
  OS << Report.File << ": " << Legal << " legal fusion candidate"
     << (Legal == 1 ? "" : "s") << ", " << Refused << " refused";
  if (Refused && !Explain)
    OS << " (--explain says why)";
  OS << "\n";

  std::vector<size_t> Order;
  for (size_t I = 0; I < Report.Candidates.size(); ++I)
    if (Report.Candidates[I].legal())
      Order.push_back(I);
  auto rankOf = [&](size_t I) {
    auto It = Report.Measured.find(Report.Candidates[I].Id);
    return It == Report.Measured.end() || !It->second.Rank ? ~0u : It->second.Rank;
  };
  std::stable_sort(Order.begin(), Order.end(),
                   [&](size_t A, size_t B) { return rankOf(A) < rankOf(B); });
  if (!Order.empty()) {
    OS << "\n";
    bool Timed = !Report.Profiles.empty();
    if (Timed)
      OS << "rank         time   share  ";
    OS << llvm::format("%-4s %-11s %-24s %-20s %-14s%s\n", (const char *)"id",
                       (const char *)"kind", (const char *)"pair (function:lines)",
                       (const char *)"temporaries", (const char *)"strategy",
                       (const char *)"schedule");
    for (size_t I : Order) {
      const Candidate &C = Report.Candidates[I];
      if (Timed) {
        auto It = Report.Measured.find(C.Id);
        if (It != Report.Measured.end())
          OS << llvm::format("%-5u %8.3f ms %6.1f%%  ", It->second.Rank,
                             It->second.TimeNs * 1e-6, It->second.Share * 100);
        else
          OS << "-         no data          ";
      }
      OS << llvm::format("#%-3u %-11s %-24s %-20s %-14s", C.Id,
                         candidateKindName(C.Kind), candidateLabel(C).c_str(),
                         (C.Kind == CandidateKind::KeepStore
                              ? "kept: " + (C.Kept.empty() ? std::string("-")
                                                           : joinNames(namesOf(C.Kept)))
                              : joinNames(namesOf(C.Temporaries)))
                             .c_str(),
                         strategyName(Report.Plans[I].Chosen));
      auto S = Report.Schedules.find(C.Id);
      if (S != Report.Schedules.end()) {
        OS << S->second.Shape;
        if (S->second.PredictedNs)
          OS << llvm::format(", predicted %.3f ms", *S->second.PredictedNs * 1e-6);
      }
      OS << "\n";
    }
    if (!Report.Schedules.empty())
      OS << "(schedule: what fuse writes above the fused region; predicted: the measured "
            "time x arrays streamed fused / unfused)\n";
  }
  if (!Report.MergedLaunches.empty()) {
    OS << "\nlaunches:\n";
    for (const std::string &L : Report.MergedLaunches)
      OS << "  " << L << "\n";
  }
  if (!Explain || !Refused)
    return;
  OS << "\nrefused:\n";
  for (const Candidate &C : Report.Candidates) {
    if (C.legal())
      continue;
    OS << "#" << C.Id << " " << candidateKindName(C.Kind) << " "
       << candidateLabel(C);
    if (!C.Temporaries.empty())
      OS << " (" << joinNames(namesOf(C.Temporaries)) << ")";
    OS << "\n";
    for (const Refusal &R : C.Refusals)
      OS << "  - [" << R.Rule.name() << "] " << R.Message << "\n";
  }
}

} // namespace paracodex
