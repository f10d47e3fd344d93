//===- NoOtherUse.cpp - nothing but the pair uses a temporary before -------===//
//
// After the consumer is dead-after's; here: before it, anywhere but the
// pair (a region earlier in an enclosing loop reads it on the next
// iteration; host code would lose the array the fusion removes). Writes
// between the two are single-writer's.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/legality/ClauseFacts.h"

#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

namespace paracodex {
namespace {

class NoOtherUse final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "no-other-use", "nothing but the pair uses it before the consumer (a region earlier in an "
                      "enclosing loop, host code)"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 70; }
  void check(PairCheck &Pair) const override {
    for (const ArrayVariable *A : Pair.temporaryArrays()) {
      for (const TargetRegion &R : Pair.F.Regions)
        if (R.Span.Begin < Pair.P.Span.Begin && !R.accessesTo(A->Id).empty())
          Pair.refuse(Info, quoted(A->Name) + " is also used by the region at line " +
                                lineOf(R.Span) + ": fusing would remove what it uses");
      checkClauses(Pair, *A);
      for (const HostUse &U : A->HostUses) {
        bool Before = U.Loc.Begin < Pair.P.Span.Begin;
        bool ReadBetween = U.What == HostUse::Read && U.Loc.Begin < Pair.Q.Span.Begin;
        if ((U.What == HostUse::Read || U.What == HostUse::Write) && (Before || ReadBetween))
          Pair.refuse(Info, quoted(A->Name) + " is used on the host at line " + lineOf(U.Loc) +
                                ": fusing would remove what it uses");
      }
    }
  }

private:
  /// A clause expression of either region (`num_teams((int)t[3] + 1)`) is
  /// evaluated on the host when the region starts, and would read a
  /// temporary the fusion removes (review reproducer
  /// temp_read_in_consumer_clause). Lists of variables (maps, data
  /// sharing, dependences) name it without reading it.
  static void checkClauses(PairCheck &Pair, const ArrayVariable &A) {
    if (!A.Decl)
      return;
    for (const TargetRegion *R : {&Pair.P, &Pair.Q}) {
      if (!R->Directive)
        continue;
      for (const clang::OMPExecutableDirective *D :
           collectNodes<clang::OMPExecutableDirective>(R->Directive))
        for (const clang::OMPClause *C : D->clauses()) {
          if (!C || C->isImplicit() ||
              llvm::isa<clang::OMPMapClause, clang::OMPIsDevicePtrClause,
                        clang::OMPHasDeviceAddrClause, clang::OMPPrivateClause,
                        clang::OMPFirstprivateClause, clang::OMPLastprivateClause,
                        clang::OMPSharedClause, clang::OMPReductionClause,
                        clang::OMPLinearClause, clang::OMPDependClause>(C))
            continue;
          std::vector<const clang::Stmt *> Parts = clauseExpressions(C);
          // Clang moves the expression into a captured variable
          // (`.capture_expr.`) that the clause names: follow it.
          for (size_t I = 0; I < Parts.size(); ++I)
            for (const clang::DeclRefExpr *Ref :
                 Parts[I] ? collectNodes<clang::DeclRefExpr>(Parts[I])
                          : std::vector<const clang::DeclRefExpr *>()) {
              if (const auto *Captured = llvm::dyn_cast<clang::OMPCapturedExprDecl>(Ref->getDecl()))
                if (Captured->getInit() && Parts.size() < 64)
                  Parts.push_back(Captured->getInit());
              if (Ref->getDecl() == A.Decl) {
                const clang::SourceManager &SM = Pair.F.Decl->getASTContext().getSourceManager();
                Pair.refuse(Info, quoted(A.Name) + " is read by a clause of the " +
                                      (R == &Pair.P ? "producer" : "consumer") + " (line " +
                                      std::to_string(presumedLine(SM, Ref->getBeginLoc())) +
                                      "), on the host: fusing would remove what it reads");
                return;
              }
            }
        }
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(NoOtherUse)
