//===- Legality.h - which pairs of target regions may be fused --*- C++ -*-===//
//
// Candidates come from data flow alone: a region that writes an array and
// the next region that reads it (vertical, or map-reduce when the consumer
// is a reduction), adjacent regions that share no written data
// (horizontal), and adjacent dependent regions that are no legal vertical
// pair (keep-store, listed only when legal). Each candidate then goes through the rules below; every
// failed rule adds a Refusal, so one run lists all that stands in the way.
//
// Each rule is a class of its own in rules/ (LegalityRule.h); the rule
// table, legalityRules() below, lists them with the sentence that says
// what each requires. Every Refusal names one of them, and
// docs/legality.md explains each with its testdata case.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_LEGALITY_H
#define PARACODEX_PASSES_LEGALITY_LEGALITY_H

#include "passes/legality/Candidate.h"

#include <vector>

namespace paracodex {

/// Every rule a candidate can fail: the legality rules in the order they
/// run, then those decided after them (DecisionRules.h).
const std::vector<RuleId> &legalityRules();

/// Every candidate pair of \p Program with its verdict, in source order,
/// numbered from 1.
std::vector<Candidate> findCandidates(const ProgramModel &Program);

/// The candidate pairs, with their verdicts, of the template instantiations
/// that do not stand for their template (ProgramModel::OtherInstantiations):
/// what passes/plan/InstantiationAgreement.h compares. Not numbered.
std::vector<Candidate> findInstantiationCandidates(const ProgramModel &Program);

/// Regions \p First and \p Second of \p F as a pair of kind \p Kind, run
/// through every rule that judges that kind.
Candidate judgePair(const FunctionModel &F, const TargetRegion &First,
                    const TargetRegion &Second, CandidateKind Kind);

/// Storage whose identity is known: a parameter, a global array, or a local
/// allocation never pointed elsewhere.
bool knownStorage(const ArrayVariable &A);

/// True when \p X and \p Y cannot share memory: both are known storage and
/// one is restrict, or one is a local allocation, or both are distinct
/// global arrays. (Call sites: CallSiteAliasing.h.)
bool provablyDistinct(const ArrayVariable &X, const ArrayVariable &Y);

/// Whether two arrays of different names are proved apart, and how: by
/// their storage (provablyDistinct), or, both of known identity, because
/// every call passes them distinct arrays (CallSiteAliasing.h).
struct ApartProof {
  bool Apart = false;
  /// By the call sites: Why says which arrays and calls. Not apart: why the
  /// call sites did not prove it (empty where they were not asked).
  bool ByCallSites = false;
  std::string Why;
};
ApartProof provedApart(const ArrayVariable *X, const ArrayVariable *Y);

} // namespace paracodex

#endif
