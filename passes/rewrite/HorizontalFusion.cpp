//===- HorizontalFusion.cpp -----------------------------------------------===//
#include "passes/rewrite/HorizontalFusion.h"

#include "passes/plan/HorizontalLayout.h"
#include "passes/rewrite/ProducerCopy.h"
#include "passes/rewrite/TextEdit.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>

using namespace clang;

namespace paracodex {

namespace {

/// The second body's statements as they go into the first's loop: its loop
/// variables renamed to the first's, and for a keep-store pair that
/// recomputes kept values, each such read replaced by the first region's
/// value at the iteration that stores the element, in the first's loop
/// variables.
std::string secondBodyText(const HorizontalLayout &L, const SourceText &Text) {
  if (!L.Recomputation)
    return Text.substituteIdentifiers(L.Inner2, L.Renames);
  ProducerCopy Copy(*L.Recomputation);
  std::string Out;
  unsigned At = L.Inner2.Begin;
  for (const ReplacedRead &R : L.RecomputedReads) { // text order, apart (the layout's)
    Out += Text.substituteIdentifiers({At, R.Range.Begin}, L.Renames);
    std::map<std::string, AffineExpr> Iteration;
    for (const auto &[Var, Value] : R.Origin->ProducerVarValues) {
      AffineExpr InFirst = Value;
      for (size_t I = 0; I < L.NestA.size() && I < L.NestB.size(); ++I)
        InFirst = InFirst.substitute(L.NestB[I]->Var, AffineExpr::symbol(L.NestA[I]->Var));
      Iteration[Var] = InFirst;
    }
    Out += "(" + Copy.valueAt(R.Temporary, Iteration) + ")";
    At = R.Range.End;
  }
  Out += Text.substituteIdentifiers({At, L.Inner2.End}, L.Renames);
  return Out;
}

/// The edits of the layout \p L the plan found for \p C: the second's
/// clauses appended to the first directive, the second body moved into the
/// first's innermost loop with its loop variables renamed, the second
/// region deleted.
llvm::Error addEdits(const Candidate &C, const HorizontalLayout &L, const SourceText &Text,
                     FusionEdits &Edits, HoistedStatements *Hoisted) {
  tooling::Replacements Local;
  for (const auto &[At, Clauses] : L.ClauseInsertions)
    if (llvm::Error E = addEdit(Local, Text, {At, At}, Clauses))
      return E;

  std::string Second = llvm::StringRef(secondBodyText(L, Text)).trim().str();
  // The second region goes, with the blanks before it; comments between
  // the regions stay. Host statements between move above the first region
  // (movable-between), each with its own line's indentation.
  unsigned SecondLine = Text.lineStart(C.Consumer->Span.Begin);
  std::vector<ByteRange> MovedLines;
  std::string MovedText;
  for (ByteRange R : L.Moved) {
    // A `//` comment after the statement on its line goes with it.
    size_t LineEnd = std::min(Text.code().find('\n', R.End), Text.code().size());
    llvm::StringRef Rest = Text.code().slice(R.End, LineEnd).trim();
    if (Rest.starts_with("//") && !Rest.ends_with("\\"))
      R.End = LineEnd;
    MovedLines.push_back(Text.wholeLines(R));
    llvm::StringRef Indent = Text.code().slice(Text.lineStart(R.Begin), R.Begin);
    MovedText += (Indent.trim().empty() ? Indent.str() : std::string()) + Text.text(R) + "\n";
  }
  auto moved = [&](unsigned At) {
    return std::any_of(MovedLines.begin(), MovedLines.end(),
                       [&](ByteRange R) { return R.contains(At); });
  };
  unsigned KeptEnd = L.Whole1.End;
  for (unsigned At = SecondLine; At > L.Whole1.End; --At)
    if (!moved(At - 1) && !llvm::isSpace(Text.code()[At - 1])) {
      KeptEnd = At;
      break;
    }
  ByteRange Deleted{KeptEnd, L.Whole2.End};
  std::vector<ByteRange> Removed{Deleted};
  if (Hoisted) {
    Hoisted->Text = MovedText;
    Hoisted->Lines = MovedLines;
  }
  if (!MovedText.empty()) {
    unsigned FirstLine = Text.lineStart(
        Text.sourceManager().getFileOffset(
            Text.sourceManager().getExpansionLoc(L.LevelsA.front()->getBeginLoc())));
    if (!Hoisted)
      if (llvm::Error E = addEdit(Local, Text, {FirstLine, FirstLine}, MovedText))
        return E;
    for (ByteRange R : MovedLines)
      if (R.Begin < KeptEnd) {
        if (llvm::Error E = addEdit(Local, Text, R, ""))
          return E;
        Removed.push_back(R);
      }
  }
  std::string Tail; // what replaces the deleted text
  for (const auto &[Where, What] : L.HeaderEdits)
    if (llvm::Error E = addEdit(Local, Text, Where, What))
      return E;
  if (!L.Guard1.empty() || !L.Guard2.empty()) {
    // Over a box of both ranges each body runs under its own test: the
    // first body becomes a block of both.
    std::string First = Text.text(L.Range1);
    std::string Block =
        "{\n" + (L.Guard1.empty() ? First : "if (" + L.Guard1 + ") " + First) + "\n" +
        (Second.empty() || L.Guard2.empty() ? Second : "if (" + L.Guard2 + ") {\n" + Second + "\n}") +
        "\n}";
    if (llvm::Error E = addEdit(Local, Text, L.Range1, Block))
      return E;
  } else if (Second.empty()) {
    // Nothing to move.
  } else if (isa<CompoundStmt>(L.Body1)) {
    unsigned Close = L.Range1.End - 1;
    unsigned LineBegin = Text.lineStart(Close);
    // Before the first body's `}` when it has a line of its own; else the
    // body is written again, for the formatter to lay out.
    bool Alone = Text.code().slice(LineBegin, Close).trim().empty();
    ByteRange Where = Alone ? ByteRange{LineBegin, LineBegin} : L.Range1;
    std::string What = Alone ? Second + "\n"
                             : Text.text({L.Range1.Begin, Close}) + "\n" + Second + "\n}";
    if (llvm::Error E = addEdit(Local, Text, Where, What))
      return E;
  } else {
    // A single statement becomes a block of both.
    const SourceManager &SM = Text.sourceManager();
    unsigned HeaderEnd =
        SM.getFileOffset(SM.getExpansionLoc(L.NestA.back()->Stmt->getRParenLoc())) + 1;
    if (llvm::Error E = addEdit(Local, Text, {HeaderEnd, HeaderEnd}, " {"))
      return E;
    std::string Block = "\n" + Second + "\n}";
    // One edit where the block's end meets the deletion.
    if (L.Range1.End == Deleted.Begin)
      Tail = Block;
    else if (llvm::Error E = addEdit(Local, Text, {L.Range1.End, L.Range1.End}, Block))
      return E;
  }
  if (llvm::Error E = addEdit(Local, Text, Deleted, Tail))
    return E;

  std::set<std::string> Inserted = L.Inserted;
  for (const DeclRefExpr *Ref : L.Scan2.Refs) {
    std::string Name = Ref->getDecl()->getName().str();
    auto It = L.Renames.find(Name);
    Inserted.insert(It == L.Renames.end() ? Name : It->second);
  }
  return Edits.add(Local, Removed, Inserted);
}

} // namespace

llvm::Error addHorizontalFusion(const Candidate &C, const SourceText &Text,
                                FusionEdits &Edits) {
  auto Layout = HorizontalLayout::of(C, Text);
  if (!Layout)
    return Layout.takeError();
  return addEdits(C, *Layout, Text, Edits, nullptr);
}

llvm::Error addHorizontalFusionBelow(const Candidate &C, const SourceText &Text,
                                     FusionEdits &Edits, HoistedStatements &Hoisted) {
  auto Layout = HorizontalLayout::of(C, Text);
  if (!Layout)
    return Layout.takeError();
  return addEdits(C, *Layout, Text, Edits, &Hoisted);
}

} // namespace paracodex
