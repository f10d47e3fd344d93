//===- SourceText.cpp -----------------------------------------------------===//
#include "passes/model/SourceText.h"

#include "passes/model/CollectNodes.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>

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

std::optional<ByteRange> SourceText::replaceableRange(const Expr *E) const {
  if (auto R = fileRange(E->getSourceRange()))
    return R;
  return invocationRange(E->getSourceRange());
}

std::optional<ByteRange> SourceText::invocationRange(SourceRange Range) const {
  const LangOptions &LO = Context.getLangOpts();
  SourceLocation Begin = Range.getBegin(), End = Range.getEnd();
  SourceLocation InvocationBegin, InvocationEnd;
  if (!Begin.isMacroID() || !End.isMacroID() ||
      !Lexer::isAtStartOfMacroExpansion(Begin, SM, LO, &InvocationBegin) ||
      !Lexer::isAtEndOfMacroExpansion(End, SM, LO, &InvocationEnd))
    return std::nullopt;
  // One invocation, spelled in the main file (not inside another macro).
  if (!InvocationBegin.isFileID() || !InvocationEnd.isFileID() ||
      SM.getExpansionRange(Begin).getBegin() != SM.getExpansionRange(End).getBegin() ||
      !SM.isInMainFile(InvocationBegin))
    return std::nullopt;
  SourceLocation After = Lexer::getLocForEndOfToken(InvocationEnd, 0, SM, LO);
  return ByteRange{SM.getFileOffset(InvocationBegin), SM.getFileOffset(After)};
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

void SourceText::forEachToken(
    unsigned Begin, llvm::function_ref<bool(const Token &, unsigned)> Visit) const {
  Lexer Raw(SM.getLocForStartOfFile(SM.getMainFileID()), Context.getLangOpts(),
            Code.begin(), Code.begin() + Begin, Code.end());
  Raw.SetCommentRetentionState(true);
  Token Tok;
  while (true) {
    Raw.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof) || !Visit(Tok, SM.getFileOffset(Tok.getLocation())))
      return;
  }
}

std::string SourceText::substituteIdentifiers(
    ByteRange R, const std::map<std::string, std::string> &Substitutions) const {
  std::string Out;
  unsigned Copied = R.Begin;
  // A name after `.` or `->` is a member's, never the variable's (review
  // reproducer member_named_like_loop_var: `p.i` became `p.j`).
  bool AfterMemberAccess = false;
  forEachToken(R.Begin, [&](const Token &Tok, unsigned Offset) {
    if (Offset >= R.End)
      return false;
    bool Member = AfterMemberAccess;
    AfterMemberAccess = Tok.isOneOf(tok::period, tok::arrow);
    if (!Tok.is(tok::raw_identifier) || Member)
      return true;
    auto It = Substitutions.find(Tok.getRawIdentifier().str());
    if (It == Substitutions.end())
      return true;
    Out += Code.slice(Copied, Offset).str();
    Out += It->second;
    Copied = Offset + Tok.getLength();
    return true;
  });
  Out += Code.slice(Copied, R.End).str();
  return Out;
}

std::vector<unsigned> SourceText::identifierOffsets(ByteRange R,
                                                   llvm::StringRef Name) const {
  std::vector<unsigned> Offsets;
  forEachToken(R.Begin, [&](const Token &Tok, unsigned Offset) {
    if (Offset >= R.End)
      return false;
    if (Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() == Name)
      Offsets.push_back(Offset);
    return true;
  });
  return Offsets;
}

std::optional<ByteRange> SourceText::statementRange(const Stmt *S) const {
  std::optional<ByteRange> R = fileRange(S->getSourceRange());
  if (!R || R->End == R->Begin)
    return R;
  char Last = Code[R->End - 1];
  if (Last == ';' || Last == '}')
    return R;
  bool Found = false;
  forEachToken(R->End, [&](const Token &Tok, unsigned Offset) {
    if (Tok.is(tok::comment))
      return true;
    if (Tok.is(tok::semi)) {
      R->End = Offset + 1;
      Found = true;
    }
    return false;
  });
  return Found ? R : std::nullopt;
}

