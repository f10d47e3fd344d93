//===- DecideFusions.cpp ----------------------------------------------------===//
#include "passes/plan/DecideFusions.h"

#include "passes/legality/DecisionRules.h"
#include "passes/legality/Legality.h"
#include "passes/model/SourceText.h"
#include "passes/plan/InstantiationAgreement.h"
#include "passes/plan/TextRefusal.h"

#include <string>

namespace paracodex {

namespace {

/// For every legal candidate (\p Plans parallel to \p Candidates), asks its
/// strategy whether the text can take the fusion; one that cannot is
/// refused by the rule `rewritable` with the strategy's reason.
void refuseUnwritable(std::vector<Candidate> &Candidates, const std::vector<FusionPlan> &Plans,
                      const SourceText &Text) {
  for (size_t I = 0; I < Candidates.size(); ++I) {
    Candidate &C = Candidates[I];
    const FusionStrategy *S = Plans[I].Chosen;
    if (!C.legal() || !S)
      continue;
    std::vector<std::string> Unmet = S->check(C);
    llvm::Error E = Unmet.empty() ? S->checkText(C, fusedTogether(C, Candidates), Text)
                                  : rewriteFailure(C, Unmet.front());
    if (E)
      C.Refusals.push_back({RewritableRule, llvm::toString(std::move(E))});
  }
}

} // namespace

Decision decideFusions(const ProgramModel &Program, clang::ASTContext &Context) {
  Decision D;
  SourceText Text(Context);
  D.Candidates = findCandidates(Program);
  for (const Candidate &C : D.Candidates)
    D.Plans.push_back(planFusion(C));
  refuseUnwritable(D.Candidates, D.Plans, Text);
  // A template's pairs, judged in its other instantiations too (even with
  // none, agreeAcrossInstantiations checks the template's own text).
  std::vector<Candidate> Others = findInstantiationCandidates(Program);
  std::vector<FusionPlan> OtherPlans;
  for (const Candidate &C : Others)
    OtherPlans.push_back(planFusion(C));
  refuseUnwritable(Others, OtherPlans, Text);
  agreeAcrossInstantiations(Program, D.Candidates, D.Plans, Others, OtherPlans);
  preferVertical(D.Candidates);
  preferUnguarded(D.Candidates);
  return D;
}

} // namespace paracodex
