//===- FuseDriver.cpp -----------------------------------------------------===//
#include "passes/rewrite/FuseDriver.h"

#include "passes/legality/DecisionRules.h"
#include "passes/rewrite/IncludeClash.h"

#include "passes/rewrite/BareLaunch.h"

#include "passes/rewrite/DecideFusions.h"
#include "passes/legality/CopyChain.h"
#include "passes/rewrite/CopyChainMerge.h"
#include "passes/model/ModelBuilder.h"
#include "passes/rewrite/FileStyle.h"
#include "passes/rewrite/GuardedFusion.h"
#include "passes/rewrite/PlaneMarch.h"
#include "passes/rewrite/FallbackAllocation.h"
#include "passes/rewrite/TeamsLoopExpansion.h"
#include "passes/rewrite/TwoLevelReduction.h"
#include "passes/rewrite/TemporaryRemoval.h"

#include "clang/AST/ASTTypeTraits.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Format/Format.h"
#include "clang/Tooling/Core/Replacement.h"

#include <algorithm>
#include <map>
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

/// The edits of every round so far, in order: a round's own edits, then its
/// formatting.
struct EditHistory {
  std::vector<clang::tooling::Replacements> Steps;
  unsigned inputOffset(unsigned Offset) const {
    for (auto It = Steps.rbegin(); It != Steps.rend(); ++It)
      Offset = offsetBefore(Offset, *It);
    return Offset;
  }
};

/// Parses the text a round after the first starts from. Earlier rounds
/// wrote it, so a failure is the tool's, said as such.
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

/// Applies a round's \p Edits to the outcome's text and records them, and
/// the formatting on top, in \p History.
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

FusionRecord recordOf(const Candidate &C, const EditHistory &History) {
  FusionRecord R;
  R.Label = nameOf(C);
  R.Kind = C.Kind;
  R.Temporaries = C.Temporaries;
  R.ProducerOffset = History.inputOffset(C.Producer->Span.Begin);
  R.ConsumerOffset = History.inputOffset(C.Consumer->Span.Begin);
  return R;
}

/// Whether \p If is the run-time test of a guarded fusion (GuardedFusion.h).
bool isOverlapTest(const clang::IfStmt &If, const SourceText &Text) {
  auto Cond = Text.fileRange(If.getCond()->getSourceRange());
  return Cond && Text.text(*Cond).find("PARACODEX_NO_OVERLAP") != std::string::npos;
}

/// Whether \p R is the fallback a guarded fusion keeps: a region inside
/// the `else` of `if (PARACODEX_NO_OVERLAP(...))`. It stays as written.
bool inGuardFallback(const TargetRegion &R, clang::ASTContext &Context,
                     const SourceText &Text) {
  clang::DynTypedNode Child = clang::DynTypedNode::create(*R.Directive);
  for (unsigned Depth = 0; Depth < 64; ++Depth) {
    auto Parents = Context.getParents(Child);
    if (Parents.empty())
      return false;
    if (const auto *If = Parents[0].get<clang::IfStmt>()) {
      const clang::Stmt *Else = If->getElse();
      if (Else && Child.get<clang::Stmt>() == Else &&
          Text.fileRange(If->getCond()->getSourceRange()) &&
          (isOverlapTest(*If, Text) || isMergedCopiesTest(*If, Text) ||
           isPlaneMarchTest(*If, Text)))
        return true;
    }
    Child = Parents[0];
  }
  return false;
}

/// Where the run-time test of a guarded fusion whose fused branch holds
/// \p R begins, or nothing. A schedule comment written above a guarded
/// pair's producer stays above that test after the fusion.
std::optional<unsigned> guardTestAbove(const TargetRegion &R, clang::ASTContext &Context,
                                       const SourceText &Text) {
  clang::DynTypedNode Child = clang::DynTypedNode::create(*R.Directive);
  for (unsigned Depth = 0; Depth < 64; ++Depth) {
    auto Parents = Context.getParents(Child);
    if (Parents.empty())
      return std::nullopt;
    if (const auto *If = Parents[0].get<clang::IfStmt>()) {
      auto Whole = Text.fileRange(If->getSourceRange());
      if (Child.get<clang::Stmt>() == If->getThen() && Whole && isOverlapTest(*If, Text))
        return Whole->Begin;
      return std::nullopt;
    }
    Child = Parents[0];
  }
  return std::nullopt;
}

