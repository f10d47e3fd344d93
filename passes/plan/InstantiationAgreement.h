//===- InstantiationAgreement.h - one verdict for a template's pair -*- C++ -*-===//
//
// A template's regions are analysed in each of its instantiations in the
// file (ModelBuilder.h); the first instantiation stands for the template,
// whose text every instantiation shares, so fusing its pair rewrites them
// all. Its pair is fused only when (issue 28 point 5):
//  - it is a legal pair of the same kind in every other instantiation, with
//    the same plan (strategy, run-time tests);
//  - the regions are one shape in all of them: the same expressions, the
//    same implicit conversions, the same types where each type that comes
//    from a template parameter is spelled as the parameter (`T`), so that
//    whatever the rewrite spells from one instantiation it would spell
//    from any other;
//  - no integer expression of the regions is a constant made from a
//    template argument (`N`, `sizeof(T)`, `static const int W =
//    sizeof(T)`): the model folds constants into the bounds and tests it
//    writes; and no integer variable they use has a type made from one
//    (`I j`): the copy spells integer values in their variables' types.
// A refusal names the instantiation and keeps the rule it failed there;
// the two checks of the text are `every-instantiation`.
//
// What is proved holds for the instantiations the file makes: a later
// instantiation with another argument runs the fused text unproved (fuse
// again after adding one).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_INSTANTIATIONAGREEMENT_H
#define PARACODEX_PASSES_PLAN_INSTANTIATIONAGREEMENT_H

#include "passes/plan/FusionPlan.h"

#include <vector>

namespace paracodex {

/// Refuses each pair of \p Candidates (with \p Plans, parallel) in a
/// template's first instantiation that is not legal, or not one text, in
/// every instantiation of \p Program: \p Others and \p OtherPlans are
/// the pairs of the other instantiations (Legality.h's
/// findInstantiationCandidates).
void agreeAcrossInstantiations(const ProgramModel &Program, std::vector<Candidate> &Candidates,
                               const std::vector<FusionPlan> &Plans,
                               const std::vector<Candidate> &Others,
                               const std::vector<FusionPlan> &OtherPlans);

} // namespace paracodex

#endif
