//===- GlobalTemporaries.h - file-scope work arrays -------------*- C++ -*-===//
//
// C codes keep their work arrays at file scope: `static double *work;`
// allocated by a setup function, freed by a teardown, written by one
// region and read by the next. A global with internal linkage is seen only
// by this file: when nothing in the file touches it but the pair's two
// regions, its allocation and free, null tests, `sizeof`, and data
// directives that only allocate or delete its device copy, no one but the
// consumer ever reads what the producer stores, so it is the pair's
// temporary. The allocation, free and data directives stay where they are.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_GLOBALTEMPORARIES_H
#define PARACODEX_PASSES_LEGALITY_GLOBALTEMPORARIES_H

#include "passes/model/RegionModel.h"

#include <string>

namespace paracodex {

struct GlobalStorageProof {
  bool OnlyThePair = false;
  /// OnlyThePair: what else uses it; otherwise why it is not the pair's.
  std::string Why;
};

/// Whether \p G, a variable of the file, is used by nothing in the file
/// but \p P and \p Q and the storage management above.
GlobalStorageProof onlyThePairUses(const clang::VarDecl *G, const TargetRegion &P,
                                   const TargetRegion &Q);

} // namespace paracodex

#endif
