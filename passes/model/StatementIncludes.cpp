//===- StatementIncludes.cpp - kernels #included inside a function --------===//
#include "passes/model/StatementIncludes.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

#include <algorithm>

namespace paracodex {
namespace {

/// An `#include "name"` line of the main file, found by a scan that skips
/// comments, literals and other directives and follows braces.
struct IncludeLine {
  unsigned Begin = 0, End = 0; ///< the line, without its newline
  unsigned Number = 0;         ///< its line number
  std::string Name;
};

/// \p Text with each comment a blank and each backslash-newline gone: what
/// the preprocessor reads, for the checks below. Literals stay as written.
std::string withoutComments(llvm::StringRef Text) {
  std::string Out;
  size_t I = 0, N = Text.size();
  while (I < N) {
    char C = Text[I];
    if (C == '\\' && I + 1 < N && (Text[I + 1] == '\n' || Text.substr(I + 1).starts_with("\r\n"))) {
      I += Text[I + 1] == '\n' ? 2 : 3;
      continue;
    }
    if (C == '/' && I + 1 < N && Text[I + 1] == '/') {
      // To the end of the line, continuations included.
      while (I < N && Text[I] != '\n')
        I += Text[I] == '\\' && I + 1 < N ? 2 : 1;
      Out += ' ';
      continue;
    }
    if (C == '/' && I + 1 < N && Text[I + 1] == '*') {
      size_t End = Text.find("*/", I + 2);
      I = End == llvm::StringRef::npos ? N : End + 2;
      Out += ' ';
      continue;
    }
    if (C == '"' || C == '\'') {
      size_t J = I + 1;
      while (J < N && Text[J] != C && Text[J] != '\n')
        J += Text[J] == '\\' && J + 1 < N ? 2 : 1;
      J = std::min(J + 1, N);
      Out += Text.slice(I, J);
      I = J;
      continue;
    }
    Out += C;
    ++I;
  }
  return Out;
}

/// The quoted #include lines worth splicing: each on a line of its own
/// inside the braces of a function body (a `{` after `)`, or any brace
/// inside one), at a statement's place (not the body of a loop or `if`
/// header, not under a `#pragma`), and outside every `#if` group (whose
/// closing `#line` a skipped group would drop). A scan of the text, not a
/// parse: it only chooses where splicing is worth a try.
std::vector<IncludeLine> includesInFunctionBodies(llvm::StringRef Text) {
  static const llvm::Regex Include("^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\"[ \t]*$");
  static const llvm::Regex Opens("^[ \t]*(#|%:)[ \t]*if"), Closes("^[ \t]*(#|%:)[ \t]*endif");
  static const llvm::Regex Pragma("^[ \t]*(#|%:)[ \t]*pragma");
  std::vector<IncludeLine> Found;
  std::vector<bool> InCode; // for each open brace: whether it is in a function body
  char Previous = 0;        // the last character of code before this one
  bool AfterPragma = false; // no code since the last #pragma line
  unsigned Conditionals = 0;
  bool LineStart = true;
  unsigned Line = 1;
  size_t I = 0, N = Text.size();
  auto lineEnd = [&](size_t From) {
    // The end of a directive or `//` comment: its newline, after backslash
    // continuations.
    size_t J = From;
    while (J < N && Text[J] != '\n') {
      if (Text[J] == '\\' && J + 1 < N && Text[J + 1] == '\n')
        ++J, ++Line;
      ++J;
    }
    return J;
  };
  while (I < N) {
    char C = Text[I];
    if (C == '\n') {
      ++Line, ++I, LineStart = true;
      continue;
    }
    if (C == ' ' || C == '\t' || C == '\r' || C == '\f' || C == '\v') {
      ++I;
      continue;
    }
    if (LineStart && (C == '#' || Text.substr(I).starts_with("%:"))) {
      size_t Begin = Text.rfind('\n', I) == llvm::StringRef::npos ? 0 : Text.rfind('\n', I) + 1;
      unsigned Number = Line;
      size_t End = lineEnd(I);
      llvm::StringRef Directive = Text.slice(Begin, End).rtrim('\r');
      llvm::SmallVector<llvm::StringRef, 2> Groups;
      if (Opens.match(Directive))
        ++Conditionals;
      else if (Closes.match(Directive) && Conditionals)
        --Conditionals;
      else if (!InCode.empty() && InCode.back() && !Conditionals && !AfterPragma &&
               Previous != ')' && Include.match(Directive, &Groups))
        Found.push_back({unsigned(Begin), unsigned(End), Number, Groups[1].str()});
      AfterPragma = Pragma.match(Directive);
      I = End;
      continue;
    }
    LineStart = false;
    if (C == '/' && I + 1 < N && Text[I + 1] == '/') {
      I = lineEnd(I);
      continue;
    }
    if (C == '/' && I + 1 < N && Text[I + 1] == '*') {
      size_t End = Text.find("*/", I + 2);
      End = End == llvm::StringRef::npos ? N : End + 2;
      Line += Text.slice(I, End).count('\n');
      I = End;
      continue;
    }
    AfterPragma = false;
    if (C == '"' || C == '\'') {
      size_t J = I + 1;
      while (J < N && Text[J] != C && Text[J] != '\n') {
        if (Text[J] == '\\' && J + 1 < N) {
          if (Text[J + 1] == '\n')
            ++Line;
          ++J;
        }
        ++J;
      }
      I = J + 1;
      Previous = C;
      continue;
    }
    if (C == '{')
      InCode.push_back(Previous == ')' || (!InCode.empty() && InCode.back()));
    else if (C == '}' && !InCode.empty())
      InCode.pop_back();
    Previous = C;
    ++I;
  }
  return Found;
}

/// Whether splicing \p Header keeps what the program means, and is worth
/// it: it holds a target region, and nothing in it depends on being a file
/// of its own. A nested #include resolves from the included file's
/// directory; `#pragma once` (however spelled: any `once` refuses),
/// __INCLUDE_LEVEL__, __has_include and __FILE__ see the file (reached
/// through a macro of the main file, they are not seen here: the inlined
/// text then says the main file, as __LINE__ says where any text a fusion
/// moves now is); a `#line` of its own
/// would outlive it once inlined; a backslash at its very end ends a line
/// there, and would join the next line of the main file.
bool spliceable(llvm::StringRef Header) {
  static const llvm::Regex Target("^[ \t]*(#|%:)[ \t]*pragma[ \t]+omp[ \t]+target",
                                  llvm::Regex::Newline);
  static const llvm::Regex FileBound(
      "^[ \t]*(#|%:)[ \t]*(include|include_next|import|line|[0-9])", llvm::Regex::Newline);
  static const llvm::Regex FileWords(
      "(^|[^A-Za-z0-9_])(once|_Pragma|__has_include|__has_include_next|__INCLUDE_LEVEL__|"
      "__FILE__|__FILE_NAME__|__builtin_FILE)"
      "([^A-Za-z0-9_]|$)");
  if (Header.rtrim("\r\n").ends_with("\\"))
    return false;
  std::string Code = withoutComments(Header);
  return Target.match(Code) && !FileBound.match(Code) && !FileWords.match(Code);
}

/// A line marker already in the file moves the presumed lines this file's
/// blocks restore: such files are left as they are.
bool hasLineMarkers(llvm::StringRef Text) {
  static const llvm::Regex Marker("^[ \t]*#[ \t]*(line|[0-9])", llvm::Regex::Newline);
  return Marker.match(Text);
}

std::string quoted(llvm::StringRef Name) {
  std::string S = "\"";
  for (char C : Name) {
    if (C == '"' || C == '\\')
      S += '\\';
    S += C;
  }
  return S + "\"";
}

/// How many lines of \p Text say `#include "Name"`.
unsigned timesIncluded(llvm::StringRef Text, llvm::StringRef Name) {
  unsigned Count = 0;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    llvm::StringRef L = Line.ltrim(" \t");
    if (!L.consume_front("#"))
      continue;
    L = L.ltrim(" \t");
    if (L.consume_front("include") && L.ltrim(" \t").starts_with("\"" + Name.str() + "\""))
      ++Count;
  }
  return Count;
}

std::pair<unsigned, unsigned> lineColumn(llvm::StringRef Text, unsigned Offset) {
  llvm::StringRef Before = Text.take_front(Offset);
  unsigned Line = 1 + Before.count('\n');
  size_t LastNewline = Before.rfind('\n');
  unsigned Column = LastNewline == llvm::StringRef::npos ? Offset + 1 : Offset - LastNewline;
  return {Line, Column};
}

} // namespace

