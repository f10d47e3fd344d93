//===- PlannedRounds.h - fuse's rounds, on the model ---------------*- C++ -*-===//
//
// fuse applies, per round, the legal pairs that share no region, and
// decides the rest on the text it wrote (a chain R1 -> R2 -> R3: R2 -> R3
// waits for R1 -> R2, then is decided on the fused region). This unit makes
// the same rounds on the model: each round's fusions are composed
// (ComposedRegion.h) instead of written and parsed, and the rules run on
// the composed functions. It is what lets analyze report a chain's second
// pair without rewriting (issue 27), once it agrees with fuse everywhere;
// until then a test compares the two over every case
// (PlannedRounds.AgreeWithFuse).
//
// Decided on the model, a later round knows nothing of the text: whether
// the rewrite can express a later pair (`rewritable`) is not asked.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_PLANNEDROUNDS_H
#define PARACODEX_PASSES_PLAN_PLANNEDROUNDS_H

#include "passes/plan/Decision.h"

#include <memory>
#include <set>

#include <string>
#include <vector>

namespace paracodex {

/// What the rounds did with one pair of the input legal in its first
/// round, named by its function and its regions' ids (a fused region keeps
/// its consumer's id). Functions are their declarations: two C++
/// overloads of one name are two functions.
struct PlannedPair {
  const clang::FunctionDecl *Function = nullptr;
  unsigned Producer = 0, Consumer = 0;
  CandidateKind Kind = CandidateKind::Vertical;
  unsigned Round = 0;     ///< the round that fused it, or refused it
  bool Fused = false;
  std::vector<Refusal> Refusals; ///< a later round's, when not fused
  /// Why the rounds could not decide it (a fusion before it that is not
  /// composed on the model); empty when decided.
  std::string Undecided;
};

/// The rounds' outcome: every pair legal in the input, and the program as
/// the last round left it (its fused regions composed; a function whose
/// fusion is not composed stays as it was in the input).
struct PlannedRounds {
  std::vector<PlannedPair> Pairs;
  const ProgramModel *Final = nullptr;
  /// The functions Final holds composed (every fusion of theirs composed).
  std::set<const clang::FunctionDecl *> Composed;
  /// The regions (function, id) that a fusion of a later round changes
  /// which is not composed: what becomes of them is known to the text
  /// alone.
  std::set<std::pair<const clang::FunctionDecl *, unsigned>> Unknown;
  /// The programs of the rounds, which Final and the composed functions
  /// point into.
  std::vector<std::unique_ptr<ProgramModel>> Programs;
};

/// fuse's rounds over \p Program, starting from the decision on the input
/// \p Input (its candidates point into \p Program): every pair legal in
/// \p Input, fused in some round or refused by a later one.
PlannedRounds planRounds(const ProgramModel &Program, const Decision &Input);

/// The refusal (`fused-first`) of a pair legal on its own that is not
/// fused because a fusion before it changed one of its regions, with the
/// refusals the later round gave it.
Refusal fusedFirstRefusal(const Candidate &C, const std::vector<Refusal> &Later);

/// Adds fusedFirstRefusal to each candidate legal in \p Candidates (the
/// input's) that the rounds did not fuse, or left undecided.
void refuseUnplanned(std::vector<Candidate> &Candidates, const PlannedRounds &Rounds);

} // namespace paracodex

#endif
