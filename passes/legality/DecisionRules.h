//===- DecisionRules.h - rules decided after the legality rules -*- C++ -*-===//
//
// A pair every legality rule accepts may still be left alone: by the plan
// (a horizontal pair that a vertical fusion takes a region from), or by
// the rewrite (a chain's second pair once the first is fused, a fusion the
// source text cannot express). Their refusals name these entries, which
// the rule table lists after the legality rules.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_DECISIONRULES_H
#define PARACODEX_PASSES_LEGALITY_DECISIONRULES_H

#include "passes/legality/Rule.h"

namespace paracodex {

extern const RuleInfo VerticalFirstRule;
extern const RuleInfo UnguardedFirstRule;
extern const RuleInfo FusedFirstRule;
extern const RuleInfo RewritableRule;
/// A template's pair: legal, and fused into one text, in each of the
/// file's instantiations of the template (passes/plan/InstantiationAgreement.h).
extern const RuleInfo EveryInstantiationRule;
/// Not a rule a user meets: the rewrite failed to build a fusion that the
/// decision built with the same strategy. A bug, reported as such; no case
/// can name it, so the table leaves it out.
extern const RuleInfo DecisionMismatchRule;

} // namespace paracodex

#endif
