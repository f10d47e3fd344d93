//===- RunsWhereWritten.cpp - side by side: neither body asks where it runs ===//
//
// A side-by-side fusion moves the second body into the first's launch and
// onto other lines, and may rewrite the first's lines (its loop gains
// braces): code that expands `__LINE__` or `__COUNTER__`, or asks which
// team or thread runs it, would answer differently (review20 case
// line_macro_in_producer, met again by keep-store).
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/legality/PlaceDependence.h"

#include "clang/AST/StmtOpenMP.h"

namespace paracodex {
namespace {

class RunsWhereWritten final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "runs-where-written",
      "neither region's code expands `__LINE__` or `__COUNTER__` or asks which launch, team or "
      "thread runs it (omp_get_*), answers that change when the code moves"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 212; }
  bool judges(CandidateKind K) const override { return sideBySide(K); }
  void check(PairCheck &Pair) const override {
    for (const TargetRegion *R : {&Pair.P, &Pair.Q}) {
      if (!R->Directive)
        continue;
      std::string Region = "the region at line " + lineOf(R->Span);
      if (std::string Macro = placeMacroIn(R->Directive, Pair.F.Decl->getASTContext());
          !Macro.empty())
        Pair.refuse(Info, Region + " uses `" + Macro + "`, which expands anew where the fusion "
                                                       "writes its code");
      if (std::string Query = launchQueryIn(R->Directive); !Query.empty())
        Pair.refuse(Info, Region + " calls `" + Query +
                              "`, whose answer depends on the launch and thread that run it");
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(RunsWhereWritten)
