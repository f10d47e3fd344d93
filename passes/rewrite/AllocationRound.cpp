//===- AllocationRound.cpp ---------------------------------------------===//
#include "passes/rewrite/Rounds.h"

#include "passes/rewrite/FallbackAllocation.h"

#include "clang/AST/StmtOpenMP.h"

#include <set>

namespace paracodex {

llvm::Error sinkAllocations(FuseOutcome &Outcome, const std::string &FileName,
                            EditHistory &History, RoundParses &Parses) {
  // Only functions this run fused: a file fused before keeps its text.
  std::set<std::string> Fused;
  for (const FusionRecord &A : Outcome.Applied)
    Fused.insert(A.Label.substr(0, A.Label.find(':')));
  // Without the macro's name anywhere in the text there is no overlap test
  // to look for (a shortcut that spares the parse; the tests themselves
  // are recognised on the parse, KeptFallbacks.h).
  if (Fused.empty() || Outcome.Code.find(NoOverlapMacro) == std::string::npos)
    return llvm::Error::success();
  auto Input = Parses.parse(Outcome.Code);
  if (!Input)
    return Input.takeError();
  clang::ASTContext &Context = (*Input)->Context;
  const ProgramModel &Program = (*Input)->Program;
  const SourceText &Text = (*Input)->Text;
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

} // namespace paracodex
