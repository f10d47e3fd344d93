//===- GuardedFusion.cpp --------------------------------------------------===//
#include "passes/rewrite/GuardedFusion.h"

#include "passes/rewrite/HorizontalFusion.h"
#include "passes/rewrite/InlineFusion.h"
#include "passes/rewrite/ProducerCopy.h"

#include "clang/AST/ASTContext.h"

#include <algorithm>

namespace paracodex {

namespace {

/// One test per pair of arrays: the ranges several regions touch of the
/// second array are joined into the least range that holds them all (a
/// test that may fail more often, never one that passes wrongly).
std::vector<OverlapCheck> joinedChecks(const std::vector<OverlapCheck> &Checks) {
  std::vector<OverlapCheck> Joined;
  for (const OverlapCheck &G : Checks) {
    auto Same = std::find_if(Joined.begin(), Joined.end(), [&](const OverlapCheck &J) {
      return J.First == G.First && J.FirstLow == G.FirstLow && J.FirstHigh == G.FirstHigh &&
             J.Second == G.Second;
    });
    if (Same == Joined.end()) {
      Joined.push_back(G);
      continue;
    }
    if (Same->SecondLow != G.SecondLow)
      Same->SecondLow = "PARACODEX_MIN(" + Same->SecondLow + ", " + G.SecondLow + ")";
    if (Same->SecondHigh != G.SecondHigh)
      Same->SecondHigh = "PARACODEX_MAX(" + Same->SecondHigh + ", " + G.SecondHigh + ")";
  }
  return Joined;
}

std::string guardCondition(const Candidate &C) {
  std::string Condition;
  for (const OverlapCheck &G : joinedChecks(C.OverlapChecks))
    Condition += (Condition.empty() ? "" : " && ") + std::string(NoOverlapMacro) + "(" +
                 G.First + ", " + G.FirstLow + ", " + G.FirstHigh + ", " + G.Second + ", " +
                 G.SecondLow + ", " + G.SecondHigh + ")";
  return Condition;
}

/// Wraps the lines from \p C's first region to \p Last in the test:
/// the `if` branch is a copy of them with \p Edited (edits of the input
/// text, all inside those lines) applied, the `else` branch the lines as
/// they are. \p Names: the names the edited copy uses.
llvm::Error addGuardedCopy(const Candidate &C, const TargetRegion &Last,
                           const clang::tooling::Replacements &Edited,
                           const std::set<std::string> &Names, const SourceText &Text,
                           FusionEdits &Edits, const HoistedStatements &Hoisted = {}) {
  const TargetRegion &P = *C.Producer;
  unsigned Before = Text.lineStart(P.Span.Begin);
  ByteRange Span = Text.wholeLines({Before, Last.Span.End});
  Span.Begin = Before;
  clang::tooling::Replacements InCopy;
  for (const clang::tooling::Replacement &R : Edited) {
    if (R.getOffset() < Span.Begin || R.getOffset() + R.getLength() > Span.End)
      return rewriteFailure(C, "an edit falls outside the guarded regions");
    if (llvm::Error E = InCopy.add(clang::tooling::Replacement(
            Text.fileName(), R.getOffset() - Span.Begin, R.getLength(),
            R.getReplacementText())))
      return E;
  }
  auto Fused = clang::tooling::applyAllReplacements(Text.text(Span), InCopy);
  if (!Fused)
    return Fused.takeError();
  // A removed producer leaves blank lines at the copy's head: they go.
  size_t Code = 0;
  while (Code < Fused->size()) {
    size_t Eol = Fused->find('\n', Code);
    if (Eol == std::string::npos ||
        Fused->find_first_not_of(" \t", Code) < Eol)
      break;
    Code = Eol + 1;
  }
  std::string Body = Fused->substr(Code);
  if (Body.empty() || Body.back() != '\n')
    Body += "\n";

  std::string Indent = codeIndent(Text, {P.Span.Begin, P.Span.End});
  clang::tooling::Replacements Local;
  // Host statements between the regions run first, above the test (which
  // may read what they declare); the `else` branch keeps the regions
  // without them, which movable-between proved may run before the first.
  std::string Open = Hoisted.Text + Indent + "if (" + guardCondition(C) + ") {\n" + Body +
                     Indent + "} else {\n";
  if (llvm::Error E = addEdit(Local, Text, {Before, Before}, Open))
    return E;
  for (ByteRange Line : Hoisted.Lines) {
    if (Line.Begin < Span.Begin || Line.End > Span.End)
      return rewriteFailure(C, "a statement between the regions lies outside them");
    if (llvm::Error E = addEdit(Local, Text, Line, ""))
      return E;
  }
  std::string Close =
      (Span.End > 0 && Text.code()[Span.End - 1] == '\n' ? "" : "\n") + Indent + "}\n";
  if (llvm::Error E = addEdit(Local, Text, {Span.End, Span.End}, Close))
    return E;
  Edits.NeedsNoOverlapMacro = true;
  Edits.Verbatim.push_back({Before, Span.End});
  return Edits.add(Local, {}, Names);
}

} // namespace

llvm::Error addGuardedInlineFusion(const std::vector<const Candidate *> &Members,
                                   const SourceText &Text, FusionEdits &Edits) {
  const Candidate &First = *Members.front();
  const TargetRegion *Last = First.Consumer;
  for (const Candidate *C : Members)
    if (C->Consumer->Span.Begin > Last->Span.Begin)
      Last = C->Consumer;
  // The fused branch is a copy of the lines from the producer to the last
  // consumer with the edits applied there; the original text stays for the
  // `else` branch.
  clang::tooling::Replacements Edited;
  std::vector<ByteRange> Replaced;
  std::set<std::string> Names;
  if (llvm::Error E = addConsumerRewrites(Members, Text, Edited, Replaced, Names))
    return E;
  return addGuardedCopy(First, *Last, Edited, Names, Text, Edits);
}

llvm::Error addGuardedHorizontalFusion(const Candidate &C, const SourceText &Text,
                                       FusionEdits &Edits) {
  FusionEdits Fused;
  HoistedStatements Hoisted;
  if (llvm::Error E = addHorizontalFusionBelow(C, Text, Fused, Hoisted))
    return E;
  return addGuardedCopy(C, *C.Consumer, Fused.Replaces, Fused.NamesInserted, Text, Edits,
                        Hoisted);
}

llvm::Error addNoOverlapMacro(const SourceText &Text, const clang::ASTContext &Context,
                              FusionEdits &Edits) {
  auto Known = Context.Idents.find(NoOverlapMacro);
  if (Known != Context.Idents.end() && Known->getValue()->hasMacroDefinition())
    return llvm::Error::success();
  unsigned At = afterIncludes(Text);
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
