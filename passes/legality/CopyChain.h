//===- CopyChain.h - dependent copy regions that can share one launch -*- C++ -*-===//
//
// NAS MG's comm3 refreshes the ghost faces of a grid with three target
// regions that run one after the other, each copying interior planes of
// one array onto its faces; the second and third read corners the ones
// before wrote. Each launch costs ~25 us, more than the copy itself on
// the coarse grids. A "copy chain" is such a run of adjacent regions whose
// bodies only copy elements of one array (`A[dst] = A[src];`), with every
// subscript a loop variable plus an invariant, or an invariant.
//
// One region can do the work of all when it computes, for each element a
// region writes, the value the sequence would have stored there: a read of
// an element an earlier region of the chain wrote is replaced by that
// region's own source, looked up the same way (forwarding). That region
// is race-free and equal to the sequence when
//   - no element is written twice (all destinations pairwise disjoint, and
//     each statement's destination distinct for distinct iterations);
//   - no statement reads an element that its own region or a later one
//     writes (what is left after forwarding reads the unchanged input);
//   - the split of the flat index into dimensions is exact (each inner
//     subscript within its dimension), so that disjoint per dimension
//     means disjoint in memory.
// Elements are boxes: per dimension an interval over the loop bounds.
// Each fact is decided symbolically where the difference of the bounds is
// a constant; the rest becomes a run-time test, and the merged region runs
// only when it holds (the regions as written run otherwise).
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_COPYCHAIN_H
#define PARACODEX_PASSES_LEGALITY_COPYCHAIN_H

#include "passes/model/RegionModel.h"

#include <string>
#include <vector>

namespace clang {
class Stmt;
}

namespace paracodex {

/// One `A[dst] = A[src];` of a copy region, with both subscripts split
/// into the chain's dimensions (outermost first).
struct CopyStatement {
  const clang::Stmt *Statement = nullptr;
  const ArrayAccess *Destination = nullptr, *Source = nullptr;
  std::vector<AffineExpr> To, From;
};

struct CopyRegion {
  const TargetRegion *Region = nullptr;
  std::vector<CopyStatement> Statements;
};

/// A disjunction of facts "E >= 0" that the run must confirm.
using RunTimeClause = std::vector<AffineExpr>;

struct CopyChain {
  ArrayId Array; ///< the one array every region copies within
  std::vector<CopyRegion> Regions; ///< in program order, adjacent
  /// Stride of each dimension, outermost first; the last is 1.
  std::vector<AffineExpr> Strides;
  /// Conjunction of the clauses not decided symbolically; empty when every
  /// fact was proved.
  std::vector<RunTimeClause> RunTime;
};

/// A run of copy regions that could not be merged, and why.
struct CopyChainRefusal {
  const TargetRegion *First = nullptr;
  size_t Regions = 0;
  std::string Why;
};

struct CopyChainSearch {
  std::vector<CopyChain> Chains;
  std::vector<CopyChainRefusal> Refused;
};

/// The copy chains of \p F: each maximal run, from its first region, of
/// two or more adjacent copy regions of one array that passes the checks
/// above (a run that fails is cut before the region that breaks it).
CopyChainSearch findCopyChains(const FunctionModel &F);

} // namespace paracodex

#endif
