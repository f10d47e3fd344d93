//===- CarriedClauses.cpp - the fused region's clauses serve both bodies ---===//
//
// The fused region is the consumer's directive with the producer's maps
// carried over (ClauseMerge.h). That is the same program only when the
// producer's data clauses do nothing the merge loses, and the consumer's
// clauses give the producer's code what the producer's own gave it:
//   - a producer `map(always, ...)` copies at the producer's launch, which
//     the fused launch does not (review reproducer map_always_dropped);
//   - an array both regions map with different sections would be mapped
//     with the consumer's only (map_section_not_carried);
//   - a consumer that maps a scalar the producer reads `alloc` or `from`
//     hands the copy an uninitialised device value
//     (consumer_map_alloc_scalar);
//   - `default(none)` or `defaultmap(none)` on the consumer requires a
//     clause for every variable the copied code names
//     (consumer_defaultmap_none).
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <map>

namespace paracodex {
namespace {

/// Every explicit map clause of \p R's directives.
std::vector<const clang::OMPMapClause *> mapClauses(const TargetRegion &R) {
  std::vector<const clang::OMPMapClause *> Maps;
  if (R.Directive)
    for (const clang::OMPExecutableDirective *D :
         collectNodes<clang::OMPExecutableDirective>(R.Directive))
      for (const auto *Map : D->getClausesOfKind<clang::OMPMapClause>())
        if (!Map->isImplicit())
          Maps.push_back(Map);
  return Maps;
}

class CarriedClauses final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "carried-clauses", "the fused region's clauses serve both bodies: the producer maps "
                         "nothing `always` and no array the consumer maps with another "
                         "section; the consumer maps no scalar the producer reads `alloc` or "
                         "`from`, and has no `default(none)` or `defaultmap(none)`"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 157; }
  void check(PairCheck &Pair) const override {
    const TargetRegion &P = Pair.P, &Q = Pair.Q;
    if (!P.Directive || !Q.Directive)
      return;
    const clang::SourceManager &SM = Pair.F.Decl->getASTContext().getSourceManager();
    auto Text = [&](const clang::Expr *E) {
      clang::CharSourceRange R = clang::CharSourceRange::getTokenRange(E->getSourceRange());
      return clang::Lexer::getSourceText(R, SM, Pair.F.Decl->getASTContext().getLangOpts())
          .str();
    };
    auto ArrayOf = [](const clang::Expr *Item) -> const clang::ValueDecl * {
      const clang::Expr *Base = Item->IgnoreParenImpCasts();
      while (true) {
        if (const auto *S = llvm::dyn_cast<clang::ArraySectionExpr>(Base))
          Base = S->getBase()->IgnoreParenImpCasts();
        else if (const auto *S = llvm::dyn_cast<clang::ArraySubscriptExpr>(Base))
          Base = S->getBase()->IgnoreParenImpCasts();
        else
          break;
      }
      const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(Base);
      return Ref ? Ref->getDecl() : nullptr;
    };

    std::map<const clang::ValueDecl *, std::string> ConsumerSections;
    for (const clang::OMPMapClause *Map : mapClauses(Q))
      for (const clang::Expr *Item : Map->varlists()) {
        const clang::ValueDecl *D = ArrayOf(Item);
        if (!D)
          continue;
        ConsumerSections[D] = Text(Item);
        const auto *V = llvm::dyn_cast<clang::VarDecl>(D);
        bool ProducerReads =
            V && std::find(P.ScalarInputs.begin(), P.ScalarInputs.end(), V) != P.ScalarInputs.end();
        if (ProducerReads && (Map->getMapType() == clang::OMPC_MAP_alloc ||
                              Map->getMapType() == clang::OMPC_MAP_from))
          Pair.refuse(Info, "the consumer maps `" + V->getName().str() +
                                "`, which the producer reads, without copying it to the device "
                                "(`alloc` or `from`): the producer's copy would read whatever "
                                "the device holds");
      }
    for (const clang::OMPMapClause *Map : mapClauses(P)) {
      if (std::find(Map->getMapTypeModifiers().begin(), Map->getMapTypeModifiers().end(),
                    clang::OMPC_MAP_MODIFIER_always) != Map->getMapTypeModifiers().end())
        Pair.refuse(Info, "the producer maps with `always`, which copies at its own launch: the "
                          "fused launch would not");
      for (const clang::Expr *Item : Map->varlists()) {
        const clang::ValueDecl *D = ArrayOf(Item);
        auto It = D ? ConsumerSections.find(D) : ConsumerSections.end();
        if (It != ConsumerSections.end() && It->second != Text(Item))
          Pair.refuse(Info, "the producer maps `" + Text(Item) + "` and the consumer `" +
                                It->second + "`: the fused region would map the consumer's only");
      }
    }
    for (const clang::OMPExecutableDirective *D :
         collectNodes<clang::OMPExecutableDirective>(Q.Directive)) {
      bool None = false;
      for (const auto *Default : D->getClausesOfKind<clang::OMPDefaultClause>())
        None |= Default->getDefaultKind() == llvm::omp::OMP_DEFAULT_none;
      for (const auto *Default : D->getClausesOfKind<clang::OMPDefaultmapClause>())
        None |= Default->getDefaultmapModifier() == clang::OMPC_DEFAULTMAP_MODIFIER_none;
      if (None) {
        Pair.refuse(Info, "the consumer has `default(none)` or `defaultmap(none)`: every "
                          "variable the producer's copied code names would need a clause there");
        return;
      }
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(CarriedClauses)
