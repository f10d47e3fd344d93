//===- Decision.cpp -------------------------------------------------------===//
#include "passes/plan/Decision.h"

#include "passes/legality/DecisionRules.h"

#include <string>

namespace paracodex {

void preferVertical(std::vector<Candidate> &Candidates) {
  for (Candidate &H : Candidates) {
    if (!H.legal() || !sideBySide(H.Kind))
      continue;
    for (const Candidate &V : Candidates) {
      if (!V.legal() || !retiresTemporaries(V.Kind))
        continue;
      for (const TargetRegion *R : {H.Producer, H.Consumer}) {
        if (R != V.Producer && R != V.Consumer)
          continue;
        std::string Through;
        for (const ArrayId &T : V.Temporaries)
          Through += (Through.empty() ? "`" : ", `") + T.name() + "`";
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

void preferUnguarded(std::vector<Candidate> &Candidates) {
  for (Candidate &G : Candidates) {
    if (!G.legal() || !sideBySide(G.Kind) || G.OverlapChecks.empty())
      continue;
    for (const Candidate &U : Candidates) {
      if (!U.legal() || !sideBySide(U.Kind) || !U.OverlapChecks.empty())
        continue;
      const TargetRegion *Shared = G.Producer == U.Producer || G.Producer == U.Consumer
                                       ? G.Producer
                                       : (G.Consumer == U.Producer || G.Consumer == U.Consumer
                                              ? G.Consumer
                                              : nullptr);
      if (!Shared)
        continue;
      const TargetRegion *Other = Shared == U.Producer ? U.Consumer : U.Producer;
      G.Refusals.push_back(
          {UnguardedFirstRule, "the region at line " + std::to_string(Shared->Span.Line) +
                                   " is fused with the region at line " +
                                   std::to_string(Other->Span.Line) +
                                   " instead, with no run-time overlap test"});
      break;
    }
  }
}

std::vector<const Candidate *> fusedTogether(const Candidate &C,
                                             const std::vector<Candidate> &Candidates) {
  if (!sharesProducer(C))
    return {&C};
  std::vector<const Candidate *> Members;
  for (const Candidate &O : Candidates)
    if (O.Producer == C.Producer && sharesProducer(O))
      Members.push_back(&O);
  return Members;
}

} // namespace paracodex
