//===- IncludeClash.cpp ---------------------------------------------------===//
#include "passes/rewrite/IncludeClash.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"

#include <set>

namespace paracodex {

using namespace clang;

namespace {

/// Whether \p Loc is in the file's own text: the main file or a header of
/// the user's (a file on disk that is not a system header; not clang's
/// predefines or -D).
bool inOwnText(const SourceManager &SM, SourceLocation Loc) {
  if (Loc.isInvalid())
    return false;
  Loc = SM.getExpansionLoc(Loc);
  return !SM.isInSystemHeader(Loc) && SM.getFileEntryRefForID(SM.getFileID(Loc));
}

/// Whether \p Unit has \p Name other than from its own text: declared by a
/// system header (any declaration of it), or defined as a macro there or by
/// the compiler.
bool hasFromElsewhere(const ASTUnit &Unit, llvm::StringRef Name) {
  const ASTContext &Ctx = Unit.getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  auto Known = Ctx.Idents.find(Name);
  if (Known == Ctx.Idents.end())
    return false;
  IdentifierInfo &Id = *Known->getValue();
  for (const NamedDecl *D : Ctx.getTranslationUnitDecl()->lookup(DeclarationName(&Id)))
    for (const Decl *Each : D->redecls())
      if (!inOwnText(SM, Each->getLocation()))
        return true;
  if (const MacroInfo *Info = Unit.getPreprocessor().getMacroInfo(&Id))
    return !inOwnText(SM, Info->getDefinitionLoc());
  return false;
}

/// The names the includes bring (see the header), and of them the macros.
struct Brought {
  std::set<std::string> Names, Macros;
};

Brought broughtBy(const ASTUnit &WithIncludes, const ASTUnit &User) {
  Brought B;
  const SourceManager &SM = WithIncludes.getSourceManager();
  auto FromSystem = [&](SourceLocation Loc) {
    return Loc.isValid() && SM.isInSystemHeader(SM.getExpansionLoc(Loc));
  };
  auto Add = [&](llvm::StringRef Name, bool Macro) {
    if (B.Names.count(Name.str()) || hasFromElsewhere(User, Name))
      return;
    B.Names.insert(Name.str());
    if (Macro)
      B.Macros.insert(Name.str());
  };
  for (const auto &[Name, State] : WithIncludes.getPreprocessor().macros()) {
    const MacroDirective *Latest = State.getLatest();
    const MacroInfo *Info = Latest ? Latest->getMacroInfo() : nullptr;
    if (Info && FromSystem(Info->getDefinitionLoc()))
      Add(Name->getName(), true);
  }
  for (const Decl *D : WithIncludes.getASTContext().getTranslationUnitDecl()->decls()) {
    if (!FromSystem(D->getLocation()))
      continue;
    if (const auto *N = llvm::dyn_cast<NamedDecl>(D); N && N->getIdentifier())
      Add(N->getName(), false);
    if (const auto *E = llvm::dyn_cast<EnumDecl>(D))
      for (const EnumConstantDecl *C : E->enumerators())
        Add(C->getName(), false);
  }
  return B;
}

/// The first word of the file's own text (each of its files, read raw:
/// declarations, members, uses, lines a `#if` skips) that is in \p Words.
std::optional<std::string> firstOwnWordIn(const ASTUnit &User, const std::set<std::string> &Words) {
  const SourceManager &SM = User.getSourceManager();
  std::set<const void *> Seen;
  for (unsigned I = 0, N = SM.local_sloc_entry_size(); I < N; ++I) {
    const SrcMgr::SLocEntry &Entry = SM.getLocalSLocEntry(I);
    if (!Entry.isFile() || Entry.getFile().getFileCharacteristic() != SrcMgr::C_User)
      continue;
    const SrcMgr::ContentCache &Content = Entry.getFile().getContentCache();
    if (!Content.OrigEntry || !Seen.insert(&Content).second)
      continue;
    std::optional<llvm::MemoryBufferRef> Buffer =
        Content.getBufferOrNone(SM.getDiagnostics(), SM.getFileManager());
    if (!Buffer)
      continue;
    Lexer Raw(SourceLocation(), User.getLangOpts(), Buffer->getBufferStart(),
              Buffer->getBufferStart(), Buffer->getBufferEnd());
    Token T;
    bool AtEnd = false;
    do {
      AtEnd = Raw.LexFromRawLexer(T); // true with the buffer's last token
      if (T.is(tok::raw_identifier) && Words.count(T.getRawIdentifier().str()))
        return T.getRawIdentifier().str();
    } while (!AtEnd && T.isNot(tok::eof));
  }
  return std::nullopt;
}

} // namespace

std::string withBareIncludes(llvm::StringRef Code, unsigned At) {
  // `#line` keeps the lines below where they are in the file, for the
  // error a clash may give.
  std::string Line = std::to_string(1 + Code.take_front(At).count('\n'));
  return (Code.take_front(At) + BareIncludesText + "#line " + Line + "\n" + Code.drop_front(At))
      .str();
}

std::optional<std::string> bareIncludesClash(const ASTUnit &User, const ASTUnit &WithIncludes) {
  Brought Theirs = broughtBy(WithIncludes, User);
  const ASTContext &Ctx = User.getASTContext();
  const SourceManager &SM = Ctx.getSourceManager();
  const char *Headers = "<omp.h> or a header it includes (<stdlib.h>, <stdint.h>, ...)";
  auto Own = [&](const NamedDecl &N) {
    return N.getIdentifier() && inOwnText(SM, N.getLocation());
  };
  for (const Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    std::vector<const NamedDecl *> Names;
    if (const auto *N = llvm::dyn_cast<NamedDecl>(D))
      Names.push_back(N);
    if (const auto *E = llvm::dyn_cast<EnumDecl>(D))
      Names.insert(Names.end(), E->enumerator_begin(), E->enumerator_end());
    for (const NamedDecl *N : Names)
      if (Own(*N) && Theirs.Names.count(N->getName().str()))
        return "the file declares `" + N->getName().str() + "`, which " + Headers +
               (Theirs.Macros.count(N->getName().str()) ? " defines as a macro" : " declares too");
  }
  for (const auto &[Name, State] : User.getPreprocessor().macros()) {
    const MacroInfo *Info = State.getLatest() ? State.getLatest()->getMacroInfo() : nullptr;
    if (Info && inOwnText(SM, Info->getDefinitionLoc()) && Theirs.Names.count(Name->getName().str()))
      return "the file defines a macro `" + Name->getName().str() + "`, a name " + Headers +
             " declares or defines";
  }
  if (auto Word = firstOwnWordIn(User, Theirs.Macros))
    return "the file uses the word `" + *Word + "`, which " + Headers + " defines as a macro";
  return std::nullopt;
}

} // namespace paracodex
