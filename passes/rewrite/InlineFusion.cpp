//===- InlineFusion.cpp ---------------------------------------------------===//
#include "passes/rewrite/InlineFusion.h"

#include "passes/rewrite/ProducerCopy.h"

#include "clang/AST/Expr.h"

namespace paracodex {

llvm::Error addRecomputedReads(const Candidate &C, const SourceText &Text,
                               const ProducerCopy &Copy, clang::tooling::Replacements &Local,
                               std::vector<ByteRange> &Removed) {
  for (const auto &[T, Origins] : C.ReadOrigins) {
    for (const ProducerIteration &Origin : Origins) {
      auto ReadRange = readRange(*Origin.Read, Text);
      if (!ReadRange)
        return rewriteFailure(C, "the consumer's read `" + Origin.Read->Text +
                                     "` is partly inside a macro body");
      std::string NewText = "(" + Copy.valueAt(T, Origin.ProducerVarValues) + ")";
      if (llvm::Error E = addEdit(Local, Text, *ReadRange, NewText))
        return E;
      Removed.push_back(*ReadRange);
    }
  }
  return llvm::Error::success();
}

llvm::Error addConsumerRewrites(const std::vector<const Candidate *> &Members,
                                const SourceText &Text, clang::tooling::Replacements &Local,
                                std::vector<ByteRange> &Removed, std::set<std::string> &Names) {
  for (const Candidate *C : Members) {
    auto Copy = ProducerCopy::create(*C, Text);
    if (!Copy)
      return Copy.takeError();
    if (llvm::Error E = addRecomputedReads(*C, Text, *Copy, Local, Removed))
      return E;
    if (llvm::Error E = addProducerInputMaps(*C, Text, Local))
      return E;
    Names.insert(Copy->namesUsed().begin(), Copy->namesUsed().end());
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
