//===- SlidingWindowFusion.cpp --------------------------------------------===//
#include "passes/rewrite/SlidingWindowFusion.h"

#include "passes/model/AstQueries.h"
#include "passes/plan/WindowLayout.h"
#include "passes/rewrite/ProducerCopy.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <algorithm>
#include <cctype>

using namespace clang;

namespace paracodex {

namespace {

/// Text that can replace an identifier: `1` and `lo` as they are, anything
/// else in parentheses.
std::string operandText(const std::string &S) {
  bool Simple = !S.empty() && std::all_of(S.begin(), S.end(), [](char Ch) {
    return std::isalnum(static_cast<unsigned char>(Ch)) || Ch == '_';
  });
  return Simple ? S : "(" + S + ")";
}

/// Every identifier-like word of \p Text (keywords too: a superset is fine
/// for keeping declarations alive).
std::set<std::string> wordsOf(const std::string &Text) {
  std::set<std::string> Words;
  for (size_t I = 0; I < Text.size();) {
    auto IsWord = [&](char Ch) { return std::isalnum(static_cast<unsigned char>(Ch)) || Ch == '_'; };
    if (!IsWord(Text[I])) {
      ++I;
      continue;
    }
    size_t J = I;
    while (J < Text.size() && IsWord(Text[J]))
      ++J;
    if (!std::isdigit(static_cast<unsigned char>(Text[I])))
      Words.insert(Text.substr(I, J - I));
    I = J;
  }
  return Words;
}

/// The consumer's body with each read of a temporary replaced by its scalar.
std::string consumerBody(const WindowLayout &L, const SourceText &Text) {
  std::string Out;
  unsigned Copied = L.BodyRange.Begin;
  for (const auto &[R, Name] : L.Reads) {
    Out += Text.text({Copied, R.Begin}) + Name;
    Copied = R.End;
  }
  Out += Text.text({Copied, L.BodyRange.End});
  // The braces' own line breaks are the new nest's business.
  return llvm::StringRef(Out).trim().str();
}

/// The fused nest: the other loops in their order outside, the window loop
/// inside them, the values before it, and in it the newest value computed,
/// the consumer's body and the rotation.
std::string fusedNest(const WindowLayout &L, const ProducerCopy &Copy, const SourceText &Text) {
  std::string Out, WindowHeader;
  for (size_t I = 0; I < L.Nest.size(); ++I) {
    if (L.Nest[I] == L.WindowLoop)
      WindowHeader = Text.text(L.Headers[I]);
    else
      Out += Text.text(L.Headers[I]) + "\n";
  }
  const std::string &W = L.W;
  // Before the loop: the values of every shift but the last, for the first
  // iteration.
  std::string Prologue;
  AffineExpr Start = L.WindowLoop->Lower;
  for (const Window &Win : L.Windows)
    for (int64_t S = Win.First; S < Win.Last; ++S)
      Prologue += Win.ElementType + " " + Win.name(S) + " = " +
                  Copy.valueAt(Win.Temporary, Win.iteration(W, Start, S)) + ";\n";
  std::string Guard;
  if (L.Guarded) {
    // The first value as the loop variable holds it (converted to its type).
    const ASTContext &Ctx = L.WindowVar->getASTContext();
    std::string First = operandText(Text.text(L.Start));
    if (!Ctx.hasSameType(
            L.WindowVar->getType().getCanonicalType().getUnqualifiedType(),
            L.StartValue->IgnoreImpCasts()->getType().getCanonicalType().getUnqualifiedType()))
      First = "((" + canonicalSpelling(L.WindowVar->getType(), Ctx) + ")" + First + ")";
    Guard = "if (" +
            Text.substituteIdentifiers(L.Condition, {{AffineExpr::spelling(W), First}}) + ")";
  }

  std::string Loop = WindowHeader + " {\n";
  for (const Window &Win : L.Windows)
    Loop += Win.ElementType + " " + Win.name(Win.Last) + " = " +
            Copy.valueAt(Win.Temporary, Win.iteration(W, AffineExpr::symbol(W), Win.Last)) +
            ";\n";
  Loop += consumerBody(L, Text) + "\n";
  for (const Window &Win : L.Windows)
    for (int64_t S = Win.First; S < Win.Last; ++S)
      Loop += Win.name(S) + " = " + Win.name(S + 1) + ";\n";
  Loop += "}\n";

  if (Guard.empty())
    return Out + "{\n" + Prologue + Loop + "}";
  return Out + "{\n" + Guard + " {\n" + Prologue + Loop + "}\n}";
}

/// collapse(K) becomes collapse(K-1), or goes when one loop is left.
llvm::Error editCollapse(const Candidate &C, const WindowLayout &L, const SourceText &Text,
                         clang::tooling::Replacements &Local) {
  ByteRange R = L.Collapse;
  unsigned Left = C.Consumer->Collapse - 1;
  if (Left >= 2)
    return addEdit(Local, Text, R, "collapse(" + std::to_string(Left) + ")");
  llvm::StringRef Code = Text.code();
  while (R.Begin > 0 && (Code[R.Begin - 1] == ' ' || Code[R.Begin - 1] == '\t'))
    --R.Begin;
  return addEdit(Local, Text, R, "");
}

} // namespace

llvm::Error addSlidingWindowFusion(const Candidate &C, const SourceText &Text,
                                   FusionEdits &Edits) {
  auto Layout = WindowLayout::of(C, Text);
  if (!Layout)
    return Layout.takeError();
  ProducerCopy Copy(Layout->Values);
  std::string Nest = fusedNest(*Layout, Copy, Text);

  clang::tooling::Replacements Local;
  if (llvm::Error E = addEdit(Local, Text, Layout->NestRange, Nest))
    return E;
  if (llvm::Error E = editCollapse(C, *Layout, Text, Local))
    return E;
  // The reads went away; the rest of the consumer's text lives on in the
  // new nest, so every name in it must stay declared.
  std::vector<ByteRange> Removed;
  for (const auto &[R, Name] : Layout->Reads)
    Removed.push_back(R);
  if (llvm::Error E = addProducerRemoval(C, Text, Local, Removed))
    return E;
  std::set<std::string> Names = wordsOf(Nest);
  Names.insert(Copy.namesUsed().begin(), Copy.namesUsed().end());
  return Edits.add(Local, Removed, Names);
}

} // namespace paracodex
