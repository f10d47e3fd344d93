//===- DecideFusions.cpp ----------------------------------------------------===//
#include "passes/rewrite/DecideFusions.h"

#include "passes/legality/Legality.h"
#include "passes/rewrite/Rewritability.h"

#include <string>

namespace paracodex {

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
