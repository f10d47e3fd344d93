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

bool inSystemHeader(const SourceManager &SM, SourceLocation Loc) {
  return Loc.isValid() && SM.isInSystemHeader(SM.getExpansionLoc(Loc));
}

/// The declarations unqualified lookup finds for \p Name at file scope of
/// \p Unit (an overload set in C++; one entity in C).
DeclContextLookupResult fileScopeLookup(const ASTUnit &Unit, llvm::StringRef Name) {
  const ASTContext &Ctx = Unit.getASTContext();
  auto Known = Ctx.Idents.find(Name);
  if (Known == Ctx.Idents.end())
    return {};
  return Ctx.getTranslationUnitDecl()->lookup(DeclarationName(Known->getValue()));
}

/// Whether a declaration of \p Found (any of its redeclarations) is in a
/// system header.
bool declaredInSystemHeader(const ASTUnit &Unit, DeclContextLookupResult Found) {
  for (const NamedDecl *D : Found)
    for (const Decl *Each : D->redecls())
      if (inSystemHeader(Unit.getSourceManager(), Each->getLocation()))
        return true;
  return false;
}

/// The names the includes bring (see the header): the macros, and the
/// names of file-scope declarations.
struct Brought {
  std::set<std::string> Macros, Declared;
  bool has(const std::string &Name) const { return Macros.count(Name) || Declared.count(Name); }
};

Brought broughtBy(const ASTUnit &WithIncludes, const ASTUnit &User) {
  Brought B;
  const SourceManager &SM = WithIncludes.getSourceManager();
  const Preprocessor &UserPP = User.getPreprocessor();
  const bool Cxx = User.getLangOpts().CPlusPlus;
  for (const auto &[Name, State] : WithIncludes.getPreprocessor().macros()) {
    // Any definition in a system header counts, the latest or not: the
    // file may define the name again after the includes.
    bool FromSystem = false;
    for (const MacroDirective *D = State.getLatest(); D && !FromSystem; D = D->getPrevious())
      if (const MacroInfo *Info = D->getMacroInfo())
        FromSystem = inSystemHeader(SM, Info->getDefinitionLoc());
    if (!FromSystem)
      continue;
    // The file has it already only from a system header: -D and the file's
    // own definitions are overridden by the headers without a word.
    const MacroInfo *Had = nullptr;
    if (auto Known = UserPP.getIdentifierTable().find(Name->getName());
        Known != UserPP.getIdentifierTable().end())
      Had = UserPP.getMacroInfo(Known->getValue());
    if (!Had || !inSystemHeader(User.getSourceManager(), Had->getDefinitionLoc()))
      B.Macros.insert(Name->getName().str());
  }
  for (const auto &Entry : WithIncludes.getPreprocessor().getIdentifierTable()) {
    llvm::StringRef Name = Entry.getKey();
    DeclContextLookupResult Theirs = fileScopeLookup(WithIncludes, Name);
    if (Theirs.empty() || !declaredInSystemHeader(WithIncludes, Theirs))
      continue;
    DeclContextLookupResult Had = fileScopeLookup(User, Name);
    // New to the file, or (C++) more overloads than it saw: `using
    // std::abs;` at file scope gives abs(double) to a call of abs(int).
    size_t Before = std::distance(Had.begin(), Had.end());
    size_t After = std::distance(Theirs.begin(), Theirs.end());
    if (!declaredInSystemHeader(User, Had) || (Cxx && After > Before))
      B.Declared.insert(Name.str());
  }
  return B;
}

/// \p Raw (an identifier as written) without its backslash-newlines.
std::string spliced(llvm::StringRef Raw) {
  std::string Word;
  for (size_t K = 0; K < Raw.size(); ++K) {
    if (Raw[K] == '\\') {
      size_t Next = K + 1;
      while (Next < Raw.size() && (Raw[Next] == ' ' || Raw[Next] == '\t' || Raw[Next] == '\r'))
        ++Next;
      if (Next < Raw.size() && Raw[Next] == '\n') {
        K = Next;
        continue;
      }
    }
    Word += Raw[K];
  }
  return Word;
}

/// The first word of the file's own text (each of its files, read raw:
/// declarations, members, uses, lines a `#if` skips) for which \p Wanted
/// holds.
template <typename Pred>
std::optional<std::string> firstOwnWord(const ASTUnit &User, Pred Wanted) {
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
      if (T.is(tok::raw_identifier)) {
        std::string Word = spliced(T.getRawIdentifier());
        if (Wanted(Word))
          return Word;
      }
    } while (!AtEnd && T.isNot(tok::eof));
  }
  return std::nullopt;
}

/// Whether \p D defines what it declares (a function body, a variable's
/// storage): a prototype or typedef the headers repeat compatibly, which
/// the trial parse accepted, means the same with them.
bool isDefinition(const Decl &D) {
  if (const auto *F = llvm::dyn_cast<FunctionDecl>(&D))
    return F->doesThisDeclarationHaveABody();
  if (const auto *V = llvm::dyn_cast<VarDecl>(&D))
    return V->isThisDeclarationADefinition() != VarDecl::DeclarationOnly;
  return !llvm::isa<TypedefNameDecl>(D);
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
  const bool Cxx = User.getLangOpts().CPlusPlus;
  const char *Headers = "<omp.h> or a header it includes (<stdlib.h>, <stdint.h>, ...)";
  for (const Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    std::vector<const NamedDecl *> Names;
    if (const auto *N = llvm::dyn_cast<NamedDecl>(D))
      Names.push_back(N);
    if (const auto *E = llvm::dyn_cast<EnumDecl>(D))
      Names.insert(Names.end(), E->enumerator_begin(), E->enumerator_end());
    for (const NamedDecl *N : Names) {
      if (!N->getIdentifier() || !inOwnText(SM, N->getLocation()))
        continue;
      std::string Name = N->getName().str();
      if (Theirs.Macros.count(Name) || (Theirs.Declared.count(Name) && (Cxx || isDefinition(*N))))
        return "the file declares `" + Name + "`, which " + Headers +
               (Theirs.Macros.count(Name) ? " defines as a macro" : " declares too");
    }
  }
  for (const auto &[Name, State] : User.getPreprocessor().macros()) {
    for (const MacroDirective *D = State.getLatest(); D; D = D->getPrevious()) {
      const MacroInfo *Info = D->getMacroInfo();
      if (!Info || !inOwnText(SM, Info->getDefinitionLoc()))
        continue;
      if (Theirs.has(Name->getName().str()))
        return "the file defines a macro `" + Name->getName().str() + "`, a name " + Headers +
               " declares or defines";
      // A name made by pasting is no word of the text the check below reads.
      for (const Token &T : Info->tokens())
        if (T.is(tok::hashhash))
          return "the file's macro `" + Name->getName().str() +
                 "` pastes tokens (##), which could make a name " + Headers + " defines";
    }
  }
  // A word of the file's that the includes make a macro is rewritten; in
  // C++, one they declare may also be called (overloads) differently.
  if (auto Word = firstOwnWord(User, [&](const std::string &W) {
        return Theirs.Macros.count(W) || (Cxx && Theirs.Declared.count(W));
      }))
    return "the file uses the word `" + *Word + "`, which " + Headers +
           (Theirs.Macros.count(*Word) ? " defines as a macro" : " declares");
  return std::nullopt;
}

} // namespace paracodex
