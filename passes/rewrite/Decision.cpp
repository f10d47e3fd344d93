//===- Decision.cpp -------------------------------------------------------===//
#include "passes/rewrite/Decision.h"

#include "passes/legality/DecisionRules.h"
#include "passes/legality/Legality.h"
#include "passes/rewrite/Rewritability.h"

#include <string>

namespace paracodex {

static void preferVertical(std::vector<Candidate> &Candidates) {
  for (Candidate &H : Candidates) {
    if (!H.legal() || H.Kind != CandidateKind::Horizontal)
      continue;
    for (const Candidate &V : Candidates) {
      if (!V.legal() || V.Kind == CandidateKind::Horizontal)
        continue;
      for (const TargetRegion *R : {H.Producer, H.Consumer}) {
        if (R != V.Producer && R != V.Consumer)
          continue;
        std::string Through;
        for (const std::string &T : V.Temporaries)
          Through += (Through.empty() ? "`" : ", `") + T + "`";
        H.Refusals.push_back(
            {VerticalFirstRule, "the region at line " + std::to_string(R->Span.Line) +
                                   " is fused with the region at line " +
                                   std::to_string((R == V.Producer ? V.Consumer : V.Producer)
                                                      ->Span.Line) +
                                   " through " + Through + " instead"});
        break;
      }
      if (!H.legal())
        break;
    }
  }
}

Decision decideFusions(const ProgramModel &Program, clang::ASTContext &Context) {
  Decision D;
  D.Candidates = findCandidates(Program);
  for (const Candidate &C : D.Candidates)
    D.Plans.push_back(planFusion(C));
  refuseUnrewritable(D.Candidates, D.Plans, Context);
  preferVertical(D.Candidates);
  return D;
}

} // namespace paracodex