/// The allocation round: a temporary that only the fallback of a guarded
/// fusion still uses is allocated on the device there, not around both
/// branches (FallbackAllocation.h).
llvm::Error sinkAllocations(FuseOutcome &Outcome, const std::string &FileName,
                            EditHistory &History, const SourceParser &Parse) {
  // Only functions this run fused: a file fused before keeps its text.
  std::set<std::string> Fused;
  for (const FusionRecord &A : Outcome.Applied)
    Fused.insert(A.Label.substr(0, A.Label.find(':')));
  if (Fused.empty() || Outcome.Code.find(NoOverlapMacro) == std::string::npos)
    return llvm::Error::success();
  auto Unit = parseRewritten(Parse, Outcome.Code);
  if (!Unit)
    return Unit.takeError();
  clang::ASTContext &Context = (*Unit)->getASTContext();
  ProgramModel Program = buildProgramModel(Context);
  SourceText Text(Context);
  FusionEdits Edits;
  std::vector<SunkAllocation> Sunk;
  for (const FunctionModel &F : Program.Functions)
    if (Fused.count(F.Name))
      if (llvm::Error E = sinkFallbackAllocations(F, Text, Edits, Sunk))
        return E;
  if (Edits.Replaces.empty())
    return llvm::Error::success();
  for (const SunkAllocation &S : Sunk) {
    MarchRecord Record;
    Record.InputOffset = History.inputOffset(S.DataDirectiveOffset);
    Record.What = "`" + S.Array + "` is now allocated on the device only where the fallback "
                  "uses it (" + std::to_string(S.Fallbacks) +
                  (S.Fallbacks == 1 ? " branch" : " branches") + "), not around the fused code";
    Outcome.Allocations.push_back(std::move(Record));
  }
  return applyRound(Outcome, FileName, Edits, History);
}

/// The expansion round: every `target teams loop` that clang would run with
/// one thread per team becomes `target teams distribute parallel for`
/// (TeamsLoopExpansion.h), fused or not: it is the schedule the directive
/// asks for, which clang does not give it. Runs before the schedule round,
/// which only takes the expanded form.
llvm::Error expandTeamsLoops(FuseOutcome &Outcome, const std::string &FileName,
                             const FuseOptions &Options, EditHistory &History,
                             const SourceParser &Parse) {
  if (Options.Schedule == ScheduleRequest::Keep || !Options.ExpandTeamsLoops)
    return llvm::Error::success();
  auto Unit = parseRewritten(Parse, Outcome.Code);
  if (!Unit)
    return Unit.takeError();
  clang::ASTContext &Context = (*Unit)->getASTContext();
  ProgramModel Program = buildProgramModel(Context);
  SourceText Text(Context);
  FusionEdits Edits;
  for (const FunctionModel &F : Program.Functions)
    for (const TargetRegion &R : F.Regions) {
      if (!teamsLoopRunsSerially(R) || inGuardFallback(R, Context, Text))
        continue;
      MarchRecord Record;
      Record.InputOffset = History.inputOffset(R.Span.Begin);
      std::optional<ScheduleComment> Comment = scheduleCommentAbove(Text, R.Span.Begin);
      if (Comment && Comment->keep()) {
        Record.What = "the `teams loop` keeps its form: its comment says `schedule(keep)`";
        Outcome.NotMarched.push_back(std::move(Record));
        continue;
      }
      FusionEdits One;
      std::vector<std::string> Privatized;
      if (llvm::Error E = addTeamsLoopExpansion(F, R, Text, One, Privatized)) {
        Record.What = llvm::toString(std::move(E));
        Outcome.NotMarched.push_back(std::move(Record));
        continue;
      }
      if (llvm::Error E = Edits.add(One))
        return E;
      Record.What = "`teams distribute parallel for` schedule: clang runs a `teams loop` whose "
                    "body calls a function with one thread per team";
      for (size_t K = 0; K < Privatized.size(); ++K)
        Record.What += (K == 0 ? "; private: `" : "`, `") + Privatized[K] +
                       (K + 1 == Privatized.size() ? "`" : "");
      Outcome.Marched.push_back(std::move(Record));
    }
  if (Edits.Replaces.empty())
    return llvm::Error::success();
  return applyRound(Outcome, FileName, Edits, History);
}

