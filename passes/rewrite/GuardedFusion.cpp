//===- GuardedFusion.cpp --------------------------------------------------===//
#include "passes/rewrite/GuardedFusion.h"

#include "passes/rewrite/InlineFusion.h"
#include "passes/rewrite/ProducerCopy.h"

#include "clang/AST/ASTContext.h"

namespace paracodex {

namespace {

/// The blanks that start the first line of \p R that is not a directive.
std::string codeIndent(const SourceText &Text, ByteRange R) {
  llvm::StringRef Code = Text.code();
  unsigned Line = Text.lineStart(R.Begin);
  while (Line < R.End) {
    llvm::StringRef Rest = Code.substr(Line);
    llvm::StringRef Trimmed = Rest.ltrim(" \t");
    if (!Trimmed.starts_with("#"))
      return Rest.substr(0, Rest.size() - Trimmed.size()).str();
    size_t Next = Code.find('\n', Line);
    if (Next == llvm::StringRef::npos)
      break;
    Line = Next + 1;
  }
  return "";
}

std::string guardCondition(const Candidate &C) {
  std::string Condition;
  for (const OverlapCheck &G : C.OverlapChecks)
    Condition += (Condition.empty() ? "" : " && ") + std::string(NoOverlapMacro) + "(" +
                 G.First + ", " + G.FirstLow + ", " + G.FirstHigh + ", " + G.Second + ", " +
                 G.SecondLow + ", " + G.SecondHigh + ")";
  return Condition;
}

} // namespace

llvm::Error addGuardedInlineFusion(const Candidate &C, const SourceText &Text,
                                   FusionEdits &Edits) {
  const TargetRegion &P = *C.Producer;
  const TargetRegion &Q = *C.Consumer;
  auto Copy = ProducerCopy::create(C, Text);
  if (!Copy)
    return Copy.takeError();
  clang::tooling::Replacements Reads;
  std::vector<ByteRange> Replaced;
  if (llvm::Error E = addRecomputedReads(C, Text, *Copy, Reads, Replaced))
    return E;
  if (std::string Maps = producerInputMaps(C, Text); !Maps.empty()) {
    unsigned End = Text.pragmaLine(Q.Span.Begin).End;
    if (llvm::Error E = addEdit(Reads, Text, {End, End}, Maps))
      return E;
  }
  // The fused consumer is a copy of the consumer's lines with the edits
  // applied there; the original text stays for the `else` branch.
  ByteRange Consumer = Text.wholeLines({Text.lineStart(Q.Span.Begin), Q.Span.End});
  clang::tooling::Replacements InCopy;
  for (const clang::tooling::Replacement &R : Reads)
    if (llvm::Error E = InCopy.add(clang::tooling::Replacement(
            Text.fileName(), R.getOffset() - Consumer.Begin, R.getLength(),
            R.getReplacementText())))
      return E;
  auto Fused = clang::tooling::applyAllReplacements(Text.text(Consumer), InCopy);
  if (!Fused)
    return Fused.takeError();
  if (Fused->empty() || Fused->back() != '\n')
    *Fused += "\n";

  std::string Indent = codeIndent(Text, {P.Span.Begin, P.Span.End});
  unsigned Before = Text.lineStart(P.Span.Begin);
  clang::tooling::Replacements Local;
  std::string Open = Indent + "if (" + guardCondition(C) + ") {\n" + *Fused + Indent +
                     "} else {\n";
  if (llvm::Error E = addEdit(Local, Text, {Before, Before}, Open))
    return E;
  std::string Close = (Consumer.End > 0 && Text.code()[Consumer.End - 1] == '\n' ? "" : "\n") +
                      Indent + "}\n";
  if (llvm::Error E = addEdit(Local, Text, {Consumer.End, Consumer.End}, Close))
    return E;
  Edits.NeedsNoOverlapMacro = true;
  Edits.Verbatim.push_back({Before, Consumer.End});
  return Edits.add(Local, {}, Copy->namesUsed());
}

llvm::Error addNoOverlapMacro(const SourceText &Text, const clang::ASTContext &Context,
                              FusionEdits &Edits) {
  auto Known = Context.Idents.find(NoOverlapMacro);
  if (Known != Context.Idents.end() && Known->getValue()->hasMacroDefinition())
    return llvm::Error::success();
  // After the last `#include` at the start of a line, else at the top.
  llvm::StringRef Code = Text.code();
  unsigned At = 0;
  for (size_t Line = 0; Line < Code.size();) {
    size_t Next = Code.find('\n', Line);
    llvm::StringRef This = Code.slice(Line, Next == llvm::StringRef::npos ? Code.size() : Next);
    if (This.ltrim(" \t").starts_with("#include"))
      At = Next == llvm::StringRef::npos ? Code.size() : Next + 1;
    if (Next == llvm::StringRef::npos)
      break;
    Line = Next + 1;
  }
  std::string Definition =
      "#include <stdint.h>\n"
      "/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no\n"
      "   byte. A fused region under it runs only then; otherwise the original\n"
      "   regions, kept in the else branch, run. */\n"
      "#define " + std::string(NoOverlapMacro) +
      "(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) "
      "|| (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))\n"
      "#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))\n"
      "#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))\n";
  clang::tooling::Replacements Local;
  if (llvm::Error E = addEdit(Local, Text, {At, At}, Definition))
    return E;
  return Edits.add(Local, {}, {});
}

} // namespace paracodex
