//===- FindingDiagnostics.h - findings as compiler diagnostics -*- C++ -*-===//
//
// What analyze and fuse find, printed the way compilers print, so that
// editors and CI annotations pick it up:
//
//   src/diff.c:9:1: warning: target regions at lines 9 and 13 can be fused
//       through 't' (inline) [paracodex-fusable]
//   src/blur.c:10:1: remark: target regions at lines 10 and 14 are not fused
//       through 'tmp' [paracodex-refused]
//   src/blur.c:10:1: note: the producer writes ... [paracodex-affine-write]
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_TOOL_FINDINGDIAGNOSTICS_H
#define PARACODEX_TOOL_FINDINGDIAGNOSTICS_H

#include "passes/legality/Candidate.h"
#include "passes/rewrite/FuseDriver.h"

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace paracodex {

/// A pair of regions as a diagnostic reports it.
struct PairFinding {
  std::string File; ///< as the user named it
  unsigned Line = 0, Column = 0;
  unsigned ConsumerLine = 0;
  /// The consumer's file when it is not File's (a kernel file spliced in
  /// by passes/model/StatementIncludes.h, or the main file beside one).
  std::string ConsumerFile;
  CandidateKind Kind = CandidateKind::Vertical;
  std::vector<std::string> Temporaries;
  std::string Strategy;
  std::vector<Refusal> Refusals;
  /// What the rules proved beyond the function (printed as notes).
  std::vector<Fact> Facts;
};

enum class FindingState {
  Fusable, ///< legal, not rewritten (analyze, fuse --check): a warning
  Fused,   ///< rewritten (fuse): a remark
  Refused, ///< left alone: a remark with one note per failed rule
};

/// The diagnostic's sentence, without location, severity or rule.
std::string findingMessage(const PairFinding &F, FindingState State);

void printFinding(llvm::raw_ostream &OS, const PairFinding &F, FindingState State);

/// The sentence for a copy chain fuse gave one launch (\p Original: the
/// text its offsets point into): "3 copy regions of `u` share one launch
/// (regions at lines 114, 120, 126), under a run-time test of 3 facts (the
/// regions as written run otherwise)".
std::string mergedLaunchMessage(const MarchRecord &M, const std::string &Original);
/// ... of a merge the plan makes (\p Regions: each region's offset).
std::string mergedLaunchMessage(const std::string &What, const std::vector<unsigned> &Regions,
                                size_t RunTimeFacts, const std::string &Original);

/// 1-based line and column of byte \p Offset of \p Text.
std::pair<unsigned, unsigned> lineColumnAt(const std::string &Text, unsigned Offset);

} // namespace paracodex

#endif