/// The schedule round: the plane-march shape for the regions \p Options
/// asks for (those this run fused, or every stencil region). A region
/// that does not take the shape keeps it; for a fused one the report says
/// why.
llvm::Error marchRegions(FuseOutcome &Outcome, const std::string &FileName,
                         const FuseOptions &Options, EditHistory &History,
                         const SourceParser &Parse) {
  if (Options.Schedule == ScheduleRequest::Keep)
    return llvm::Error::success();
  std::set<unsigned> FusedAt;
  for (const FusionRecord &A : Outcome.Applied)
    if (A.Kind == CandidateKind::Vertical || A.Kind == CandidateKind::MapReduce) {
      FusedAt.insert(A.ProducerOffset);
      FusedAt.insert(A.ConsumerOffset);
    }
  if (FusedAt.empty() && Options.Schedule == ScheduleRequest::Auto)
    return llvm::Error::success();
  auto Unit = parseRewritten(Parse, Outcome.Code);
  if (!Unit)
    return Unit.takeError();
  clang::ASTContext &Context = (*Unit)->getASTContext();
  ProgramModel Program = buildProgramModel(Context);
  SourceText Text(Context);
  FusionEdits Edits;
  // Why no region may take the bare launch (the includes it needs would
  // clash with the file's names: IncludeClash.h); found after a first pass
  // that wanted them, which is then done again without.
  std::optional<std::string> NoBare;
  const size_t MarchedBefore = Outcome.Marched.size(),
               NotMarchedBefore = Outcome.NotMarched.size();
  // At most twice: a second time without the bare launch when its includes
  // would clash.
  while (true) {
    for (const FunctionModel &F : Program.Functions)
      for (const TargetRegion &R : F.Regions) {
        if (!R.Directive || inGuardFallback(R, Context, Text))
          continue;
        bool Fused = FusedAt.count(History.inputOffset(R.Span.Begin)) > 0;
        if (!Fused && Options.Schedule != ScheduleRequest::All)
          continue;
        MarchRecord Record;
        Record.InputOffset = History.inputOffset(R.Span.Begin);
        Record.Fused = Fused;
        FusionEdits One;
        // A schedule written in the source (by a user, by `fuse`, by `tune`)
        // wins over the options.
        std::optional<ScheduleComment> Comment = scheduleCommentAbove(Text, R.Span.Begin);
        // Above a guarded fusion's test, the comment is read but stays where
        // it is (the march replaces only a comment right above the region).
        bool AboveGuard = false;
        if (!Comment)
          if (std::optional<unsigned> Test = guardTestAbove(R, Context, Text))
            if ((Comment = scheduleCommentAbove(Text, *Test)))
              AboveGuard = true;
        if (Comment && Comment->keep()) {
          Record.What = "the region keeps its shape: its comment says `schedule(keep)`";
          if (Fused || Options.Schedule == ScheduleRequest::All)
            Outcome.NotMarched.push_back(std::move(Record));
          continue;
        }
        if (!R.Reductions.empty()) {
          // A sum gets the two-level schedule (TwoLevelReduction.h).
          // One team on the host through the bare block's device test,
          // where the bare launch may be written at all.
          std::optional<std::string> NoHostTeams = NoBare;
          if (!NoHostTeams && !Options.MarchBare)
            NoHostTeams = "bare launches are off (--march-bare=false)";
          if (!NoHostTeams && (R.Directive->getSingleClause<clang::OMPDeviceClause>() ||
                               R.Directive->getSingleClause<clang::OMPIfClause>()))
            NoHostTeams = "its `device` or `if` clause chooses where it runs, which the "
                          "device test does not ask";
          if (!NoHostTeams)
            NoHostTeams = fuseNamesShadowed(F, /*Reduction=*/true);
          if (!NoHostTeams)
            NoHostTeams = reductionTeamsUnavailable(Context);
          if (llvm::Error E = addTwoLevelReduction(R, Text, One, !NoHostTeams)) {
            Record.What = llvm::toString(std::move(E));
            if (Fused || Options.Schedule == ScheduleRequest::All)
              Outcome.NotMarched.push_back(std::move(Record));
            continue;
          }
          if (llvm::Error E = Edits.add(One))
            return E;
          Record.Comment = twoLevelReductionComment();
          Record.What = "two-level reduction: at most " + std::to_string(TwoLevelThreads) +
                        " threads, each adding a strided run into four registers" +
                        (NoHostTeams ? " (no one-team host form: " + *NoHostTeams + ")"
                                     : std::string());
          Outcome.Marched.push_back(std::move(Record));
          continue;
        }
        // A name the bare region calls, declared in the function, would
        // hide ours there.
        std::optional<std::string> BareShadowed;
        if ((Comment ? Comment->Bare : Options.MarchBare) && !NoBare)
          BareShadowed = fuseNamesShadowed(F, /*Reduction=*/false);
        auto Shape = addPlaneMarch(R, Text, One, Comment ? Comment->Chunk : Options.MarchChunk,
                                   Comment && !AboveGuard ? std::optional<ByteRange>(Comment->Line)
                                                          : std::nullopt,
                                   Comment ? Comment->Prefetch : Options.MarchPrefetch,
                                   Comment ? Comment->MinPlane : Options.MarchMinPlane,
                                   (Comment ? Comment->Bare : Options.MarchBare) && !NoBare &&
                                       !BareShadowed,
                                   Comment ? Comment->Runs : Options.MarchRuns);
        if (!Shape) {
          Record.What = llvm::toString(Shape.takeError());
          if (Fused || Options.Schedule == ScheduleRequest::All)
            Outcome.NotMarched.push_back(std::move(Record));
          continue;
        }
        if (llvm::Error E = Edits.add(One))
          return E;
        Record.Comment = planeMarchComment(*Shape);
        Record.What = "plane-march along `" + Shape->MarchVar + "`" +
                      (Shape->Chunk ? " in runs of " + std::to_string(Shape->Chunk) + " planes"
                                    : std::string()) +
                      (Shape->Prefetch ? ", each step loading the next one's newest plane"
                                       : std::string()) +
                      (Shape->MinPlane ? " when its plane has at least " +
                                             std::to_string(Shape->MinPlane) +
                                             " points (as it was otherwise)"
                                       : std::string()) +
                      (Shape->Bare ? std::string(", also written as a bare launch for the GPU") +
                                         (Shape->Runs ? " in runs of planes" : "")
                                   : std::string()) +
                      ": " +
                      std::to_string(Shape->Columns) +
                      (Shape->Columns == 1 ? " input column" : " input columns") + " in " +
                      std::to_string(Shape->Registers) + " registers serve " +
                      std::to_string(Shape->ReadsCached) + " reads" +
                      (Shape->NotBare.empty() ? std::string()
                                              : " (no bare launch: " + Shape->NotBare + ")") +
                      (NoBare && (Comment ? Comment->Bare : Options.MarchBare)
                           ? " (no bare launch: " + *NoBare + ")"
                           : std::string()) +
                      (BareShadowed ? " (no bare launch: " + *BareShadowed + ")" : std::string());
        Outcome.Marched.push_back(std::move(Record));
      }
    if (Edits.NeedsBareMacros && !NoBare && !bareLaunchMacroText(Context).empty()) {
      // The includes go where the macros go (below).
      auto Tried = Parse(withBareIncludes(Text.code(), afterIncludes(Text)), ParsePurpose::Trial);
      if (Tried)
        NoBare = bareIncludesClash(**Unit, **Tried);
      else
        NoBare = "the file does not compile with <omp.h> and <ompx.h> added after its "
                 "includes: " + llvm::toString(Tried.takeError());
      if (NoBare) {
        Edits = FusionEdits();
        Outcome.Marched.erase(Outcome.Marched.begin() + MarchedBefore, Outcome.Marched.end());
        Outcome.NotMarched.erase(Outcome.NotMarched.begin() + NotMarchedBefore,
                                 Outcome.NotMarched.end());
        continue;
      }
    }
    break;
  }
  // The macros the marched regions use, after the includes, in one edit.
  std::string Macros = (Edits.NeedsMinPlaneMacro ? minPlaneMacroText(Context) : "") +
                       (Edits.NeedsBareMacros ? bareLaunchMacroText(Context) : "") +
                       (Edits.NeedsBareRunsMacro ? bareRunsMacroText(Context) : "") +
                       (Edits.NeedsReductionTeamsMacros
                            ? reductionTeamsMacroText(Context, TwoLevelBlockThreads)
                            : "");
  if (!Macros.empty()) {
    unsigned At = afterIncludes(Text);
    clang::tooling::Replacements Local;
    if (llvm::Error E = addEdit(Local, Text, {At, At}, Macros))
      return E;
    if (llvm::Error E = Edits.add(Local, {}, {}))
      return E;
  }
  if (Edits.Replaces.empty())
    return llvm::Error::success();
  return applyRound(Outcome, FileName, Edits, History);
}

