//===- ProducerValues.h - what a vertical fusion copies of the producer -*- C++ -*-===//
//
// Every vertical fusion moves the producer's work into the consumer: the
// expression the producer stores in a temporary is copied, with the
// producer's loop variables set to the iteration that is wanted. Whether
// the text allows such a copy (the producer's body only computes its
// temporaries, its names are spelled in its own text, no consumer local
// hides a name it uses, its types survive) is decided here, on the input,
// for the plan and the rewrite alike; the rewrite then spells the copies
// (passes/rewrite/ProducerCopy.h).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_PRODUCERVALUES_H
#define PARACODEX_PASSES_PLAN_PRODUCERVALUES_H

#include "passes/legality/Candidate.h"
#include "passes/model/SourceText.h"

#include "clang/AST/Type.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace paracodex {

/// Names of the variables declared inside \p R (its loop variables too).
std::set<std::string> regionLocals(const TargetRegion &R);

/// The bytes a consumer read is replaced in: the access as written, or the
/// whole macro invocation that expands to it (`I3D(u1, n1, n2, i3, i2,
/// i1-1)`, whose body `(u1[...])` is the access and its parentheses).
std::optional<ByteRange> readRange(const ArrayAccess &Read, const SourceText &Text);

struct ProducerValues {
  /// Checks that \p C's producer can be copied into its consumer, and
  /// finds the text of what is copied. Fails with the reason when it
  /// cannot (TextRefusal.h).
  static llvm::Expected<ProducerValues> of(const Candidate &C, const SourceText &Text);

  const TargetRegion *Producer = nullptr;
  const SourceText *Text = nullptr;
  const clang::ASTContext *Context = nullptr;
  /// One step of the producer's body that gives its locals their values,
  /// in the body's order: a local set to a value (its declaration, a
  /// private scalar's first assignment, an assignment in a branch), or an
  /// if that chooses values (LocalSelects.h), whose branches are steps.
  struct ValueStep {
    bool IsSelect = false;
    /// The local set (not for a select).
    std::string Name;
    /// The text of the value; for a select, of its condition.
    ByteRange Value;
    /// The type to convert the value to (empty when it has the local's).
    std::string Type;
    /// For `v op= e`: the operator (`+`); the local becomes
    /// `(Type)(v op (e))`.
    std::string Op;
    std::vector<ValueStep> Then, Else;
  };
  /// The producer's locals with a value that is not a polynomial, as the
  /// steps that set them.
  std::vector<ValueStep> ValueSteps;
  /// Temporary -> the text of the expression stored in it.
  std::map<ArrayId, ByteRange> Stored;
  /// Temporary -> its element type, where the stored expression has
  /// another type: the store converted the value, so the copy must too
  /// (`int *t; t[i] = x * 2.5` gives `((int)(x * 2.5))`).
  std::map<ArrayId, std::string> ConvertTo;
  /// Outer names the copies use: their declarations must stay.
  std::set<std::string> NamesUsed;
  /// Temporary -> the reads of other temporaries in its stored expression
  /// (in text order), which the copy replaces by their values.
  std::map<ArrayId, std::vector<std::pair<ByteRange, ArrayId>>> SelfReads;
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

} // namespace paracodex

#endif
