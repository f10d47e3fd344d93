//===- WholeProgram.cpp ---------------------------------------------------===//
#include "tool/WholeProgram.h"

#include "passes/legality/CallSiteAliasing.h"
#include "passes/legality/CallerTemporaries.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <map>
#include <set>

using namespace clang;

namespace paracodex {

namespace {

/// The names one file of the program may reach another's functions and
/// variables by.
struct NameCollector : RecursiveASTVisitor<NameCollector> {
  const SourceManager &SM;
  std::set<std::string> Names;
  bool DefinesMain = false;
  bool LooksUpSymbols = false;
  bool HasAssembly = false;
  bool DefinesAllocator = false;
  std::set<const DeclRefExpr *> Callees;
  /// Every function called by each name (C++ overloads, C's
  /// `overloadable`, a static function of that file).
  std::map<std::string, std::set<const FunctionDecl *>> Called;
  explicit NameCollector(const SourceManager &SM) : SM(SM) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return true; }

  /// Every identifier in a symbol name an attribute spells (alias, weakref,
  /// asm label, ifunc resolver): `alias("helper")` reaches `helper`.
  void wordsOf(llvm::StringRef Text) {
    std::string Word;
    for (char C : Text.str() + " ") {
      if (std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '$') {
        Word += C;
      } else {
        if (!Word.empty() && !std::isdigit(static_cast<unsigned char>(Word[0])))
          Names.insert(Word);
        Word.clear();
      }
    }
  }
  bool VisitDecl(Decl *D) {
    for (const Attr *A : D->attrs()) {
      if (const auto *Alias = dyn_cast<AliasAttr>(A))
        wordsOf(Alias->getAliasee());
      else if (const auto *Ref = dyn_cast<WeakRefAttr>(A))
        wordsOf(Ref->getAliasee());
      else if (const auto *Label = dyn_cast<AsmLabelAttr>(A))
        wordsOf(Label->getLabel());
      else if (const auto *Resolver = dyn_cast<IFuncAttr>(A))
        wordsOf(Resolver->getResolver());
    }
    // Assembly may reach any symbol by a name it builds (a GAS macro
    // pasting `smo` and `oth`: review 32).
    if (isa<FileScopeAsmDecl>(D))
      HasAssembly = true;
    // `__attribute__((cleanup(f)))` calls f with no call in the text.
    if (const auto *Cleanup = D->getAttr<CleanupAttr>())
      if (const FunctionDecl *F = Cleanup->getFunctionDecl())
        Names.insert(F->getNameAsString());
    // A library's declarations say nothing about the program's names.
    const auto *N = dyn_cast<NamedDecl>(D);
    if (!N || !(isa<FunctionDecl>(N) || isa<VarDecl>(N)) || !N->getIdentifier())
      return true;
    if (const auto *F = dyn_cast<FunctionDecl>(N); F && F->isMain() && F->isDefined())
      DefinesMain = true;
    if (const auto *F = dyn_cast<FunctionDecl>(N); F && F->isThisDeclarationADefinition())
      for (const char *Allocator : allocatorNames())
        DefinesAllocator |= F->getName() == Allocator;
    // A declaration alone reaches nothing; a second definition may be
    // merged with the file's (C's common symbols, a weak definition).
    bool Defines = false;
    if (const auto *F = dyn_cast<FunctionDecl>(N))
      Defines = F->isThisDeclarationADefinition();
    else if (const auto *V = dyn_cast<VarDecl>(N))
      Defines = V->isThisDeclarationADefinition() != VarDecl::DeclarationOnly;
    if (Defines && N->hasLinkage() && N->isExternallyVisible() &&
        !SM.isInSystemHeader(SM.getExpansionLoc(N->getLocation())))
      Names.insert(N->getName().str());
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    if (const FunctionDecl *F = Call->getDirectCallee())
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts());
          Ref && Ref->getDecl() == Call->getCalleeDecl() && F->getIdentifier()) {
        Callees.insert(Ref);
        Called[F->getName().str()].insert(F->getCanonicalDecl());
      }
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    const NamedDecl *N = Ref->getDecl();
    if (!N || !N->getIdentifier() || !N->hasLinkage())
      return true;
    // A direct call of a function defined elsewhere is judged by the calls
    // themselves (CallerTemporaries.h); any other mention names it.
    if (!Callees.count(Ref))
      Names.insert(N->getName().str());
    // A name looked up at run time is named by a string, which no parse
    // follows.
    if (N->getName() == "dlsym" || N->getName() == "dlvsym")
      LooksUpSymbols = true;
    return true;
  }
  bool VisitAsmStmt(AsmStmt *) {
    HasAssembly = true;
    return true;
  }
};

/// \p Path with links resolved; as written (made absolute) when it cannot
/// be resolved.
std::string realPath(const std::string &Path) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Path, Real))
    return absoluteFilePath(Path);
  return std::string(Real);
}

} // namespace