/// The launch round: each copy chain (CopyChain.h) becomes one region.
/// Runs last, on the text the other rounds left; a chain in the fallback
/// of an earlier merge or guarded fusion stays as it is. A chain right
/// after one merged in the same pass waits for the next pass (their edits
/// would meet at one offset), so that the output has no chain left.
llvm::Error mergeCopyChains(FuseOutcome &Outcome, const std::string &FileName,
                            const FuseOptions &Options, EditHistory &History,
                            const SourceParser &Parse) {
  if (!Options.MergeCopies)
    return llvm::Error::success();
  for (unsigned Pass = 0; Pass < 8; ++Pass) {
    auto Unit = parseRewritten(Parse, Outcome.Code);
    if (!Unit)
      return Unit.takeError();
    clang::ASTContext &Context = (*Unit)->getASTContext();
    ProgramModel Program = buildProgramModel(Context);
    SourceText Text(Context);
    FusionEdits Edits;
    bool Deferred = false;
    for (const FunctionModel &F : Program.Functions) {
      CopyChainSearch Found = findCopyChains(F);
      for (const CopyChainRefusal &No : Found.Refused) {
        if (Pass > 0 || !No.First->Directive || inGuardFallback(*No.First, Context, Text))
          continue;
        MarchRecord Record;
        Record.InputOffset = History.inputOffset(No.First->Span.Begin);
        Record.What = "the copy regions from here keep their launches: " + No.Why;
        Outcome.NotMerged.push_back(std::move(Record));
      }
      const TargetRegion *LastMerged = nullptr;
      for (const CopyChain &Chain : Found.Chains) {
        const TargetRegion &First = *Chain.Regions.front().Region;
        if (!First.Directive || inGuardFallback(First, Context, Text))
          continue;
        if (LastMerged && LastMerged->Block == First.Block &&
            LastMerged->IndexInBlock + 1 == First.IndexInBlock) {
          Deferred = true;
          continue;
        }
        MarchRecord Record;
        Record.InputOffset = History.inputOffset(First.Span.Begin);
        FusionEdits One;
        if (llvm::Error E = addCopyChainMerge(Chain, Text, Context, One)) {
          Record.What = llvm::toString(std::move(E));
          if (Pass == 0)
            Outcome.NotMerged.push_back(std::move(Record));
          continue;
        }
        if (llvm::Error E = Edits.add(One))
          return E;
        LastMerged = Chain.Regions.back().Region;
        for (const CopyRegion &C : Chain.Regions)
          Record.ChainOffsets.push_back(History.inputOffset(C.Region->Span.Begin));
        Record.What = std::to_string(Chain.Regions.size()) + " copy regions of `" + Chain.Array +
                      "` share one launch";
        Record.RunTimeFacts = Chain.RunTime.size();
        Record.Comment = mergedCopiesComment(Chain.Regions.size());
        Outcome.Merged.push_back(std::move(Record));
      }
    }
    if (Edits.Replaces.empty())
      return llvm::Error::success();
    if (llvm::Error E = applyRound(Outcome, FileName, Edits, History))
      return E;
    if (!Deferred)
      return llvm::Error::success();
  }
  return llvm::Error::success();
}

} // namespace