std::string SplicedSource::Block::open() const { return "#line 1 " + quoted(Header) + "\n"; }

std::string SplicedSource::Block::close(const std::string &MainFile) const {
  return "#line " + std::to_string(FirstLine + 1) + " " + quoted(MainFile);
}

SplicedSource SplicedSource::splice(const std::string &Original, const std::string &MainFile) {
  SplicedSource S;
  S.MainFile = MainFile;
  S.Text = Original;
  if (hasLineMarkers(Original))
    return S;
  std::vector<IncludeLine> Includes = includesInFunctionBodies(Original);
  if (Includes.empty())
    return S;
  std::string Dir = llvm::sys::path::parent_path(MainFile).str();
  std::string Text;
  unsigned Copied = 0;
  for (const IncludeLine &L : Includes) {
    if (llvm::sys::path::is_absolute(L.Name))
      continue;
    std::string Header = Dir + "/" + L.Name;
    auto Buffer = llvm::MemoryBuffer::getFile(Header);
    if (!Buffer)
      continue; // found through -I, or not at all: the parse says which
    std::string HeaderText = (*Buffer)->getBuffer().str();
    // Clang skips a byte-order mark at the start of a file, not inside one.
    if (llvm::StringRef(HeaderText).starts_with("\xEF\xBB\xBF"))
      HeaderText.erase(0, 3);
    // A file included twice is left alone: its candidate pairs would share
    // their names, and a guard of its own would tell the copies apart.
    if (!spliceable(HeaderText) || timesIncluded(Original, L.Name) != 1)
      continue;
    if (!HeaderText.empty() && HeaderText.back() != '\n')
      HeaderText += '\n';
    Block B;
    B.Header = Header;
    B.IncludeLine = Original.substr(L.Begin, L.End - L.Begin);
    B.HeaderText = HeaderText;
    B.OriginalBegin = L.Begin;
    B.FirstLine = L.Number;
    Text += Original.substr(Copied, L.Begin - Copied);
    B.Begin = Text.size();
    Text += B.open() + B.HeaderText + B.close(MainFile);
    B.End = Text.size();
    Copied = L.End;
    S.Blocks.push_back(std::move(B));
  }
  Text += Original.substr(Copied);
  S.Text = std::move(Text);
  return S;
}

