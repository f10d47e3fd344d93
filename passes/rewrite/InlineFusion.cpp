//===- InlineFusion.cpp ---------------------------------------------------===//
#include "passes/rewrite/InlineFusion.h"

#include "passes/plan/InlineLayout.h"
#include "passes/rewrite/ProducerCopy.h"

namespace paracodex {

llvm::Error addConsumerRewrites(const std::vector<const Candidate *> &Members,
                                const SourceText &Text, clang::tooling::Replacements &Local,
                                std::vector<ByteRange> &Removed, std::set<std::string> &Names) {
  auto Layout = InlineLayout::of(Members, Text);
  if (!Layout)
    return Layout.takeError();
  for (size_t I = 0; I < Members.size(); ++I) {
    ProducerCopy Copy(Layout->Values[I]);
    for (const ReplacedRead &Read : Layout->Reads[I]) {
      std::string NewText =
          "(" + Copy.valueAt(Read.Temporary, Read.Origin->ProducerVarValues) + ")";
      if (llvm::Error E = addEdit(Local, Text, Read.Range, NewText))
        return E;
      Removed.push_back(Read.Range);
    }
    if (llvm::Error E = addProducerInputMaps(*Members[I], Text, Local))
      return E;
    Names.insert(Copy.namesUsed().begin(), Copy.namesUsed().end());
  }
  return addProducerDeletion(*Members.front()->Producer, Text, Local, Removed);
}

llvm::Error addInlineFusion(const std::vector<const Candidate *> &Members,
                            const SourceText &Text, FusionEdits &Edits) {
  clang::tooling::Replacements Local;
  std::vector<ByteRange> Removed;
  std::set<std::string> Names;
  if (llvm::Error E = addConsumerRewrites(Members, Text, Local, Removed, Names))
    return E;
  return Edits.add(Local, Removed, Names);
}

} // namespace paracodex
