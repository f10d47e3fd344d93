//===- DistinctNames.cpp - one name, one variable, in the pair ------------===//
//
// The model tells variables apart by declaration (two arrays of one name
// are two arrays: ArrayId.h), but the rewrite prints the producer's values
// by spelling inside the consumer: a name that means another variable
// there (a consumer's loop variable named like a producer's parameter, a
// declaration between the two hiding one the producer uses) would make the
// fused code use the wrong one.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/Directives.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <set>
#include <vector>

namespace paracodex {
namespace {

class DistinctNames final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "distinct-names", "no name in the producer's index or bounds is declared by the consumer, "
                        "and none the producer uses is declared between the two"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 120; }
  /// A horizontal fusion copies no value from one region into the other.
  bool judges(CandidateKind K) const override { return retiresTemporaries(K); }
  void check(PairCheck &Pair) const override {
    for (const ArrayVariable *T : Pair.temporaryArrays()) {
      std::string Captured = Pair.nameCapturedByConsumer(T->Id);
      if (!Captured.empty())
        Pair.refuse(Info, Captured);
    }
    checkHiddenBetween(Pair);
  }

private:
  /// A declaration of the block between the two regions is in scope at the
  /// consumer: one named like a variable the producer uses hides it
  /// (`const double c = 5.0;` hiding the parameter `c`: review reproducer
  /// shadow_decl_between).
  static void checkHiddenBetween(PairCheck &Pair) {
    const TargetRegion &P = Pair.P, &Q = Pair.Q;
    if (!P.Block || P.Block != Q.Block || !P.Directive)
      return;
    const clang::SourceManager &SM = Pair.F.Decl->getASTContext().getSourceManager();
    // A producer the plan composed holds the producers fused into it
    // before (InlinedFrom): the names their values use are copied too
    // (review 23, c3: `const double *a = e;` between a composed producer
    // and its consumer hid the parameter `a` of the first producer).
    std::vector<const clang::OMPExecutableDirective *> Scopes = P.InlinedFrom;
    Scopes.push_back(P.Directive);
    auto offsetOf = [&](clang::SourceLocation L) {
      return SM.getFileOffset(SM.getExpansionLoc(L));
    };
    auto declaredInside = [&](const clang::Decl *D) {
      unsigned At = offsetOf(D->getLocation());
      return std::any_of(Scopes.begin(), Scopes.end(), [&](const clang::OMPExecutableDirective *S) {
        return offsetOf(S->getBeginLoc()) <= At && At <= offsetOf(endOfCode(S));
      });
    };
    std::set<std::string> Used;
    for (const clang::OMPExecutableDirective *D : Scopes)
      for (const clang::DeclRefExpr *Ref : collectNodes<clang::DeclRefExpr>(D))
        if (!P.Span.contains(offsetOf(Ref->getDecl()->getLocation())) &&
            !declaredInside(Ref->getDecl()))
          Used.insert(Ref->getDecl()->getName().str());
    size_t Index = 0;
    for (const clang::Stmt *S : P.Block->body()) {
      size_t This = Index++;
      const auto *DS = llvm::dyn_cast<clang::DeclStmt>(S);
      if (!DS || This <= P.IndexInBlock || This >= Q.IndexInBlock)
        continue;
      for (const clang::Decl *D : DS->decls())
        if (const auto *V = llvm::dyn_cast<clang::VarDecl>(D); V && Used.count(V->getName().str()))
          Pair.refuse(Info, "`" + V->getName().str() +
                                "`, declared between the producer and the consumer (line " +
                                std::to_string(presumedLine(SM, V->getLocation())) +
                                "), hides the `" + V->getName().str() + "` the producer uses");
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(DistinctNames)
