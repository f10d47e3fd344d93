//===- RoundEdits.cpp -----------------------------------------------------===//
#include "passes/rewrite/RoundEdits.h"

#include "passes/model/ModelBuilder.h"
#include "passes/rewrite/FileStyle.h"

#include "clang/Format/Format.h"

#include <algorithm>

namespace paracodex {

namespace {

/// The text after one round, and the formatting edits applied on top of
/// the round's own edits.
struct RoundResult {
  std::string Code;
  clang::tooling::Replacements Format;
};

/// Applies \p Replaces, then formats only the text they inserted (the
/// substituted expressions) in the file's style. Deletions are not
/// formatted, and pragma lines never are: clang-format would respace their
/// clauses, which is code the rewrite did not write.
llvm::Expected<RoundResult> applyAndFormat(const std::string &Code,
                                           const std::string &FileName,
                                           const clang::tooling::Replacements &Replaces,
                                           const std::vector<ByteRange> &Verbatim) {
  auto Applied = clang::tooling::applyAllReplacements(Code, Replaces);
  if (!Applied)
    return Applied.takeError();
  std::vector<clang::tooling::Range> Inserted;
  for (const clang::tooling::Range &R : Replaces.getAffectedRanges())
    if (R.getLength() > 0)
      Inserted.push_back(R);
  if (Inserted.empty())
    return RoundResult{*Applied, {}};
  clang::format::FormatStyle Style = styleForFile(FileName, Code);
  clang::tooling::Replacements Format =
      clang::format::reformat(Style, *Applied, Inserted, FileName);
  // Original code the edits kept (a guarded fusion's fallback) is not
  // reformatted, however the text around it moved.
  std::vector<ByteRange> Untouchable;
  for (const ByteRange &V : Verbatim)
    Untouchable.push_back({Replaces.getShiftedCodePosition(V.Begin),
                           Replaces.getShiftedCodePosition(V.End)});
  clang::tooling::Replacements Kept;
  llvm::StringRef Text(*Applied);
  for (const clang::tooling::Replacement &R : Format) {
    ByteRange Edited{R.getOffset(), R.getOffset() + std::max(1u, R.getLength())};
    if (std::any_of(Untouchable.begin(), Untouchable.end(),
                    [&](const ByteRange &U) { return U.overlaps(Edited); }))
      continue;
    size_t LineStart = Text.rfind('\n', R.getOffset());
    LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
    if (Text.substr(LineStart).ltrim().starts_with("#"))
      continue;
    if (llvm::Error E = Kept.add(R))
      return std::move(E);
  }
  auto Formatted = clang::tooling::applyAllReplacements(*Applied, Kept);
  if (!Formatted)
    return Formatted.takeError();
  return RoundResult{*Formatted, Kept};
}

/// Where \p Offset of the text after \p Edits was before them: a position
/// inside inserted text maps to the start of the text it replaced.
unsigned offsetBefore(unsigned Offset, const clang::tooling::Replacements &Edits) {
  int64_t Shift = 0;
  for (const clang::tooling::Replacement &R : Edits) {
    int64_t NewStart = static_cast<int64_t>(R.getOffset()) + Shift;
    if (Offset < NewStart)
      break;
    if (Offset < NewStart + static_cast<int64_t>(R.getReplacementText().size()))
      return R.getOffset();
    Shift += static_cast<int64_t>(R.getReplacementText().size()) - R.getLength();
  }
  return static_cast<unsigned>(Offset - Shift);
}

} // namespace

unsigned EditHistory::inputOffset(unsigned Offset) const {
  for (auto It = Steps.rbegin(); It != Steps.rend(); ++It)
    Offset = offsetBefore(Offset, *It);
  return Offset;
}

llvm::Expected<std::unique_ptr<clang::ASTUnit>> parseRewritten(const SourceParser &Parse,
                                                               const std::string &Code) {
  auto Unit = Parse(Code, ParsePurpose::Check);
  if (Unit)
    return std::move(*Unit);
  llvm::consumeError(Unit.takeError());
  return llvm::createStringError(std::errc::invalid_argument,
                                 "internal error: the fused text does not parse; nothing was "
                                 "written");
}

RoundInput::RoundInput(std::unique_ptr<clang::ASTUnit> Parsed)
    : Unit(std::move(Parsed)), Context(Unit->getASTContext()),
      Program(buildProgramModel(Context)), Text(Context) {}

llvm::Expected<RoundInput *> RoundParses::parse(const std::string &Text) {
  if (Last && Text == Code)
    return Last.get();
  Last.reset(); // what the old model points into goes before the new parse
  auto Unit = parseRewritten(Parse, Text);
  if (!Unit)
    return Unit.takeError();
  return &keep(std::move(*Unit), Text);
}

RoundInput &RoundParses::keep(std::unique_ptr<clang::ASTUnit> Unit, const std::string &Text) {
  Last = std::make_unique<RoundInput>(std::move(Unit));
  Code = Text;
  return *Last;
}

llvm::Error applyRound(FuseOutcome &Outcome, const std::string &FileName,
                       const FusionEdits &Edits, EditHistory &History) {
  auto Applied = applyAndFormat(Outcome.Code, FileName, Edits.Replaces, Edits.Verbatim);
  if (!Applied)
    return Applied.takeError();
  Outcome.Code = Applied->Code;
  History.Steps.push_back(Edits.Replaces);
  History.Steps.push_back(Applied->Format);
  return llvm::Error::success();
}

} // namespace paracodex
