//===- FuseDriver.cpp -----------------------------------------------------===//
#include "passes/rewrite/FuseDriver.h"

#include "passes/plan/PlannedRounds.h"

#include "passes/legality/DecisionRules.h"
#include "passes/model/ModelBuilder.h"
#include "passes/plan/DecideFusions.h"
#include "passes/rewrite/GuardedFusion.h"
#include "passes/rewrite/Rounds.h"
#include "passes/rewrite/TemporaryRemoval.h"

#include <algorithm>
#include <map>
#include <set>

namespace paracodex {

namespace {

std::string nameOf(const Candidate &C) {
  return C.Function->QualifiedName + ":" + std::to_string(C.Producer->Span.Line) + "->" +
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
      } else if (Entry == C.Function->Name || Entry == C.Function->QualifiedName) {
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

FusionRecord recordOf(const Candidate &C, const EditHistory &History) {
  FusionRecord R;
  R.Label = nameOf(C);
  R.Kind = C.Kind;
  R.Temporaries = namesOf(C.Kind == CandidateKind::KeepStore ? C.Kept : C.Temporaries);
  R.ProducerOffset = History.inputOffset(C.Producer->Span.Begin);
  R.ConsumerOffset = History.inputOffset(C.Consumer->Span.Begin);
  return R;
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
    std::vector<Refusal> Later;
    for (const FusionRecord &L : Outcome.LaterSkipped)
      if (L.ProducerOffset == P && L.ConsumerOffset == Q)
        Later.insert(Later.end(), L.Refusals.begin(), L.Refusals.end());
    C.Refusals.push_back(fusedFirstRefusal(C, Later));
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
  RoundParses Parses(Parse);
  const unsigned MaxRounds = 16;
  for (unsigned Round = 0; Round < MaxRounds; ++Round) {
    RoundInput *Input = nullptr;
    if (Round == 0) {
      // The user's text: its errors are the user's to see.
      auto Unit = Parse(Outcome.Code, ParsePurpose::Check);
      if (!Unit)
        return Unit.takeError();
      Input = &Parses.keep(std::move(*Unit), Outcome.Code);
    } else {
      auto Parsed = Parses.parse(Outcome.Code);
      if (!Parsed)
        return Parsed.takeError();
      Input = *Parsed;
    }
    clang::ASTContext &Context = Input->Context;
    const ProgramModel &Program = Input->Program;
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

    const SourceText &Text = Input->Text;
    FusionEdits Edits;
    std::set<const TargetRegion *> Busy;
    std::set<const FunctionModel *> Touched;
    for (const Candidate &C : Candidates) {
      if (!C.legal())
        continue;
      std::string Name = nameOf(C);
      std::string Key = C.Function->QualifiedName + "@" +
                        Text.text({C.Producer->Span.Begin, C.Producer->Span.End});
      // --only names pairs by their lines in the input: a later round knows
      // the ones it selected by their producer's text.
      bool Selected = Options.Only.empty() ||
                      (Round == 0 && OnlyNames.count(Name)) ||
                      OnlyFunctions.count(C.Function->Name) ||
                      OnlyFunctions.count(C.Function->QualifiedName) || Waiting.count(Key);
      std::vector<const Candidate *> Members = fusedTogether(C, Candidates);
      bool Free = !Failed.count(Key);
      for (const Candidate *M : Members)
        Free = Free && !Busy.count(M->Producer) && !Busy.count(M->Consumer);
      if (!Selected || !Free)
        continue;
      const FusionStrategy *Chosen =
          rewriteStrategy(C, Plans[&C - &Candidates[0]], Options.Strategy);
      if (!Chosen)
        continue; // a legal pair always has one (Inline.cpp expresses every vertical pair)
      // Each fusion is built on its own, so a failure leaves no partial edit.
      llvm::Error E = buildFusion(C, *Chosen, Text, Edits, Candidates);
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
  if (llvm::Error E = sinkAllocations(Outcome, FileName, History, Parses))
    return std::move(E);
  if (llvm::Error E = expandTeamsLoops(Outcome, FileName, Options, History, Parses))
    return std::move(E);
  if (llvm::Error E = marchRegions(Outcome, FileName, Options, History, Parses))
    return std::move(E);
  if (llvm::Error E = mergeCopyChains(Outcome, FileName, Options, History, Parses))
    return std::move(E);
  // What we hand back must compile (parsed already if the last round
  // that parsed left it as it was).
  auto Check = Parses.parse(Outcome.Code);
  if (!Check)
    return Check.takeError();
  return Outcome;
}

} // namespace paracodex
