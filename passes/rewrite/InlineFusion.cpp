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

llvm::Error addInlineFusion(const Candidate &C, const SourceText &Text,
                            FusionEdits &Edits) {
  auto Copy = ProducerCopy::create(C, Text);
  if (!Copy)
    return Copy.takeError();
  clang::tooling::Replacements Local;
  std::vector<ByteRange> Removed;
  if (llvm::Error E = addRecomputedReads(C, Text, *Copy, Local, Removed))
    return E;
  if (llvm::Error E = addProducerRemoval(C, Text, Local, Removed))
    return E;
  return Edits.add(Local, Removed, Copy->namesUsed());
}

} // namespace paracodex
