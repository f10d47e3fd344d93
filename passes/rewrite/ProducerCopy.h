//===- ProducerCopy.h - the producer's values, copied into the consumer -*- C++ -*-===//
//
// Every vertical rewrite moves the producer's work into the consumer: the
// expression the producer stores in a temporary is copied, with the
// producer's loop variables set to the iteration that is wanted, and the
// producer region goes. The inline rewrite copies it at each read; the
// sliding window copies it once per point and rotates the values. What
// makes such a copy safe (the producer's body only computes its
// temporaries, its names are spelled in its own text, no consumer local
// hides a name it uses) is checked here once, for both.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_PRODUCERCOPY_H
#define PARACODEX_PASSES_REWRITE_PRODUCERCOPY_H

#include "passes/legality/Candidate.h"
#include "passes/rewrite/SourceText.h"

#include "clang/AST/Type.h"

#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace paracodex {

/// "cannot rewrite f:12->20: <Why>", the error every rewrite refuses with.
llvm::Error rewriteFailure(const Candidate &C, const std::string &Why);

/// \p E as C text that can replace an identifier: `i1 - 1` is
/// parenthesized, `i1` is not.
std::string asOperand(const AffineExpr &E);

/// Names of the variables declared inside \p R (its loop variables too).
std::set<std::string> regionLocals(const TargetRegion &R);

class ProducerCopy {
public:
  /// Checks that \p C's producer can be copied into its consumer. Fails
  /// with the reason when it cannot (the producer's body does more than
  /// compute its temporaries, its expression is partly inside a macro
  /// body, a name it uses would be hidden by a consumer local).
  static llvm::Expected<ProducerCopy> create(const Candidate &C,
                                             const SourceText &Text);

  /// The text of the expression the producer stores in \p Temporary at the
  /// producer iteration \p Iteration (producer loop variable -> value in
  /// the consumer's terms), with the producer's local values substituted.
  std::string valueAt(const std::string &Temporary,
                      const std::map<std::string, AffineExpr> &Iteration) const;

  /// Outer names the copies use: their declarations must stay.
  const std::set<std::string> &namesUsed() const { return NamesUsed; }

private:
  ProducerCopy(const TargetRegion &Producer, const SourceText &Text)
      : Producer(&Producer), Text(&Text) {}

  const TargetRegion *Producer;
  const SourceText *Text;
  /// The producer's locals with a value that is not a polynomial, in
  /// declaration order: name, the text of its value, and the type to
  /// convert it to (empty when the value already has the local's type).
  std::vector<std::tuple<std::string, ByteRange, std::string>> ValueLocals;
  /// Temporary -> the text of the expression stored in it.
  std::map<std::string, ByteRange> Stored;
  /// Temporary -> its element type, where the stored expression has
  /// another type: the store converted the value, so the copy must too
  /// (`int *t; t[i] = x * 2.5` gives `((int)(x * 2.5))`).
  std::map<std::string, std::string> ConvertTo;
  std::set<std::string> NamesUsed;
  /// Temporary -> the reads of other temporaries in its stored expression
  /// (in text order), which the copy replaces by their values.
  std::map<std::string, std::vector<std::pair<ByteRange, std::string>>> SelfReads;
  /// \p Value as C text of the producer's type \p T: the value a producer
  /// loop variable or binding of that type takes (ProducerCopy.cpp).
  std::string typedValue(const AffineExpr &Value, const std::string &Key) const;

  const clang::ASTContext *Context = nullptr;
  /// Symbol key -> the type of the variable, for every variable the two
  /// regions name (the consumer's loop variables, the sizes...).
  std::map<std::string, clang::QualType> SymbolTypes;
  /// Producer loop variable or binding key -> its type: the value it is
  /// given in the copy must have that type (review 26: `int i` set to a
  /// consumer's `size_t j` made `(i - 5) / 2` unsigned).
  std::map<std::string, clang::QualType> ProducerTypes;
  /// The same types as declared (`size_t`, not `unsigned long`), where the
  /// consumer declares no type of that name.
  std::map<std::string, std::string> ProducerTypeSpellings;
};

/// The bytes a consumer read is replaced in: the access as written, or the
/// whole macro invocation that expands to it (`I3D(u1, n1, n2, i3, i2,
/// i1-1)`, whose body `(u1[...])` is the access and its parentheses).
std::optional<ByteRange> readRange(const ArrayAccess &Read, const SourceText &Text);

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
