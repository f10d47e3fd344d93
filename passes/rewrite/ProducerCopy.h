//===- ProducerCopy.h - the producer's values, copied into the consumer -*- C++ -*-===//
//
// Every vertical rewrite moves the producer's work into the consumer: the
// expression the producer stores in a temporary is copied, with the
// producer's loop variables set to the iteration that is wanted, and the
// producer region goes. The inline rewrite copies it at each read; the
// sliding window copies it once per point and rotates the values. What is
// copied, and whether it can be, the plan decided (ProducerValues.h);
// this spells it.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_PRODUCERCOPY_H
#define PARACODEX_PASSES_REWRITE_PRODUCERCOPY_H

#include "passes/plan/ProducerValues.h"
#include "passes/plan/TextRefusal.h"
#include "passes/rewrite/TextEdit.h"

#include "clang/AST/Type.h"

#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace paracodex {

/// \p E as C text that can replace an identifier: `i1 - 1` is
/// parenthesized, `i1` is not.
std::string asOperand(const AffineExpr &E);

/// The producer's values as text of the consumer (ProducerValues.h says
/// what is copied and whether it can be).
class ProducerCopy : private ProducerValues {
public:
  /// ProducerValues::of, or its reason.
  static llvm::Expected<ProducerCopy> create(const Candidate &C, const SourceText &Text);

  /// The text of the expression the producer stores in \p Temporary at the
  /// producer iteration \p Iteration (producer loop variable -> value in
  /// the consumer's terms), with the producer's local values substituted.
  std::string valueAt(const ArrayId &Temporary,
                      const std::map<std::string, AffineExpr> &Iteration) const;

  /// Outer names the copies use: their declarations must stay.
  const std::set<std::string> &namesUsed() const { return NamesUsed; }

  explicit ProducerCopy(ProducerValues Values) : ProducerValues(std::move(Values)) {}

private:
  /// Sets \p Subs (a local's name -> the text of its value) for the
  /// producer's \p Steps, in order.
  void applySteps(const std::vector<ValueStep> &Steps,
                  std::map<std::string, std::string> &Subs) const;

  /// \p Value as C text of the producer's type for \p Key: the value a
  /// producer loop variable or binding of that type takes.
  std::string typedValue(const AffineExpr &Value, const std::string &Key) const;
};

/// The map clauses the producer wrote for its inputs that the consumer
/// lacks (` map(to: a[0:n])`...): the fused directive needs them.
std::string producerInputMaps(const Candidate &C, const SourceText &Text);

/// Adds to \p Local the edits that retire the producer once its values
/// live in the consumer: the map clauses the producer wrote for its inputs
/// move to the consumer's directive, and the producer region is deleted
/// (its range goes into \p Removed).
llvm::Error addProducerRemoval(const Candidate &C, const SourceText &Text,
                               clang::tooling::Replacements &Local,
                               std::vector<ByteRange> &Removed);

/// The first half of that: the producer's input maps the consumer of \p C
/// lacks, appended to its directive.
llvm::Error addProducerInputMaps(const Candidate &C, const SourceText &Text,
                                 clang::tooling::Replacements &Local);

/// The second half: the producer region \p P deleted, whole lines.
llvm::Error addProducerDeletion(const TargetRegion &P, const SourceText &Text,
                                clang::tooling::Replacements &Local,
                                std::vector<ByteRange> &Removed);

} // namespace paracodex

#endif
