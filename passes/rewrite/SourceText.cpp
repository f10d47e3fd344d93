//===- SourceText.cpp -----------------------------------------------------===//
#include "passes/rewrite/SourceText.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace paracodex {

SourceText::SourceText(ASTContext &Context)
    : Context(Context), SM(Context.getSourceManager()) {
  FileID Main = SM.getMainFileID();
  Code = SM.getBufferData(Main);
  if (auto Entry = SM.getFileEntryRefForID(Main))
    FileName = Entry->getName().str();
}

std::optional<ByteRange> SourceText::fileRange(SourceRange Range) const {
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Range), SM, Context.getLangOpts());
  if (R.isInvalid() || !SM.isInMainFile(R.getBegin()))
    return std::nullopt;
  return ByteRange{SM.getFileOffset(R.getBegin()), SM.getFileOffset(R.getEnd())};
}

unsigned SourceText::lineStart(unsigned Offset) const {
  // StringRef::rfind looks strictly before its position.
  size_t NL = Code.rfind('\n', Offset);
  return NL == llvm::StringRef::npos ? 0 : unsigned(NL + 1);
}

ByteRange SourceText::pragmaLine(unsigned Offset) const {
  unsigned End = Offset;
  while (End < Code.size() && !(Code[End] == '\n' && (End == 0 || Code[End - 1] != '\\')))
    ++End;
  return {lineStart(Offset), End};
}

unsigned SourceText::lineNumber(unsigned Offset) const {
  return 1 + unsigned(Code.take_front(Offset).count('\n'));
}

ByteRange SourceText::wholeLines(ByteRange R) const {
  unsigned End = R.End;
  while (End < Code.size() && (Code[End] == ' ' || Code[End] == '\t'))
    ++End;
  if (End < Code.size() && Code[End] == ';')
    ++End;
  unsigned After = End;
  while (After < Code.size() && (Code[After] == ' ' || Code[After] == '\t'))
    ++After;
  unsigned Start = lineStart(R.Begin);
  bool BlankBefore = Code.slice(Start, R.Begin).trim().empty();
  bool LineEnds = After >= Code.size() || Code[After] == '\n';
  if (BlankBefore && LineEnds)
    return {Start, After < Code.size() ? After + 1 : After};
  return {R.Begin, End};
}

std::string SourceText::substituteIdentifiers(
    ByteRange R, const std::map<std::string, std::string> &Substitutions) const {
  FileID Main = SM.getMainFileID();
  Lexer Raw(SM.getLocForStartOfFile(Main), Context.getLangOpts(), Code.begin(),
            Code.begin() + R.Begin, Code.end());
  Raw.SetCommentRetentionState(true);
  std::string Out;
  unsigned Copied = R.Begin;
  Token Tok;
  while (true) {
    Raw.LexFromRawLexer(Tok);
    unsigned Offset = SM.getFileOffset(Tok.getLocation());
    if (Tok.is(tok::eof) || Offset >= R.End)
      break;
    if (!Tok.is(tok::raw_identifier))
      continue;
    auto It = Substitutions.find(Tok.getRawIdentifier().str());
    if (It == Substitutions.end())
      continue;
    Out += Code.slice(Copied, Offset).str();
    Out += It->second;
    Copied = Offset + Tok.getLength();
  }
  Out += Code.slice(Copied, R.End).str();
  return Out;
}

llvm::Error addEdit(tooling::Replacements &Replaces, const SourceText &Text,
                    ByteRange R, llvm::StringRef NewText) {
  return Replaces.add(tooling::Replacement(Text.fileName(), R.Begin,
                                           R.End - R.Begin, NewText));
}

} // namespace paracodex
