//===- InlineLayout.cpp ---------------------------------------------------===//
#include "passes/plan/InlineLayout.h"

#include "passes/plan/TemporaryRetirement.h"
#include "passes/plan/TextRefusal.h"

namespace paracodex {

llvm::Expected<InlineLayout> InlineLayout::of(const std::vector<const Candidate *> &Members,
                                              const SourceText &Text) {
  InlineLayout L;
  for (const Candidate *C : Members) {
    auto Values = ProducerValues::of(*C, Text);
    if (!Values)
      return Values.takeError();
    L.Values.push_back(std::move(*Values));
    std::vector<ReplacedRead> Reads;
    for (const auto &[T, Origins] : C->ReadOrigins)
      for (const ProducerIteration &Origin : Origins) {
        auto Range = readRange(*Origin.Read, Text);
        if (!Range)
          return rewriteFailure(*C, "the consumer's read `" + Origin.Read->Text +
                                        "` is partly inside a macro body");
        Reads.push_back({*Range, T, &Origin});
      }
    L.Reads.push_back(std::move(Reads));
  }
  return L;
}

std::vector<ByteRange> InlineLayout::readRanges() const {
  std::vector<ByteRange> Ranges;
  for (const std::vector<ReplacedRead> &Member : Reads)
    for (const ReplacedRead &R : Member)
      Ranges.push_back(R.Range);
  return Ranges;
}

llvm::Error checkInlineText(const Candidate &C, const std::vector<const Candidate *> &Members,
                            const SourceText &Text) {
  auto Layout = InlineLayout::of(Members, Text);
  if (!Layout)
    return Layout.takeError();
  if (!C.OverlapChecks.empty())
    return llvm::Error::success();
  std::vector<ByteRange> Replaced = Layout->readRanges();
  Replaced.push_back(producerLines(*C.Producer, Text));
  return Retirement::of(*C.Function, producerTemporaries(C), Text, Replaced).takeError();
}

ByteRange producerLines(const TargetRegion &P, const SourceText &Text) {
  // Braces or a repeating loop around the producer alone go with it: from
  // where they begin, which may follow code on its line (review 31, F1:
  // `acc[0] += 1.0; for (...) {`); a pragma always begins its line.
  if (P.Wrapped)
    return Text.wholeLines({P.StatementSpan.Begin, P.StatementSpan.End});
  return Text.wholeLines({Text.lineStart(P.Span.Begin), P.Span.End});
}

} // namespace paracodex
