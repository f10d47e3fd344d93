//===- HorizontalLayout.h - where a horizontal fusion goes in the text -*- C++ -*-===//
//
// A horizontal fusion keeps the first region's directive and nest, appends
// the second's clauses (ClauseMerge.h) and moves the second body into the
// first's innermost collapsed loop, its loop variables renamed to the
// first's (passes/rewrite/HorizontalFusion.h). Whether the text takes that
// (one directive form, one nest, no name the move would capture or hide,
// no renamed variable inside a macro body, no scalar one body hands the
// other) is decided here, on the input, for the plan and the rewrite alike.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_HORIZONTALLAYOUT_H
#define PARACODEX_PASSES_PLAN_HORIZONTALLAYOUT_H

#include "passes/legality/Candidate.h"
#include "passes/model/CodeScan.h"
#include "passes/model/SourceText.h"
#include "passes/plan/InlineLayout.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class OMPExecutableDirective;
} // namespace clang

namespace paracodex {

struct HorizontalLayout {
  /// The layout of horizontal pair \p C (C.Producer is the first region,
  /// C.Consumer the second), or the sentence that says why the text cannot
  /// take it (TextRefusal.h).
  static llvm::Expected<HorizontalLayout> of(const Candidate &C, const SourceText &Text);

  /// The directives of each region from `target` to the one holding the
  /// loop nest, and each region's collapsed loops.
  std::vector<const clang::OMPExecutableDirective *> LevelsA, LevelsB;
  std::vector<const LoopInfo *> NestA, NestB;
  /// The innermost collapsed loops' bodies.
  const clang::Stmt *Body1 = nullptr, *Body2 = nullptr;
  /// The first body; the second body's statements (inside its braces); each
  /// region's whole loop nest.
  ByteRange Range1, Inner2, Whole1, Whole2;
  /// What the second region's code names, declares and assigns.
  CodeScan Scan2;
  /// The second's loop variable -> the first's, where they differ.
  std::map<std::string, std::string> Renames;
  /// Clause text to insert at an offset of the first directive's lines.
  std::vector<std::pair<unsigned, std::string>> ClauseInsertions;
  /// Names the inserted clauses and loop bounds use.
  std::set<std::string> Inserted;
  /// Where the two nests' loops cover different ranges (same-iteration-
  /// space's box): the first's loop header parts rewritten to run over
  /// both ranges, and the tests that keep each body inside its own loops'
  /// ranges (empty: the body needs none).
  std::vector<std::pair<ByteRange, std::string>> HeaderEdits;
  std::string Guard1, Guard2;
  /// The host statements between the regions (movable-between), in order:
  /// the rewrite moves them above the first region.
  std::vector<ByteRange> Moved;
  /// For a keep-store pair that recomputes kept values where the second
  /// body reads them at other iterations (Candidate::Recomputed): what the
  /// copies are made of, and the reads of the second body they replace, in
  /// text order.
  std::optional<ProducerValues> Recomputation;
  std::vector<ReplacedRead> RecomputedReads;
};


} // namespace paracodex

#endif
