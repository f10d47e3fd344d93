//===- PureProducer.cpp - recomputing the producer changes nothing else ---===//
//
// The producer is deleted and its expression evaluated wherever the
// consumer reads a temporary: it may have no side effect (stores through
// untraced pointers, calls, clause effects, its own copies of what it
// reads, a reduction) and no control flow but ifs that only choose values
// of its own scalars.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/legality/ClauseFacts.h"
#include "passes/legality/PlaceDependence.h"
#include "passes/model/CollectNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/Lexer.h"
#include "clang/AST/Decl.h"

#include <algorithm>

namespace paracodex {
namespace {

class PureProducer final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {"pure-producer",
                                    "the producer has no side effects and no control flow"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 150; }
  void check(PairCheck &Pair) const override {
    const TargetRegion &P = Pair.P;
    for (const std::string &W : P.UnknownWrites)
      Pair.refuse(Info, "the producer stores through a pointer paracodex cannot trace to an "
                        "array, " + W);
    for (const std::string &S : P.SideEffects)
      Pair.refuse(Info, "the producer " + S + ": recomputing it per use would repeat that");
    // An if that only chooses values of the body's scalars is copied as
    // conditional expressions (LocalSelects.h); other control is not.
    for (const ControlStatement &S : P.ControlFlow)
      if (!S.LocalSelect)
        Pair.refuse(Info, "the producer " + S.Sentence +
                              ": its values cannot be recomputed as one expression");
    ClauseFacts Clauses = clauseFacts(P, Pair.F.Decl->getASTContext());
    if (Clauses.HasEffects)
      Pair.refuse(Info, "a clause of the producer has a side effect (an assignment or "
                        "increment): deleting the producer would lose it");
    for (const clang::VarDecl *V : Clauses.Copied)
      if (V->getType()->isArrayType() ||
          std::find(P.ScalarInputs.begin(), P.ScalarInputs.end(), V) != P.ScalarInputs.end())
        Pair.refuse(Info, "the producer's clauses give it its own copy of `" +
                              V->getName().str() +
                              "`: what it computes from or stores there is not what a copy in "
                              "the consumer would see");
    checkValueDependsOnPlace(Pair);
    // The producer's own reduction is repeated by every recomputation.
    if (!P.Reductions.empty())
      Pair.refuse(Info, "the producer has a reduction: recomputing it per use would repeat it");
  }

private:
  /// What the producer computes must not depend on where it runs or is
  /// written: the OpenMP queries of the executing team or thread answer
  /// the consumer's launch after fusion (review reproducer
  /// omp_num_threads), `__LINE__` and `__COUNTER__` expand anew in the
  /// consumer (line_macro), and a statement expression's declarations
  /// cannot be copied as an expression (statement_expr).
  static void checkValueDependsOnPlace(PairCheck &Pair) {
    const TargetRegion &P = Pair.P;
    if (!P.Directive)
      return;
    if (std::string Query = launchQueryIn(P.Directive); !Query.empty())
      Pair.refuse(Info, "the producer calls `" + Query +
                            "`, whose answer depends on the launch it runs in: in the "
                            "consumer it would answer for the consumer's");
    if (!collectNodes<clang::StmtExpr>(P.Directive).empty())
      Pair.refuse(Info, "the producer holds a statement expression (`({ ... })`), which "
                        "cannot be copied as one expression");
    if (std::string Macro = placeMacroIn(P.Directive, Pair.F.Decl->getASTContext());
        !Macro.empty())
      Pair.refuse(Info, "the producer uses `" + Macro +
                            "`, which expands anew where the consumer is written");
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(PureProducer)