std::string SplicedSource::restore(const std::string &Rewritten) const {
  // Each block the rewrite left whole, markers and all, is its #include
  // line again: the two mean the same.
  std::string Out;
  size_t Pos = 0;
  for (const Block &B : Blocks) {
    std::string Whole = B.open() + B.HeaderText + B.close(MainFile);
    size_t At = Rewritten.find(Whole, Pos);
    if (At == std::string::npos)
      continue;
    Out += Rewritten.substr(Pos, At - Pos) + B.IncludeLine;
    Pos = At + Whole.size();
  }
  Out += Rewritten.substr(Pos);
  // The markers of the others go, wherever the rewrite put them (a
  // fallback copy of the regions as written copies those between them):
  // the text they framed stays, inlined. Only diagnostics and __FILE__ and
  // __LINE__ tell the difference, as they do for any text a fusion moves.
  for (const Block &B : Blocks)
    for (const std::string &Marker : {B.open(), B.close(MainFile) + "\n", B.close(MainFile)})
      for (size_t At = Out.find(Marker); At != std::string::npos; At = Out.find(Marker, At))
        Out.erase(At, Marker.size());
  return Out;
}

SplicedSource::Place SplicedSource::place(unsigned Offset) const {
  auto [Line, Column] = lineColumn(Text, Offset);
  unsigned Shift = 0;
  for (const Block &B : Blocks) {
    if (Offset < B.Begin)
      break;
    unsigned BlockLines = llvm::StringRef(Text).slice(B.Begin, B.End).count('\n');
    if (Offset < B.End) {
      unsigned OpenLine = lineColumn(Text, B.Begin).first;
      unsigned CloseLine = OpenLine + BlockLines;
      if (Line == OpenLine || Line == CloseLine)
        return {"", B.FirstLine, 1};
      return {B.Header, Line - OpenLine, Column};
    }
    Shift += BlockLines;
  }
  return {"", Line - Shift, Column};
}

unsigned SplicedSource::originalOffset(unsigned Offset) const {
  long Delta = 0;
  for (const Block &B : Blocks) {
    if (Offset < B.Begin)
      break;
    if (Offset < B.End)
      return B.OriginalBegin;
    Delta += long(B.End - B.Begin) - long(B.IncludeLine.size());
  }
  return unsigned(long(Offset) - Delta);
}

} // namespace paracodex