bool wasFused(const FuseOutcome &Outcome, unsigned ProducerOffset, unsigned ConsumerOffset) {
  return std::any_of(Outcome.Applied.begin(), Outcome.Applied.end(), [&](const FusionRecord &A) {
    return A.ProducerOffset == ProducerOffset && A.ConsumerOffset == ConsumerOffset;
  });
}

void refuseUnfused(std::vector<Candidate> &Candidates, const FuseOutcome &Outcome) {
  for (Candidate &C : Candidates) {
    unsigned P = C.Producer->Span.Begin, Q = C.Consumer->Span.Begin;
    if (!C.legal() || wasFused(Outcome, P, Q))
      continue;
    std::string Why;
    for (const FusionRecord &L : Outcome.LaterSkipped)
      if (L.ProducerOffset == P && L.ConsumerOffset == Q)
        for (const Refusal &R : L.Refusals)
          Why += (Why.empty() ? "" : "; ") + R.Message + " [" + R.Rule.name() + "]";
    C.Refusals.push_back(
        {FusedFirstRule, "fusing " + std::string(C.Kind == CandidateKind::Horizontal
                                                    ? "a vertical pair"
                                                    : "the pair before it") +
                            " first changes a region of this one, which is then refused" +
                            (Why.empty() ? std::string() : ": " + Why)});
  }
}

