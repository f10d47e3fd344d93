//===- FindingDiagnostics.cpp ---------------------------------------------===//
#include "tool/FindingDiagnostics.h"

#include "llvm/Support/Path.h"

namespace paracodex {

static std::string quotedList(const std::vector<std::string> &Names) {
  std::string S;
  for (size_t I = 0; I < Names.size(); ++I) {
    if (I)
      S += I + 1 == Names.size() ? " and " : ", ";
    S += "'" + Names[I] + "'";
  }
  return S;
}

std::string findingMessage(const PairFinding &F, FindingState State) {
  std::string Lines =
      F.ConsumerFile.empty()
          ? "target regions at lines " + std::to_string(F.Line) + " and " +
                std::to_string(F.ConsumerLine)
          : "target regions at line " + std::to_string(F.Line) + " and at " +
                llvm::sys::path::filename(F.ConsumerFile).str() + ":" +
                std::to_string(F.ConsumerLine);
  bool Horizontal = F.Kind == CandidateKind::Horizontal;
  // A keep-store pair's arrays stay: they are named as kept, not as what
  // joins the regions away.
  std::string Through = Horizontal ? ""
                        : F.Kind == CandidateKind::KeepStore
                            ? (F.Temporaries.empty()
                                   ? ""
                                   : ", keeping the stores to " + quotedList(F.Temporaries))
                            : " through " + quotedList(F.Temporaries);
  std::string How = F.Strategy.empty() ? "" : " (" + F.Strategy + ")";
  switch (State) {
  case FindingState::Fusable:
    return Horizontal ? Lines + " are independent and can share one launch" + How
                      : Lines + " can be fused" + Through + How;
  case FindingState::Fused:
    return "fused " + Lines + Through + How;
  case FindingState::Refused:
    return Lines + " are not fused" + Through;
  }
  return Lines;
}

void printFinding(llvm::raw_ostream &OS, const PairFinding &F, FindingState State) {
  std::string Where =
      F.File + ":" + std::to_string(F.Line) + ":" + std::to_string(F.Column) + ": ";
  const char *Severity = State == FindingState::Fusable ? "warning" : "remark";
  const char *Rule = State == FindingState::Fusable ? "paracodex-fusable"
                     : State == FindingState::Fused ? "paracodex-fused"
                                                    : "paracodex-refused";
  OS << Where << Severity << ": " << findingMessage(F, State) << " [" << Rule << "]\n";
  for (const Fact &Fa : F.Facts)
    OS << Where << "note: " << Fa.Message << " [paracodex-" << Fa.Rule.name() << "]\n";
  if (State != FindingState::Refused)
    return;
  for (const Refusal &R : F.Refusals)
    OS << Where << "note: " << R.Message << " [paracodex-" << R.Rule.name() << "]\n";
}

std::pair<unsigned, unsigned> lineColumnAt(const std::string &Text, unsigned Offset) {
  unsigned Line = 1, Column = 1;
  for (size_t I = 0; I < Offset && I < Text.size(); ++I) {
    if (Text[I] == '\n') {
      ++Line;
      Column = 1;
    } else {
      ++Column;
    }
  }
  return {Line, Column};
}

std::string mergedLaunchMessage(const std::string &What, const std::vector<unsigned> &Regions,
                                size_t RunTimeFacts, const std::string &Original) {
  std::string Lines;
  for (unsigned Offset : Regions)
    Lines += (Lines.empty() ? "" : ", ") + std::to_string(lineColumnAt(Original, Offset).first);
  std::string S = What + " (regions at lines " + Lines + ")";
  if (RunTimeFacts)
    S += ", under a run-time test of " + std::to_string(RunTimeFacts) +
         (RunTimeFacts == 1 ? " fact" : " facts") + " (the regions as written run otherwise)";
  return S;
}

std::string mergedLaunchMessage(const MarchRecord &M, const std::string &Original) {
  return mergedLaunchMessage(M.What, M.ChainOffsets, M.RunTimeFacts, Original);
}

} // namespace paracodex
