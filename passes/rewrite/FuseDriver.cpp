//===- FuseDriver.cpp -----------------------------------------------------===//
#include "passes/rewrite/FuseDriver.h"

#include "passes/legality/Legality.h"
#include "passes/model/ModelBuilder.h"
#include "passes/rewrite/FileStyle.h"
#include "passes/rewrite/HorizontalFusion.h"
#include "passes/rewrite/InlineFusion.h"
#include "passes/rewrite/SlidingWindowFusion.h"
#include "passes/rewrite/TemporaryRemoval.h"

#include "clang/Format/Format.h"
#include "clang/Tooling/Core/Replacement.h"

#include <set>

namespace paracodex {

namespace {

std::string nameOf(const Candidate &C) {
  return C.Function->Name + ":" + std::to_string(C.Producer->Span.Line) + "->" +
         std::to_string(C.Consumer->Span.Line);
}

/// Which first-round candidates the --only entries pick.
llvm::Expected<std::set<std::string>>
resolveOnly(const std::vector<std::string> &Only,
            const std::vector<Candidate> &Candidates,
            std::set<std::string> &Functions) {
  std::set<std::string> Names;
  for (const std::string &Entry : Only) {
    bool Matched = false;
    for (const Candidate &C : Candidates) {
      if (Entry == std::to_string(C.Id) || Entry == nameOf(C)) {
        Names.insert(nameOf(C));
        Matched = true;
      } else if (Entry == C.Function->Name) {
        Functions.insert(Entry);
        Matched = true;
      }
    }
    if (!Matched)
      return llvm::createStringError(
          std::errc::invalid_argument,
          "--only=%s matches no candidate id, candidate name or function with "
          "candidates (see `paracodex analyze`)",
          Entry.c_str());
  }
  return Names;
}

/// Applies \p Replaces, then formats only the text they inserted (the
/// substituted expressions) in the file's style. Deletions are not
/// formatted, and pragma lines never are: clang-format would respace their
/// clauses, which is code the rewrite did not write.
llvm::Expected<std::string> applyAndFormat(const std::string &Code,
                                           const std::string &FileName,
                                           const clang::tooling::Replacements &Replaces) {
  auto Applied = clang::tooling::applyAllReplacements(Code, Replaces);
  if (!Applied)
    return Applied.takeError();
  std::vector<clang::tooling::Range> Inserted;
  for (const clang::tooling::Range &R : Replaces.getAffectedRanges())
    if (R.getLength() > 0)
      Inserted.push_back(R);
  if (Inserted.empty())
    return *Applied;
  clang::format::FormatStyle Style = styleForFile(FileName, Code);
  clang::tooling::Replacements Format =
      clang::format::reformat(Style, *Applied, Inserted, FileName);
  clang::tooling::Replacements Kept;
  llvm::StringRef Text(*Applied);
  for (const clang::tooling::Replacement &R : Format) {
    size_t LineStart = Text.rfind('\n', R.getOffset());
    LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
    if (Text.substr(LineStart).ltrim().starts_with("#"))
      continue;
    if (llvm::Error E = Kept.add(R))
      return std::move(E);
  }
  return clang::tooling::applyAllReplacements(*Applied, Kept);
}

std::string reasonsOf(const Candidate &C) {
  std::string S;
  for (const Refusal &R : C.Refusals)
    S += (S.empty() ? "" : "; ") + R.Message;
  return S;
}

} // namespace

llvm::Expected<FuseOutcome> fuseSource(const std::string &Code,
                                       const std::string &FileName,
                                       const FuseOptions &Options,
                                       const SourceParser &Parse) {
  FuseOutcome Outcome;
  Outcome.Code = Code;
  std::set<std::string> OnlyNames, OnlyFunctions;
  std::set<std::string> Failed; // "function:producer-text" keys that failed
  const unsigned MaxRounds = 16;
  for (unsigned Round = 0; Round < MaxRounds; ++Round) {
    auto Unit = Parse(Outcome.Code);
    if (!Unit)
      return Round == 0 ? Unit.takeError()
                        : llvm::createStringError(
                              std::errc::invalid_argument,
                              "internal error: the rewritten text does not "
                              "parse; nothing was written");
    clang::ASTContext &Context = (*Unit)->getASTContext();
    ProgramModel Program = buildProgramModel(Context);
    std::vector<Candidate> Candidates = findCandidates(Program);

    if (Round == 0) {
      if (!Options.Only.empty()) {
        auto Names = resolveOnly(Options.Only, Candidates, OnlyFunctions);
        if (!Names)
          return Names.takeError();
        OnlyNames = *Names;
      }
      for (const Candidate &C : Candidates)
        if (!C.Legal)
          Outcome.Skipped.push_back(nameOf(C) + " (" + candidateKindName(C.Kind) +
                                    ") refused: " + reasonsOf(C));
    }

    SourceText Text(Context);
    FusionEdits Edits;
    std::set<const TargetRegion *> Busy;
    std::set<const FunctionModel *> Touched;
    for (const Candidate &C : Candidates) {
      if (!C.Legal)
        continue;
      std::string Name = nameOf(C);
      bool Selected = Options.Only.empty() ||
                      (Round == 0 && OnlyNames.count(Name)) ||
                      OnlyFunctions.count(C.Function->Name);
      std::string Key = C.Function->Name + "@" +
                        Text.text({C.Producer->Span.Begin, C.Producer->Span.End});
      if (!Selected || Failed.count(Key) || Busy.count(C.Producer) ||
          Busy.count(C.Consumer))
        continue;
      FusionPlan Plan = planFusion(C);
      Strategy Chosen = Plan.Chosen;
      if (Options.Strategy == StrategyRequest::Inline)
        Chosen = C.Kind == CandidateKind::MapReduce ? Strategy::MapReduce : Strategy::Inline;
      else if (Options.Strategy == StrategyRequest::SlidingWindow &&
               C.Kind == CandidateKind::Vertical)
        Chosen = Strategy::SlidingWindow;
      // Independent regions have one rewrite, whatever --strategy asks.
      if (C.Kind == CandidateKind::Horizontal)
        Chosen = Strategy::Horizontal;
      // Each fusion is built on its own, so a failure leaves no partial edit.
      FusionEdits One = Edits;
      llvm::Error E = Chosen == Strategy::Horizontal ? addHorizontalFusion(C, Text, One)
                      : Chosen == Strategy::SlidingWindow
                          ? addSlidingWindowFusion(C, Text, One)
                          : addInlineFusion(C, Text, One);
      if (!E)
        E = removeTemporaries(*C.Function, C.Temporaries, Text, One);
      if (E) {
        Outcome.Skipped.push_back(llvm::toString(std::move(E)));
        Failed.insert(Key);
        continue;
      }
      Edits = std::move(One);
      Busy.insert(C.Producer);
      Busy.insert(C.Consumer);
      Touched.insert(C.Function);
      Outcome.Applied.push_back(Name + " (" + strategyName(Chosen) + ")");
    }
    if (Touched.empty())
      break;
    for (const FunctionModel *F : Touched)
      if (llvm::Error E = removeDeadLocals(*F, Text, Edits))
        return std::move(E);
    auto NewCode = applyAndFormat(Outcome.Code, FileName, Edits.Replaces);
    if (!NewCode)
      return NewCode.takeError();
    Outcome.Code = *NewCode;
  }
  // What we hand back must compile.
  auto Check = Parse(Outcome.Code);
  if (!Check)
    return llvm::createStringError(std::errc::invalid_argument,
                                   "internal error: the fused text does not "
                                   "parse; nothing was written");
  return Outcome;
}

} // namespace paracodex
