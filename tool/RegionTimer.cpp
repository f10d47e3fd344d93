//===- RegionTimer.cpp ----------------------------------------------------===//
#include "tool/RegionTimer.h"

#include "passes/model/ScheduleSpec.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Lex/Lexer.h"

#include <regex>

namespace paracodex {

namespace {

/// Every statement of a block in the main file, as [Begin, End) offsets,
/// the `;` that ends it included.
class BlockStatements : public clang::RecursiveASTVisitor<BlockStatements> {
public:
  explicit BlockStatements(const clang::ASTUnit &Unit)
      : SM(Unit.getSourceManager()), Lang(Unit.getLangOpts()) {}

  std::vector<std::pair<unsigned, unsigned>> Found;

  bool VisitCompoundStmt(clang::CompoundStmt *Block) {
    for (const clang::Stmt *S : Block->body()) {
      clang::SourceLocation B = SM.getExpansionLoc(S->getBeginLoc());
      // A directive ends at the end of its line; its statement after that.
      const clang::Stmt *Last = S;
      if (const auto *D = llvm::dyn_cast<clang::OMPExecutableDirective>(S))
        if (D->hasAssociatedStmt())
          Last = D->getAssociatedStmt();
      clang::SourceLocation E = SM.getExpansionRange(Last->getEndLoc()).getEnd();
      if (B.isInvalid() || E.isInvalid() || !SM.isInMainFile(B) || !SM.isInMainFile(E))
        continue;
      unsigned End = SM.getFileOffset(clang::Lexer::getLocForEndOfToken(E, 0, SM, Lang));
      llvm::StringRef After = SM.getBufferData(SM.getMainFileID()).drop_front(End);
      size_t Semi = After.find_first_not_of(" \t\r\n");
      if (Semi != llvm::StringRef::npos && After[Semi] == ';')
        End += Semi + 1;
      Found.push_back({SM.getFileOffset(B), End});
    }
    return true;
  }

private:
  const clang::SourceManager &SM;
  const clang::LangOptions &Lang;
};

/// Whether \p Between holds only blank lines, line comments and
/// preprocessor lines (`#if PARACODEX_BARE` under a comment).
bool onlyDirectivesAndComments(llvm::StringRef Between) {
  while (!Between.empty()) {
    auto [Line, Rest] = Between.split('\n');
    llvm::StringRef T = Line.trim();
    if (!T.empty() && !T.starts_with("#") && !T.starts_with("//"))
      return false;
    Between = Rest;
  }
  return true;
}

} // namespace

bool isScheduleCommentLine(llvm::StringRef Line) {
  return looksLikeScheduleComment(Line);
}

std::vector<ScheduledRegion> scheduledRegions(const clang::ASTUnit &Unit) {
  const clang::SourceManager &SM = Unit.getSourceManager();
  llvm::StringRef Code = SM.getBufferData(SM.getMainFileID());
  BlockStatements Statements(Unit);
  Statements.TraverseDecl(Unit.getASTContext().getTranslationUnitDecl());
  std::vector<ScheduledRegion> Regions;
  for (size_t At = 0; At < Code.size();) {
    size_t Eol = Code.find('\n', At);
    size_t Next = Eol == llvm::StringRef::npos ? Code.size() : Eol + 1;
    if (isScheduleCommentLine(Code.slice(At, Next))) {
      ScheduledRegion R;
      R.CommentOffset = At;
      // The nearest statement below the comment, with nothing but
      // directives and comments between.
      const std::pair<unsigned, unsigned> *Below = nullptr;
      for (const auto &S : Statements.Found)
        if (S.first >= Next && (!Below || S.first < Below->first))
          Below = &S;
      if (Below && onlyDirectivesAndComments(Code.slice(Next, Below->first)))
        R.Begin = Below->first, R.End = Below->second;
      Regions.push_back(R);
    }
    At = Next;
  }
  return Regions;
}

std::string withRegionTimers(llvm::StringRef Code, const std::vector<ScheduledRegion> &Regions) {
  // Edits from the end, so that the offsets before them hold.
  std::vector<std::pair<unsigned, std::string>> Inserts;
  for (unsigned K = 0; K < Regions.size(); ++K) {
    if (!Regions[K].timed())
      continue;
    Inserts.push_back({Regions[K].CommentOffset, "paracodex_tune_enter(" + std::to_string(K) +
                                                     ");\n"});
    Inserts.push_back({Regions[K].End, "\nparacodex_tune_leave(" + std::to_string(K) + ");"});
  }
  std::stable_sort(Inserts.begin(), Inserts.end(),
                   [](const auto &A, const auto &B) { return A.first > B.first; });
  std::string Out = Code.str();
  for (const auto &[At, Text] : Inserts)
    Out.insert(At, Text);
  return "#ifdef __cplusplus\nextern \"C\" {\n#endif\n"
         "void paracodex_tune_enter(int);\nvoid paracodex_tune_leave(int);\n"
         "#ifdef __cplusplus\n}\n#endif\n" +
         Out;
}

const char *const RegionTimerSource =
    "/* paracodex tune: adds up the nanoseconds of each region the program\n"
    "   marks (tool/RegionTimer.h) and prints them on stderr at exit. Built on\n"
    "   its own, with none of the program's flags: atomics, not OpenMP. */\n"
    "#define _POSIX_C_SOURCE 199309L\n"
    "#include <stdio.h>\n"
    "#include <time.h>\n"
    "enum { PCX_REGIONS = 4096 };\n"
    "static long long pcx_nanoseconds[PCX_REGIONS];\n"
    "static long long pcx_calls[PCX_REGIONS];\n"
    "static __thread long long pcx_began[PCX_REGIONS];\n"
    "static long long pcx_now(void) {\n"
    "  struct timespec t;\n"
    "  clock_gettime(CLOCK_MONOTONIC, &t);\n"
    "  return (long long)t.tv_sec * 1000000000LL + (long long)t.tv_nsec;\n"
    "}\n"
    "void paracodex_tune_enter(int r) {\n"
    "  if (r >= 0 && r < PCX_REGIONS)\n"
    "    pcx_began[r] = pcx_now();\n"
    "}\n"
    "void paracodex_tune_leave(int r) {\n"
    "  if (r < 0 || r >= PCX_REGIONS)\n"
    "    return;\n"
    "  __atomic_fetch_add(&pcx_nanoseconds[r], pcx_now() - pcx_began[r], __ATOMIC_RELAXED);\n"
    "  __atomic_fetch_add(&pcx_calls[r], 1, __ATOMIC_RELAXED);\n"
    "}\n"
    "__attribute__((destructor)) static void pcx_report(void) {\n"
    "  int r;\n"
    "  for (r = 0; r < PCX_REGIONS; r++)\n"
    "    if (pcx_calls[r])\n"
    "      fprintf(stderr, \"paracodex-tune-region %d %.9f %lld\\n\", r,\n"
    "              1e-9 * (double)pcx_nanoseconds[r], pcx_calls[r]);\n"
    "}\n";

std::map<unsigned, double> regionSeconds(llvm::StringRef Stderr) {
  static const std::regex Line(R"(paracodex-tune-region ([0-9]+) ([0-9.eE+-]+) [0-9]+)");
  std::map<unsigned, double> Seconds;
  std::string Text = Stderr.str();
  for (auto It = std::sregex_iterator(Text.begin(), Text.end(), Line);
       It != std::sregex_iterator(); ++It)
    Seconds[std::stoul((*It)[1])] = std::stod((*It)[2]);
  return Seconds;
}

} // namespace paracodex
