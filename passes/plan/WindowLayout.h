//===- WindowLayout.h - where a sliding-window fusion goes in the text -*- C++ -*-===//
//
// A sliding-window fusion moves the window loop `w` inside the consumer's
// other collapsed loops, keeps one scalar per shift of each temporary and
// rotates them (passes/rewrite/SlidingWindowFusion.h says the shape).
// Whether the pair has such a window (its reads shifted along one loop,
// not the unit-stride one, by whole steps) and whether the text takes it
// (nest, body, headers and collapse clause in the file's own text, reads
// inside the body) is decided here, on the input, for the plan and the
// rewrite alike.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_PLAN_WINDOWLAYOUT_H
#define PARACODEX_PASSES_PLAN_WINDOWLAYOUT_H

#include "passes/legality/Candidate.h"
#include "passes/model/SourceText.h"
#include "passes/plan/ProducerValues.h"

#include <map>
#include <string>
#include <vector>

namespace clang {
class Expr;
class VarDecl;
} // namespace clang

namespace paracodex {

/// One temporary's window along the window loop `w`.
struct Window {
  ArrayId Temporary;
  std::string ElementType;
  /// The producer iteration whose value the consumer reads at shift 0:
  /// the read at shift c wrote at Base with w := w + c.
  std::map<std::string, AffineExpr> Base;
  /// The shift of each read, in ReadOrigins order.
  std::vector<int64_t> Shifts;
  int64_t First = 0, Last = 0;
  /// Prefix of the scalars' names: `<Prefix>_m1`, `<Prefix>_0`, `<Prefix>_p1`.
  std::string Prefix;

  static std::string suffix(int64_t Shift);
  std::string name(int64_t Shift) const { return Prefix + "_" + suffix(Shift); }
  /// The producer iteration for shift \p Shift with w := \p At.
  std::map<std::string, AffineExpr> iteration(const std::string &W, const AffineExpr &At,
                                              int64_t Shift) const;
};

struct WindowLayout {
  /// The layout of vertical pair \p C, or the sentence that says why it
  /// has no window or the text cannot take one (TextRefusal.h).
  static llvm::Expected<WindowLayout> of(const Candidate &C, const SourceText &Text);

  /// The consumer's collapsed loops, outermost first; WindowLoop is one,
  /// W its variable's key.
  std::vector<const LoopInfo *> Nest;
  const LoopInfo *WindowLoop = nullptr;
  std::string W;
  /// One window per temporary the consumer reads, its scalars named.
  std::vector<Window> Windows;
  /// What the consumer's copies of the producer's values are.
  ProducerValues Values;
  /// The consumer's nest, from its outer `for` through its body (with the
  /// `;` of a body that is one statement).
  ByteRange NestRange;
  /// The body's statements (inside its braces).
  ByteRange BodyRange;
  /// Each read of a temporary and the scalar that replaces it, in text order.
  std::vector<std::pair<ByteRange, std::string>> Reads;
  /// The header `for (...)` of each loop of Nest.
  std::vector<ByteRange> Headers;
  /// Whether the values before the loop need the loop's own condition
  /// around them (an extent not known to be positive); then the start and
  /// the condition of the window loop, and its variable.
  bool Guarded = false;
  ByteRange Start, Condition;
  const clang::Expr *StartValue = nullptr;
  const clang::VarDecl *WindowVar = nullptr;
  /// The consumer's collapse clause.
  ByteRange Collapse;
};

} // namespace paracodex

#endif