std::optional<ByteRange> SourceText::clauseRange(const OMPClause &C) const {
  SourceLocation Begin = C.getBeginLoc();
  if (Begin.isInvalid() || Begin.isMacroID() || !SM.isInMainFile(Begin))
    return std::nullopt;
  ByteRange R{SM.getFileOffset(Begin), SM.getFileOffset(Begin)};
  int Depth = 0;
  bool Named = false, Done = false;
  forEachToken(R.Begin, [&](const Token &Tok, unsigned Offset) {
    if (Tok.is(tok::comment))
      return true;
    if (!Named) {
      Named = Tok.is(tok::raw_identifier);
      R.End = Offset + Tok.getLength();
      return Named;
    }
    if (Tok.is(tok::l_paren))
      ++Depth;
    else if (Tok.is(tok::r_paren))
      --Depth;
    else if (Depth == 0 || Tok.isAtStartOfLine())
      return false; // no argument, or a `(` never closed on this line
    R.End = Offset + Tok.getLength();
    Done = Depth == 0;
    return !Done;
  });
  if (!Named || (!Done && Depth != 0))
    return std::nullopt;
  return R;
}

unsigned SourceText::pragmaEnd(unsigned Offset) const {
  ByteRange Line = pragmaLine(Offset);
  unsigned End = Line.End;
  forEachToken(Line.Begin, [&](const Token &Tok, unsigned At) {
    if (At >= Line.End)
      return false;
    if (!Tok.is(tok::comment))
      End = At + Tok.getLength();
    return true;
  });
  return End;
}

bool SourceText::hasTokens(ByteRange R) const {
  bool Found = false;
  forEachToken(R.Begin, [&](const Token &Tok, unsigned Offset) {
    if (Offset >= R.End)
      return false;
    Found = !Tok.is(tok::comment);
    return !Found;
  });
  return Found;
}

bool isLineDirective(llvm::StringRef Line) {
  Line = Line.ltrim(" \t");
  if (!Line.consume_front("#"))
    return false;
  Line = Line.ltrim(" \t");
  return (Line.consume_front("line") && (Line.starts_with(" ") || Line.starts_with("\t"))) ||
         (!Line.empty() && llvm::isDigit(Line.front()));
}

bool SourceText::hasTokensBesideLineDirectives(ByteRange R) const {
  unsigned Piece = R.Begin;
  for (unsigned At = R.Begin; At < R.End;) {
    size_t Eol = Code.find('\n', At);
    unsigned End = Eol == llvm::StringRef::npos ? R.End : std::min<unsigned>(R.End, Eol);
    if (isLineDirective(Code.slice(At, End))) {
      if (hasTokens({Piece, At}))
        return true;
      Piece = End;
    }
    if (Eol == llvm::StringRef::npos)
      break;
    At = Eol + 1;
  }
  return hasTokens({Piece, R.End});
}

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

namespace {

/// The offset of the line holding the main file's first definition that
/// can hold an OpenMP directive (a function with one in its body, a
/// namespace, a linkage block, a class): definitions the rewrite adds, and
/// the target region one of them holds, go before it. The end of the file
/// when there is none.
unsigned firstDefinitionLine(const SourceText &Text) {
  const clang::SourceManager &SM = Text.sourceManager();
  unsigned Limit = Text.code().size();
  for (const clang::Decl *D : Text.context().getTranslationUnitDecl()->decls()) {
    const clang::FunctionDecl *F = D->getAsFunction();
    bool Holds = F ? F->doesThisDeclarationHaveABody() &&
                         !collectNodes<clang::OMPExecutableDirective>(F->getBody()).empty()
                   : llvm::isa<clang::NamespaceDecl, clang::LinkageSpecDecl, clang::RecordDecl>(D) &&
                         llvm::cast<clang::DeclContext>(D)->decls_begin() !=
                             llvm::cast<clang::DeclContext>(D)->decls_end();
    // The helper of fuse's own bare-launch block (BareLaunch.h) holds a
    // target region but sits inside that block's `#if`: what a later fuse
    // adds goes after the block's `#endif`, where the scan below puts the
    // block's includes, so that -DPARACODEX_NO_BARE keeps it.
    if (!Holds || (F && F->getName() == "paracodex_on_device"))
      continue;
    clang::SourceLocation At = SM.getExpansionLoc(D->getBeginLoc());
    if (At.isValid() && SM.isInMainFile(At))
      Limit = std::min(Limit, Text.lineStart(SM.getFileOffset(At)));
  }
  return Limit;
}

} // namespace