llvm::Expected<ProgramScope> programScopeOf(const std::string &File,
                                            const CompileSettings &Settings) {
  // The proofs made in other files below read the scope: none of another
  // file's, which would be of another program (fuse of several files).
  setProgramScope(ProgramScope());
  ProgramScope Scope;
  Scope.WholeProgram = Settings.WholeProgram;
  if (!Settings.WholeProgram)
    return Scope;
  if (Settings.BuildPathIgnored) {
    Scope.Unusable = "-p is ignored when `--` gives the compile command, so the database's "
                     "files, which may be the rest of the program, are not read";
    return Scope;
  }
  auto Files = databaseFiles(Settings);
  if (!Files)
    return Files.takeError();
  // Paths compared as the file system resolves them (`link/../x.c`).
  const std::string Self = realPath(File);
  std::set<std::string> Seen;
  bool SelfListed = Files->empty();
  // First every file's names (this one's too), then, file by file, the
  // calls of this file's functions judged there, under that file's view
  // of the program: its own non-static callers are followed when no other
  // file names or calls them.
  struct FileNames {
    std::string Path;
    std::set<std::string> Names;
    bool DefinesMain = false;
  };
  std::vector<FileNames> Others;
  FileNames Own{File, {}, false};
  auto collect = [&](const std::string &Path, FileNames &Into) -> bool {
    auto Unit = parseSourceFile(Path, Settings);
    if (!Unit) {
      llvm::consumeError(Unit.takeError());
      Scope.Unusable = Path + ", a file of the program, does not parse: what it names is "
                              "unknown";
      return false;
    }
    ASTContext &Context = (*Unit)->getASTContext();
    NameCollector Collector(Context.getSourceManager());
    Collector.TraverseDecl(Context.getTranslationUnitDecl());
    if (Collector.HasAssembly)
      Scope.Unusable = Path + " holds assembly, which may reach any function or variable";
    else if (Collector.DefinesAllocator)
      Scope.Unusable = Path + " defines the program's own allocator: `malloc` is no proof of "
                              "fresh storage";
    else if (Collector.LooksUpSymbols)
      Scope.Unusable = Path + " calls dlsym: it may reach any function or variable by a name "
                              "it computes";
    if (!Scope.Unusable.empty())
      return false;
    Into.Names = Collector.Names;
    // A call names a function for every other file's view.
    for (const auto &[Name, Functions] : Collector.Called)
      Into.Names.insert(Name);
    Into.DefinesMain = Collector.DefinesMain;
    return true;
  };
  for (const std::string &Other : *Files) {
    std::string Real = realPath(Other);
    // Only one command of a file is parsed: another may define or call
    // other things (review 32, db_file_twice).
    if (!Seen.insert(Real).second) {
      Scope.Unusable = Other + " has several compile commands in the database; paracodex "
                               "reads one";
      return Scope;
    }
    if (Real == Self) {
      SelfListed = true;
      continue;
    }
    Others.push_back({Other, {}, false});
    if (!collect(Other, Others.back()))
      return Scope;
  }
  if (!Others.empty() && SelfListed && !collect(File, Own))
    return Scope;
  std::vector<const FileNames *> Program{&Own};
  for (const FileNames &O : Others)
    Program.push_back(&O);
  for (const FileNames &Other : Others) {
    // That file's view: every other file (this one too) names what it
    // names or calls.
    ProgramScope View;
    View.WholeProgram = true;
    for (const FileNames *X : Program) {
      if (X == &Other)
        continue;
      View.MainElsewhere |= X->DefinesMain;
      for (const std::string &Name : X->Names)
        View.NamedElsewhere.emplace(Name, X->Path);
    }
    setProgramScope(View);
    // Parsed again rather than kept from the first pass: one AST alive at
    // a time, however large the database.
    auto Unit = parseSourceFile(Other.Path, Settings);
    if (!Unit) {
      llvm::consumeError(Unit.takeError());
      Scope.Unusable = Other.Path + ", a file of the program, does not parse: what it names "
                                    "is unknown";
      setProgramScope(ProgramScope());
      return Scope;
    }
    ASTContext &Context = (*Unit)->getASTContext();
    NameCollector Collector(Context.getSourceManager());
    Collector.TraverseDecl(Context.getTranslationUnitDecl());
    Scope.MainElsewhere |= Collector.DefinesMain;
    for (const std::string &Name : Collector.Names)
      Scope.NamedElsewhere.emplace(Name, Other.Path);
    // A function this file only calls: each parameter's argument judged at
    // every call here, followed through this file's callers that are its
    // own. Another file's function of that name (a static one, an overload
    // it defines) is not this file's; any other call the proof cannot
    // judge names the function (review 32b: overload_c, sysheader_pragma).
    const SourceManager &SM = Context.getSourceManager();
    for (const auto &[Name, Functions] : Collector.Called) {
      if (Collector.Names.count(Name))
        continue;
      const FunctionDecl *F = nullptr;
      bool Unjudged = false;
      for (const FunctionDecl *G : Functions) {
        if (G->isDefined() && !G->isExternallyVisible())
          continue;
        if (G->isDefined() || F || SM.isInSystemHeader(SM.getExpansionLoc(G->getLocation())))
          Unjudged = true;
        F = G;
      }
      if (Unjudged) {
        Scope.NamedElsewhere.emplace(Name, Other.Path);
        continue;
      }
      if (!F)
        continue;
      CallsElsewhere Calls;
      Calls.File = Other.Path;
      for (unsigned I = 0; I < F->getNumParams(); ++I) {
        CallerStorageProof Proof = deadAtCallsHere(F, I);
        Calls.DeadStorage[I] = {Proof.Dead, Proof.Why};
      }
      for (unsigned I = 0; I < F->getNumParams(); ++I)
        for (unsigned J = I + 1; J < F->getNumParams(); ++J)
          if (F->getParamDecl(I)->getType()->isPointerType() &&
              F->getParamDecl(J)->getType()->isPointerType()) {
            CallSiteProof Proof = distinctAtCallsHere(F, I, J);
            Calls.DistinctArguments[{I, J}] = {Proof.Distinct, Proof.Why};
          }
      Scope.CalledElsewhere[Name].push_back(std::move(Calls));
    }
    setProgramScope(ProgramScope());
  }
  if (!SelfListed)
    Scope.Unusable = File + " is not in the compilation database, so the database is not its "
                            "program";
  return Scope;
}

} // namespace paracodex
