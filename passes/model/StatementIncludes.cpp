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

/// The quoted #include lines that lie inside the braces of a function body
/// (a `{` after `)`, or any brace inside one). A scan of the text, not a
/// parse: it only chooses where splicing is worth a try, and splicing
/// keeps the program whatever it chooses.
std::vector<IncludeLine> includesInFunctionBodies(llvm::StringRef Text) {
  static const llvm::Regex Include("^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\"[ \t]*$");
  std::vector<IncludeLine> Found;
  std::vector<bool> InCode; // for each open brace: whether it is in a function body
  char Previous = 0;        // the last character of code before this one
  bool LineStart = true;
  unsigned Line = 1;
  size_t I = 0, N = Text.size();
  auto lineEnd = [&](size_t From) {
    // The end of a directive: its newline, after backslash continuations.
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
    if (C == '#' && LineStart) {
      size_t Begin = Text.rfind('\n', I) == llvm::StringRef::npos ? 0 : Text.rfind('\n', I) + 1;
      unsigned Number = Line;
      size_t End = lineEnd(I);
      llvm::SmallVector<llvm::StringRef, 2> Groups;
      if (!InCode.empty() && InCode.back() &&
          Include.match(Text.slice(Begin, End).rtrim('\r'), &Groups))
        Found.push_back({unsigned(Begin), unsigned(End), Number, Groups[1].str()});
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
/// it: it holds a target region, and nothing in it depends on being its
/// own file (a nested #include resolves from the included file's
/// directory; #pragma once and __INCLUDE_LEVEL__ see the file).
bool spliceable(llvm::StringRef Header) {
  static const llvm::Regex Target("^[ \t]*#[ \t]*pragma[ \t]+omp[ \t]+target",
                                  llvm::Regex::Newline);
  static const llvm::Regex FileBound(
      "^[ \t]*#[ \t]*(include|include_next|import|pragma[ \t]+once)", llvm::Regex::Newline);
  if (!Target.match(Header) || FileBound.match(Header))
    return false;
  for (llvm::StringRef Word : {"__has_include", "__INCLUDE_LEVEL__", "_Pragma"})
    if (Header.contains(Word))
      return false;
  return true;
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
    if (!spliceable(HeaderText))
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
  std::string Out;
  size_t Pos = 0;
  for (const Block &B : Blocks) {
    std::string Open = B.open(), Close = B.close(MainFile);
    size_t Begin = Rewritten.find(Open, Pos);
    size_t End = Begin == std::string::npos ? Begin : Rewritten.find(Close, Begin + Open.size());
    // The rewrite never edits a #line directive; should one be gone, the
    // text keeps its markers, which say the same to a compiler.
    if (End == std::string::npos)
      return Rewritten;
    Out += Rewritten.substr(Pos, Begin - Pos);
    std::string Inner = Rewritten.substr(Begin + Open.size(), End - Begin - Open.size());
    Pos = End + Close.size();
    if (Inner == B.HeaderText) {
      Out += B.IncludeLine;
      continue;
    }
    if (llvm::StringRef(Inner).trim().empty()) {
      // Nothing of it is left (the region moved into the fused one): the
      // line goes too.
      if (Pos < Rewritten.size() && Rewritten[Pos] == '\n')
        ++Pos;
      continue;
    }
    if (!Inner.empty() && Inner.back() == '\n')
      Inner.pop_back();
    Out += Inner;
  }
  Out += Rewritten.substr(Pos);
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
