//===- InlineLayout.h - where an inline fusion goes in the text -*- C++ -*-===//
//
// The inline fusion replaces each consumer read of a temporary by the
// producer's expression (passes/rewrite/InlineFusion.h). Whether the text
// takes it (each read replaceable as a whole, the producer's values
// copyable: ProducerValues.h) is decided here, on the input, for the plan
// and the rewrite alike.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_INLINELAYOUT_H
#define PARACODEX_PASSES_PLAN_INLINELAYOUT_H

#include "passes/plan/ProducerValues.h"

#include <vector>

namespace paracodex {

/// One consumer read and the bytes its value replaces.
struct ReplacedRead {
  ByteRange Range;
  ArrayId Temporary;
  const ProducerIteration *Origin = nullptr;
};

struct InlineLayout {
  /// The layout of \p Members (one pair, or every pair of one producer
  /// fused at once), or the sentence that says why the text cannot take it
  /// (TextRefusal.h).
  static llvm::Expected<InlineLayout> of(const std::vector<const Candidate *> &Members,
                                         const SourceText &Text);

  /// Parallel to the members: what each consumer copies, and its reads.
  std::vector<ProducerValues> Values;
  std::vector<std::vector<ReplacedRead>> Reads;

  /// Every read's bytes, of every member.
  std::vector<ByteRange> readRanges() const;
};

/// The text check of the inline and map-reduce strategies: the layout of
/// \p Members, and, unless \p C is fused under an overlap test (whose
/// fallback keeps the temporaries), what goes with its temporaries
/// (TemporaryRetirement.h).
llvm::Error checkInlineText(const Candidate &C, const std::vector<const Candidate *> &Members,
                            const SourceText &Text);

/// The producer region of \p P as the fusion deletes it: its pragma line
/// through its body, whole lines.
ByteRange producerLines(const TargetRegion &P, const SourceText &Text);

} // namespace paracodex

#endif
