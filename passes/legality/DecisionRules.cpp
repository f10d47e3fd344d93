//===- DecisionRules.cpp --------------------------------------------------===//
#include "passes/legality/DecisionRules.h"

namespace paracodex {

const RuleInfo VerticalFirstRule = {
    "vertical-first", "a horizontal pair shares no region with a legal vertical or map-reduce "
                      "pair"};
const RuleInfo UnguardedFirstRule = {
    "unguarded-first", "a pair fused under a run-time overlap test shares no region with a "
                       "legal side-by-side pair that needs no test"};
const RuleInfo FusedFirstRule = {
    "fused-first", "the pair is still legal once the fusions fuse applies before it are done (a "
                   "chain's second pair, a region fused twice)"};
const RuleInfo RewritableRule = {
    "rewritable", "the rewrite can express the fusion in the source (no part of the copied code "
                  "inside a macro body, no name clash, ...)"};
const RuleInfo EveryInstantiationRule = {
    "every-instantiation", "a pair in a template is legal in each instantiation of the template "
                           "in the file, and its fused text is the same for them all"};
const RuleInfo DecisionMismatchRule = {
    "decision-mismatch", "the rewrite builds every fusion the decision built with the same "
                         "strategy"};

} // namespace paracodex
