//===- PlaneMarchAnalysis.h - whether a region takes the march, and how -*- C++ -*-===//
//
// The plane march (PlaneMarch.h) in two steps: the analysis asks the
// plan's decision (plan/MarchDecision.h), adds what only the text can
// refuse (macros, text between the headers, register names), and finds
// what the march needs, the columns whose planes
// stay in registers, the text pieces it respells, the body with its
// cached reads replaced; the emission (PlaneMarch.cpp) spells the new
// loop nest from that, in the schedule asked for (chunk, minimum plane,
// bare launch, runs).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_PLANEMARCHANALYSIS_H
#define PARACODEX_PASSES_REWRITE_PLANEMARCHANALYSIS_H

#include "passes/model/RegionModel.h"
#include "passes/plan/MarchDecision.h"
#include "passes/model/SourceText.h"

#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class ForStmt;
class OMPExecutableDirective;
class VarDecl;
} // namespace clang

namespace paracodex {

/// One read served from a register: the access, its bytes, and its
/// offset along the marched loop (`i3 - 1` is -1).
struct CachedRead {
  const ArrayAccess *Access = nullptr;
  ByteRange Range;
  int64_t Offset = 0;
};

/// The values of one array at fixed (i2, i1) offsets and every plane of
/// the march: `u` at (i2 - 1, i1 + 1) for i3 - 1, i3, i3 + 1.
struct Column {
  ArrayId Array;
  std::string Label; ///< `u_m1p1`: spelled from the other offsets
  std::string Type;  ///< element type, unqualified
  std::vector<CachedRead> Reads;
  int64_t Min = 0, Max = 0;
  std::vector<std::string> Slots; ///< register names, plane Min first
  std::string Next;               ///< with prefetch: plane Max of the next step
  std::set<int64_t> offsets() const {
    std::set<int64_t> S;
    for (const CachedRead &R : Reads)
      S.insert(R.Offset);
    return S;
  }
};

/// What the analysis found, for the emission. The loops: L3 is marched,
/// L2 and L1 stay collapsed. Ranges are of the main file's bytes.
struct MarchAnalysis {
  const TargetRegion *R = nullptr;
  const clang::OMPExecutableDirective *D = nullptr;
  const LoopInfo *L3 = nullptr, *L2 = nullptr, *L1 = nullptr;
  const clang::ForStmt *For3 = nullptr;
  const clang::VarDecl *V3 = nullptr; ///< the marched loop's variable
  const clang::Expr *Lower = nullptr; ///< its first value
  bool Declared = false;              ///< declared by its loop (`for (int i3 = ...`)
  clang::ASTContext *Ctx = nullptr;
  /// Prefetch as asked, where the last value of the marched loop allows it.
  bool Prefetch = false;
  /// The three loop headers, the whole nest, the pragma, its collapse
  /// clause, the first value, and the pragma through the nest's end.
  ByteRange H3, H2, H1, Nest, Pragma, CollapseRange, Lo, Whole;
  /// The body with every cached read replaced by its register.
  std::string NewBody;
  unsigned ReadsCached = 0;
  /// Every column the body reads; Cached, those kept in registers (they
  /// point into Columns, whose elements move with the vector).
  std::vector<Column> Columns;
  std::vector<Column *> Cached;
};

/// Whether \p R takes the plane-march shape, and what the march needs;
/// an error that says why not (a notMarched sentence) otherwise.
llvm::Expected<MarchAnalysis> analyzePlaneMarch(const TargetRegion &R, const SourceText &Text,
                                                bool Prefetch);

} // namespace paracodex

#endif