unsigned afterIncludes(const SourceText &Text) {
  llvm::StringRef Code = Text.code();
  const unsigned Limit = firstDefinitionLine(Text);
  // Lines, with their backslash continuations; conditional depth. An
  // include or requires inside `#if` ... `#endif` counts at its `#endif`:
  // the definitions go where every configuration has seen it. Inside a
  // conditional still open at the first definition (an include guard),
  // right after it.
  unsigned At = 0, Inside = 0;
  int Depth = 0;
  bool Pending = false, InComment = false, AtInComment = false, InsideInComment = false;
  for (size_t Line = 0; Line < Limit;) {
    size_t Next = Line;
    do {
      Next = Code.find('\n', Next);
      if (Next == llvm::StringRef::npos)
        break;
    } while (Next > Line &&
             (Code[Next - 1] == '\\' || (Next > Line + 1 && Code[Next - 1] == '\r' &&
                                          Code[Next - 2] == '\\')) &&
             ++Next);
    const unsigned End = Next == llvm::StringRef::npos ? Code.size() : Next + 1;
    llvm::StringRef This = Code.slice(Line, End);
    // A directive may follow a block comment on its line (`*/#include`,
    // `/* note */ #include`): comments are blanks to the preprocessor.
    llvm::StringRef Trimmed = This;
    if (InComment) {
      size_t Close = Trimmed.find("*/");
      Trimmed = Close == llvm::StringRef::npos ? llvm::StringRef() : Trimmed.drop_front(Close + 2);
    }
    Trimmed = Trimmed.ltrim(" \t");
    while (Trimmed.starts_with("/*")) {
      size_t Close = Trimmed.find("*/", 2);
      Trimmed = Close == llvm::StringRef::npos ? llvm::StringRef()
                                               : Trimmed.drop_front(Close + 2).ltrim(" \t");
    }
    bool Directive = Trimmed.starts_with("#");
    // Block comments that span lines hide what they hold; a `/*` inside a
    // string or character literal opens none.
    for (size_t K = 0; K < This.size(); ++K) {
      char C = This[K], After = K + 1 < This.size() ? This[K + 1] : '\0';
      if (InComment) {
        if (C == '*' && After == '/')
          InComment = false, ++K;
      } else if (C == '/' && After == '/') {
        break;
      } else if (C == '/' && After == '*') {
        InComment = true, ++K;
      } else if (C == '"' || C == '\'') {
        for (++K; K < This.size() && This[K] != C; ++K)
          if (This[K] == '\\')
            ++K;
      }
    }
    if (Directive) {
      llvm::StringRef Name = Trimmed.drop_front().ltrim(" \t");
      // The text after `#pragma omp`, when the line is one. `begin declare
      // variant` / `declare target` ... `end ...` scopes, which a host
      // build may skip, count as conditionals.
      llvm::StringRef Omp = Name.starts_with("pragma") ? Name.drop_front(6).ltrim(" \t")
                                                       : llvm::StringRef();
      if (!Omp.consume_front("omp"))
        Omp = "";
      bool OmpEnd = Omp.contains("end declare");
      bool OmpBegin = !OmpEnd && (Omp.contains("begin declare") ||
                                  (Omp.contains("declare target") && !Omp.contains("(")));
      if (Name.starts_with("if") || OmpBegin) { // #if, #ifdef, #ifndef
        ++Depth;
      } else if (Name.starts_with("endif") || OmpEnd) {
        if (Depth > 0 && --Depth == 0 && Pending)
          At = End, Pending = false, AtInComment = InComment;
      } else if (Name.starts_with("include") || Name.starts_with("import") ||
                 Omp.contains("requires")) {
        if (Depth == 0)
          At = End, AtInComment = InComment;
        else
          Pending = true, Inside = End, InsideInComment = InComment;
      }
    } else {
      // A place set at a line whose block comment runs on (`#include
      // <stdio.h> /* ...`) moves to the end of the line that closes it.
      if (AtInComment && !InComment)
        At = End, AtInComment = false;
      if (InsideInComment && !InComment)
        Inside = End, InsideInComment = false;
    }
    Line = End;
  }
  if (Pending)
    At = std::max(At, Inside);
  // A requires directive the text scan cannot read (`_Pragma`, a comment
  // before it, a digraph): the AST knows where it is.
  const clang::SourceManager &SM = Text.sourceManager();
  for (const clang::Decl *D : Text.context().getTranslationUnitDecl()->decls())
    if (llvm::isa<clang::OMPRequiresDecl>(D)) {
      clang::SourceLocation End = SM.getExpansionRange(D->getEndLoc()).getEnd();
      if (End.isValid() && SM.isInMainFile(End)) {
        size_t Eol = Code.find('\n', SM.getFileOffset(End));
        At = std::max<unsigned>(At, Eol == llvm::StringRef::npos ? Code.size() : Eol + 1);
      }
    }
  return At;
}

} // namespace paracodex
