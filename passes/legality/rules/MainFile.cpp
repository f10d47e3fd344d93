//===- MainFile.cpp - both regions are written in the file given ----------===//
//
// paracodex rewrites the file it is given: a region written in a file that
// file includes is reported where it is written, and never fused. A file
// #included inside a function body (`#include "calculate_F.h"` in a time
// loop) is spliced in before the parse (passes/model/StatementIncludes.h), so its
// regions are the main file's; this rule sees the others.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"

#include <optional>
#include <string>
#include <utility>

namespace paracodex {
namespace {

class MainFile final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "main-file",
      "both regions are written in the file paracodex is given, not in a file it includes"};
  const RuleInfo &info() const override { return Info; }
  /// Runs first: whether the pair is paracodex's to judge at all.
  unsigned order() const override { return 1; }
  bool judges(CandidateKind) const override { return true; }
  void check(PairCheck &Pair) const override {
    if (!Pair.F.Decl)
      return;
    const clang::SourceManager &SM = Pair.F.Decl->getASTContext().getSourceManager();
    for (const TargetRegion *R : {&Pair.P, &Pair.Q})
      if (R->Directive)
        if (std::optional<std::pair<std::string, std::string>> Ends = endsInFiles(SM, *R->Directive))
          Pair.refuse(Info, "the region that begins at " + Ends->first + " ends at " +
                                Ends->second +
                                ", in another file (a file #included inside the region, or "
                                "the region inside a file): no fusion can keep both files whole");
    for (const TargetRegion *R : {&Pair.P, &Pair.Q})
      if (R->Directive && !SM.isInMainFile(SM.getExpansionLoc(R->Directive->getBeginLoc())))
        Pair.refuse(Info, "the region at " + besideMainFile(SM, R->Span.File) + ":" +
                              lineOf(R->Span) + " is in a file that `" + Pair.F.Name +
                              "` includes: paracodex rewrites only the file it is given "
                              "(a file #included inside a function body is spliced into it "
                              "only when nothing depends on its being a file of its own: "
                              "for instance an #include, #pragma once or __FILE__ in it, a "
                              "second inclusion, or an #if around the #include line)");
  }

private:
  /// Where \p D's pragma and the end of its statement are written
  /// ("file:line" each), when that is in two files as the compiler sees them
  /// (a spliced file counts as its own).
  static std::optional<std::pair<std::string, std::string>>
  endsInFiles(const clang::SourceManager &SM, const clang::OMPExecutableDirective &D) {
    if (!D.hasAssociatedStmt() || !D.getAssociatedStmt())
      return std::nullopt;
    clang::PresumedLoc Begin = SM.getPresumedLoc(SM.getExpansionLoc(D.getBeginLoc()));
    clang::PresumedLoc End =
        SM.getPresumedLoc(SM.getExpansionRange(D.getAssociatedStmt()->getEndLoc()).getEnd());
    if (!Begin.isValid() || !End.isValid() ||
        llvm::StringRef(Begin.getFilename()) == End.getFilename())
      return std::nullopt;
    auto Place = [&](const clang::PresumedLoc &L) {
      return besideMainFile(SM, L.getFilename()) + ":" + std::to_string(L.getLine());
    };
    return std::make_pair(Place(Begin), Place(End));
  }

  /// \p Included as the user would write it: relative to the directory of
  /// the main file when it lies under it, so that a report does not depend
  /// on where the checkout is.
  static std::string besideMainFile(const clang::SourceManager &SM, llvm::StringRef Included) {
    clang::OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID());
    if (!Main)
      return Included.str();
    llvm::StringRef Dir = llvm::sys::path::parent_path(Main->getName());
    if (Dir.empty() || !Included.starts_with(Dir))
      return Included.str();
    llvm::StringRef Rest = Included.drop_front(Dir.size());
    if (Rest.empty() || !llvm::sys::path::is_separator(Rest.front()))
      return Included.str();
    return Rest.drop_front().str();
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(MainFile)
