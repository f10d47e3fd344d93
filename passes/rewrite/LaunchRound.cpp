//===- LaunchRound.cpp -------------------------------------------------===//
#include "passes/rewrite/Rounds.h"

#include "passes/legality/CopyChain.h"
#include "passes/plan/ProgramPlan.h"
#include "passes/rewrite/CopyChainMerge.h"

#include "clang/AST/StmtOpenMP.h"

namespace paracodex {

llvm::Error mergeCopyChains(FuseOutcome &Outcome, const std::string &FileName,
                            const FuseOptions &Options, EditHistory &History,
                            RoundParses &Parses) {
  if (!Options.MergeCopies)
    return llvm::Error::success();
  for (unsigned Pass = 0; Pass < 8; ++Pass) {
    auto Input = Parses.parse(Outcome.Code);
    if (!Input)
      return Input.takeError();
    clang::ASTContext &Context = (*Input)->Context;
    const ProgramModel &Program = (*Input)->Program;
    const SourceText &Text = (*Input)->Text;
    FusionEdits Edits;
    bool Deferred = false;
    for (const FunctionModel &F : Program.Functions) {
      if (F.Pattern)
        continue; // a template's regions keep their launches (ProgramPlan.cpp)
      CopyChainSearch Found = findCopyChains(F);
      for (const CopyChainRefusal &No : Found.Refused) {
        if (Pass > 0 || !No.First->Directive || No.First->KeptFallback)
          continue;
        MarchRecord Record;
        Record.InputOffset = History.inputOffset(No.First->Span.Begin);
        Record.What = "the copy regions from here keep their launches: " + No.Why;
        Outcome.NotMerged.push_back(std::move(Record));
      }
      const TargetRegion *LastMerged = nullptr;
      for (const CopyChain &Chain : Found.Chains) {
        const TargetRegion &First = *Chain.Regions.front().Region;
        if (!First.Directive || First.KeptFallback)
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
        Record.What = copyMergeSentence(Chain.Regions.size(), Chain.Array);
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

} // namespace paracodex