std::string describe(const FusionRecord &Record) {
  if (Record.Refusals.empty())
    return Record.Label;
  std::string S = Record.Label + " refused: ";
  for (size_t I = 0; I < Record.Refusals.size(); ++I)
    S += (I ? "; " : "") + Record.Refusals[I].Message;
  return S;
}

llvm::Expected<FuseOutcome> fuseSource(const std::string &Code,
                                       const std::string &FileName,
                                       const FuseOptions &Options,
                                       const SourceParser &Parse) {
  FuseOutcome Outcome;
  Outcome.Code = Code;
  std::set<std::string> OnlyNames, OnlyFunctions;
  std::set<std::string> Failed; // "function:producer-text" keys that failed
  // Keys whose build met a fusion made in the same round, retried in the
  // next; reported as refused if a pair is still waiting at the end.
  std::map<std::string, FusionRecord> Waiting;
  EditHistory History;
  const unsigned MaxRounds = 16;
  for (unsigned Round = 0; Round < MaxRounds; ++Round) {
    // Round 0 parses the user's text: its errors are the user's to see.
    auto Unit = Round == 0 ? Parse(Outcome.Code, ParsePurpose::Check)
                           : parseRewritten(Parse, Outcome.Code);
    if (!Unit)
      return Unit.takeError();
    clang::ASTContext &Context = (*Unit)->getASTContext();
    ProgramModel Program = buildProgramModel(Context);
    // The decision analyze reports (Decision.h).
    Decision Decided = decideFusions(Program, Context);
    std::vector<Candidate> &Candidates = Decided.Candidates;
    const std::vector<FusionPlan> &Plans = Decided.Plans;

    if (Round == 0) {
      if (!Options.Only.empty()) {
        auto Names = resolveOnly(Options.Only, Candidates, OnlyFunctions);
        if (!Names)
          return Names.takeError();
        OnlyNames = *Names;
      }
    }
    // Round 0's refusals are the report's; a later round's are why a pair
    // legal in the input was not fused after all (an earlier fusion
    // changed one of its regions).
    for (const Candidate &C : Candidates)
      if (!C.legal()) {
        FusionRecord R = recordOf(C, History);
        R.Label += std::string(" (") + candidateKindName(C.Kind) + ")";
        R.Refusals = C.Refusals;
        (Round == 0 ? Outcome.Skipped : Outcome.LaterSkipped).push_back(std::move(R));
      }

    SourceText Text(Context);
    FusionEdits Edits;
    std::set<const TargetRegion *> Busy;
    std::set<const FunctionModel *> Touched;
    for (const Candidate &C : Candidates) {
      if (!C.legal())
        continue;
      std::string Name = nameOf(C);
      std::string Key = C.Function->Name + "@" +
                        Text.text({C.Producer->Span.Begin, C.Producer->Span.End});
      // --only names pairs by their lines in the input: a later round knows
      // the ones it selected by their producer's text.
      bool Selected = Options.Only.empty() ||
                      (Round == 0 && OnlyNames.count(Name)) ||
                      OnlyFunctions.count(C.Function->Name) || Waiting.count(Key);
      std::vector<const Candidate *> Members = fusedTogether(C, Candidates);
      bool Free = !Failed.count(Key);
      for (const Candidate *M : Members)
        Free = Free && !Busy.count(M->Producer) && !Busy.count(M->Consumer);
      if (!Selected || !Free)
        continue;
      Strategy Chosen = rewriteStrategy(C, Plans[&C - &Candidates[0]], Options.Strategy);
      // Each fusion is built on its own, so a failure leaves no partial edit.
      llvm::Error E = buildFusion(C, Chosen, Text, Edits, Candidates);
      if (E && !Touched.empty()) {
        // Its edits may only meet those of a fusion made this round (two
        // guarded pairs back to back put the first's closing brace and the
        // second's `if` at one offset): the next round, on the new text,
        // tries again, and says why if it still fails (review reproducer
        // s6, fused only by a second run of fuse).
        FusionRecord R = recordOf(C, History);
        R.Label += std::string(" (") + candidateKindName(C.Kind) + ")";
        R.Refusals.push_back({RewritableRule, "its edits meet those of another fusion and it "
                                            "was still waiting after the last round: " +
                                                llvm::toString(std::move(E))});
        Waiting[Key] = std::move(R);
        continue;
      }
      Waiting.erase(Key);
      if (E) {
        FusionRecord R = recordOf(C, History);
        R.Label += std::string(" (") + candidateKindName(C.Kind) + ")";
        // With the plan's strategy the decision already built this fusion
        // once; failing now means the two disagree (a bug, reported as such).
        bool Planned = Chosen == Plans[&C - &Candidates[0]].Chosen;
        R.Refusals.push_back({Planned ? RuleId(DecisionMismatchRule) : RuleId(RewritableRule),
                              llvm::toString(std::move(E))});
        Outcome.Skipped.push_back(std::move(R));
        Failed.insert(Key);
        continue;
      }
      Touched.insert(C.Function);
      for (const Candidate *M : Members) {
        Busy.insert(M->Producer);
        Busy.insert(M->Consumer);
        FusionRecord R = recordOf(*M, History);
        R.Label += std::string(" (") + strategyName(Chosen) + ")";
        R.Strategy = strategyName(Chosen);
        Outcome.Applied.push_back(std::move(R));
      }
    }
    if (Touched.empty())
      break;
    for (const FunctionModel *F : Touched)
      if (llvm::Error E = removeDeadLocals(*F, Text, Edits))
        return std::move(E);
    if (Edits.NeedsNoOverlapMacro)
      if (llvm::Error E = addNoOverlapMacro(Text, Context, Edits))
        return std::move(E);
    if (llvm::Error E = applyRound(Outcome, FileName, Edits, History))
      return std::move(E);
  }
  for (auto &[Key, Record] : Waiting)
    Outcome.Skipped.push_back(std::move(Record));
  // A pair refused in the first round may be fused in a later one (after
  // another fusion removed what stood in the way): it is reported once.
  auto FusedLater = [&](const FusionRecord &S) {
    return wasFused(Outcome, S.ProducerOffset, S.ConsumerOffset);
  };
  Outcome.Skipped.erase(std::remove_if(Outcome.Skipped.begin(), Outcome.Skipped.end(), FusedLater),
                        Outcome.Skipped.end());
  if (llvm::Error E = sinkAllocations(Outcome, FileName, History, Parse))
    return std::move(E);
  if (llvm::Error E = expandTeamsLoops(Outcome, FileName, Options, History, Parse))
    return std::move(E);
  if (llvm::Error E = marchRegions(Outcome, FileName, Options, History, Parse))
    return std::move(E);
  if (llvm::Error E = mergeCopyChains(Outcome, FileName, Options, History, Parse))
    return std::move(E);
  // What we hand back must compile.
  auto Check = parseRewritten(Parse, Outcome.Code);
  if (!Check)
    return Check.takeError();
  return Outcome;
}

} // namespace paracodex
