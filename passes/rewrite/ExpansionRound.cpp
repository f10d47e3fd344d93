//===- ExpansionRound.cpp ----------------------------------------------===//
#include "passes/rewrite/Rounds.h"

#include "passes/plan/ScheduleRules.h"

#include "passes/rewrite/PlaneMarch.h"
#include "passes/rewrite/TeamsLoopExpansion.h"

#include "clang/AST/StmtOpenMP.h"

namespace paracodex {

llvm::Error expandTeamsLoops(FuseOutcome &Outcome, const std::string &FileName,
                             const FuseOptions &Options, EditHistory &History,
                             RoundParses &Parses) {
  if (Options.Schedule == ScheduleRequest::Keep || !Options.ExpandTeamsLoops)
    return llvm::Error::success();
  auto Input = Parses.parse(Outcome.Code);
  if (!Input)
    return Input.takeError();
  clang::ASTContext &Context = (*Input)->Context;
  const ProgramModel &Program = (*Input)->Program;
  const SourceText &Text = (*Input)->Text;
  FusionEdits Edits;
  for (const FunctionModel &F : Program.Functions)
    for (const TargetRegion &R : F.Regions) {
      // A template's regions keep their schedules (ProgramPlan.cpp).
      if (!teamsLoopRunsSerially(R) || R.KeptFallback || F.Pattern)
        continue;
      MarchRecord Record;
      Record.InputOffset = History.inputOffset(R.Span.Begin);
      std::optional<ScheduleComment> Comment = scheduleCommentAbove(Text, R.Span.Begin);
      if (Comment && Comment->keep()) {
        Record.What = "the `teams loop` keeps its form: its comment says `schedule(keep)`";
        Record.Rule = ScheduleKeepRule;
        Outcome.NotMarched.push_back(std::move(Record));
        continue;
      }
      FusionEdits One;
      std::vector<std::string> Privatized;
      if (llvm::Error E = addTeamsLoopExpansion(F, R, Text, One, Privatized)) {
        Record.What = takeScheduleRefusal(std::move(E), Record.Rule);
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

} // namespace paracodex
