//===- ScheduleSpec.cpp ---------------------------------------------------===//
#include "passes/model/ScheduleSpec.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

namespace paracodex {

static constexpr llvm::StringLiteral Opening = "// paracodex: schedule(";

std::string scheduleWords(const ScheduleSpec &S) {
  switch (S.What) {
  case ScheduleSpec::Kind::Keep:
    return "keep";
  case ScheduleSpec::Kind::TwoLevelReduction:
    return "two-level reduction";
  case ScheduleSpec::Kind::MergedCopies:
    return "merged-copies " + std::to_string(S.Copies);
  case ScheduleSpec::Kind::PlaneMarch:
    break;
  }
  std::string W = "plane-march";
  if (!S.MarchVar.empty())
    W += " " + S.MarchVar;
  if (S.Chunk)
    W += " chunk=" + std::to_string(S.Chunk);
  if (S.Prefetch)
    W += " prefetch";
  if (S.MinPlane)
    W += " min-plane=" + std::to_string(S.MinPlane);
  if (S.Bare)
    W += S.Runs ? " bare runs" : " bare";
  return W;
}

std::string scheduleComment(const ScheduleSpec &S) {
  return Opening.str() + scheduleWords(S) + ")";
}

bool looksLikeScheduleComment(llvm::StringRef Line) {
  return Line.trim().starts_with(Opening);
}

std::optional<ScheduleSpec> parseScheduleComment(llvm::StringRef Line) {
  llvm::StringRef Inside = Line.trim();
  if (!Inside.consume_front(Opening) || !Inside.consume_back(")"))
    return std::nullopt;
  llvm::SmallVector<llvm::StringRef, 8> Words;
  Inside.split(Words, ' ', -1, /*KeepEmpty=*/false);
  if (Words.empty())
    return std::nullopt;
  ScheduleSpec S;
  llvm::ArrayRef<llvm::StringRef> Rest = llvm::ArrayRef<llvm::StringRef>(Words).drop_front();
  if (Words[0] == "keep")
    return S;
  if (Words[0] == "two-level" && Rest.size() == 1 && Rest[0] == "reduction") {
    S.What = ScheduleSpec::Kind::TwoLevelReduction;
    return S;
  }
  if (Words[0] == "merged-copies") {
    S.What = ScheduleSpec::Kind::MergedCopies;
    if (Rest.size() != 1 || Rest[0].getAsInteger(10, S.Copies))
      return std::nullopt;
    return S;
  }
  if (Words[0] != "plane-march")
    return std::nullopt;
  S.What = ScheduleSpec::Kind::PlaneMarch;
  // The variable comes first when there is one (`plane-march i3 chunk=8`);
  // a user may leave it out (`plane-march chunk=8`): fuse picks the loop.
  if (!Rest.empty() && !Rest[0].contains('=') && Rest[0] != "prefetch" && Rest[0] != "bare" &&
      Rest[0] != "runs") {
    S.MarchVar = Rest[0].str();
    Rest = Rest.drop_front();
  }
  for (llvm::StringRef W : Rest) {
    if (W == "prefetch")
      S.Prefetch = true;
    else if (W == "bare")
      S.Bare = true;
    else if (W == "runs")
      S.Runs = true;
    else if (W.consume_front("min-plane=") && W.getAsInteger(10, S.MinPlane))
      return std::nullopt;
    else if (W.consume_front("chunk=") && W.getAsInteger(10, S.Chunk))
      return std::nullopt;
  }
  return S;
}

std::optional<AskedSchedule> scheduleAskedAbove(llvm::StringRef Code, unsigned PragmaOffset) {
  auto lineStart = [&](unsigned Offset) {
    size_t NewLine = Code.substr(0, Offset).rfind('\n');
    return NewLine == llvm::StringRef::npos ? 0u : static_cast<unsigned>(NewLine + 1);
  };
  unsigned Line = lineStart(std::min<size_t>(PragmaOffset, Code.size()));
  if (Line == 0)
    return std::nullopt;
  unsigned Above = lineStart(Line - 1);
  std::optional<ScheduleSpec> Spec = parseScheduleComment(Code.slice(Above, Line));
  if (!Spec || (Spec->What != ScheduleSpec::Kind::Keep &&
                Spec->What != ScheduleSpec::Kind::PlaneMarch))
    return std::nullopt;
  return AskedSchedule{*Spec, Above, Line};
}

} // namespace paracodex
