//===- KeptFallbacks.cpp --------------------------------------------------===//
#include "passes/model/KeptFallbacks.h"

#include "passes/model/ScheduleSpec.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

namespace paracodex {

using namespace clang;

namespace {

/// The main file's bytes of a test (one `if`) and what is above it.
class TestText {
public:
  explicit TestText(ASTContext &Context)
      : Context(Context), SM(Context.getSourceManager()),
        Code(SM.getBufferData(SM.getMainFileID())) {}

  /// The offsets that spell \p Range in the main file, when it is one
  /// contiguous piece of it.
  std::optional<std::pair<unsigned, unsigned>> fileRange(SourceRange Range) const {
    CharSourceRange R = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Range), SM,
                                                 Context.getLangOpts());
    if (R.isInvalid() || !SM.isInMainFile(R.getBegin()))
      return std::nullopt;
    return std::make_pair(SM.getFileOffset(R.getBegin()), SM.getFileOffset(R.getEnd()));
  }


  /// The schedule on the line above \p If, if that line is one.
  std::optional<ScheduleSpec> scheduleAbove(const IfStmt &If) const {
    auto At = fileRange(If.getSourceRange());
    if (!At)
      return std::nullopt;
    unsigned Line = lineStart(At->first);
    if (Line == 0)
      return std::nullopt;
    unsigned Above = lineStart(Line - 1);
    return parseScheduleComment(Code.slice(Above, Line));
  }

  /// Whether \p If is one of paracodex's tests whose `else` is a fallback.
  bool keepsFallback(const IfStmt &If) const {
    if (isOverlapTest(If, Context))
      return true;
    std::optional<ScheduleSpec> S = scheduleAbove(If);
    return S && (S->What == ScheduleSpec::Kind::MergedCopies ||
                 S->What == ScheduleSpec::Kind::PlaneMarch);
  }

private:
  unsigned lineStart(unsigned Offset) const {
    size_t NL = Code.rfind('\n', Offset); // strictly before Offset
    return NL == llvm::StringRef::npos ? 0 : unsigned(NL + 1);
  }

  ASTContext &Context;
  const SourceManager &SM;
  llvm::StringRef Code;
};

/// The `target data` directive whose body is \p Block, if any. The body
/// hangs below CapturedDecl and CapturedStmt nodes in the parent map, so
/// the walk climbs through those and nothing else.
const OMPTargetDataDirective *targetDataAround(ASTContext &Context, const Stmt &Block) {
  DynTypedNode Node = DynTypedNode::create(Block);
  for (unsigned Depth = 0; Depth < 4; ++Depth) {
    DynTypedNodeList Parents = Context.getParents(Node);
    if (Parents.size() != 1)
      return nullptr;
    DynTypedNode Parent = Parents[0];
    if (const auto *Data = Parent.get<OMPTargetDataDirective>())
      return Data;
    if (!Parent.get<CapturedDecl>() && !Parent.get<CapturedStmt>())
      return nullptr;
    Node = Parent;
  }
  return nullptr;
}

/// The line of the overlap test whose `else` is \p Block itself, or a
/// `target data` (braced or not) that is the branch's only statement: the
/// shape in which FallbackAllocation.h allocates the temporaries only
/// where they are used.
std::optional<unsigned> overlapFallbackLine(const Stmt *Block, ASTContext &Context) {
  const Stmt *Branch = Block;
  for (unsigned Depth = 0; Depth < 4 && Branch; ++Depth) {
    for (const DynTypedNode &Parent : Context.getParents(*Branch)) {
      const auto *If = Parent.get<IfStmt>();
      if (If && If->getElse() == Branch && isOverlapTest(*If, Context))
        return Context.getSourceManager().getExpansionLineNumber(If->getBeginLoc());
    }
    const OMPTargetDataDirective *Data = targetDataAround(Context, *Branch);
    if (!Data)
      return std::nullopt;
    Branch = Data;
    DynTypedNodeList Parents = Context.getParents(*Data);
    if (Parents.size() == 1)
      if (const auto *Braces = Parents[0].get<CompoundStmt>())
        if (Braces->size() == 1)
          Branch = Braces;
  }
  return std::nullopt;
}

} // namespace

bool isOverlapTest(const IfStmt &If, const ASTContext &Context) {
  SourceLocation Cond = If.getCond()->getBeginLoc();
  return Cond.isMacroID() &&
         Lexer::getImmediateMacroName(Cond, Context.getSourceManager(), Context.getLangOpts()) ==
             NoOverlapMacro;
}

KeptFallbackFacts keptFallbackFacts(const OMPExecutableDirective &D, const Stmt *Block,
                                    ASTContext &Context) {
  KeptFallbackFacts Facts;
  if (Block)
    Facts.OverlapFallbackLine = overlapFallbackLine(Block, Context);
  TestText Text(Context);
  bool NearestIfSeen = false;
  DynTypedNode Child = DynTypedNode::create(D);
  for (unsigned Depth = 0; Depth < 64; ++Depth) {
    auto Parents = Context.getParents(Child);
    if (Parents.empty())
      break;
    if (const auto *If = Parents[0].get<IfStmt>()) {
      const Stmt *Here = Child.get<Stmt>();
      if (!NearestIfSeen && Here == If->getThen() && isOverlapTest(*If, Context))
        if (auto Whole = Text.fileRange(If->getSourceRange()))
          Facts.GuardTestOffset = Whole->first;
      NearestIfSeen = true;
      if (If->getElse() && Here == If->getElse() &&
          Text.fileRange(If->getCond()->getSourceRange()) && Text.keepsFallback(*If))
        Facts.InFallback = true;
    }
    Child = Parents[0];
  }
  return Facts;
}

} // namespace paracodex
