//===- FusionEdits.h - the edits of one fusion, as data ---------*- C++ -*-===//
//
// Each rewrite adds its edits here; the driver applies them once per round.
// Besides the replacements, the clean-up of dead declarations needs to know
// which text went away and which names the new text still uses.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_REWRITE_FUSIONEDITS_H
#define PARACODEX_PASSES_REWRITE_FUSIONEDITS_H

#include "passes/rewrite/TextEdit.h"

#include <set>
#include <string>
#include <vector>

namespace paracodex {

/// What one fusion edits, for the later clean-up of dead declarations.
struct FusionEdits {
  clang::tooling::Replacements Replaces;
  /// Ranges whose text disappears (deleted or replaced).
  std::vector<ByteRange> Removed;
  /// Names that the inserted text uses (they must stay declared).
  std::set<std::string> NamesInserted;
  /// A fusion uses the run-time overlap macro (GuardedFusion.h).
  bool NeedsNoOverlapMacro = false;
  /// A marched region tests its plane size (PlaneMarch.h).
  bool NeedsMinPlaneMacro = false;
  /// A marched region has a bare launch (BareLaunch.h).
  bool NeedsBareMacros = false;
  bool NeedsBareRunsMacro = false;
  /// A two-level reduction launches one team on the host (BareLaunch.h).
  bool NeedsReductionTeamsMacros = false;
  /// Input ranges kept as they are, which formatting must not touch (the
  /// original regions a guarded fusion keeps as its fallback).
  std::vector<ByteRange> Verbatim;

  /// Adds the edits one rewrite built on the side, so that a rewrite that
  /// fails half-way leaves nothing behind.
  llvm::Error add(const clang::tooling::Replacements &Local,
                  const std::vector<ByteRange> &LocalRemoved,
                  const std::set<std::string> &Names) {
    for (const clang::tooling::Replacement &R : Local)
      if (llvm::Error E = Replaces.add(R))
        return E;
    Removed.insert(Removed.end(), LocalRemoved.begin(), LocalRemoved.end());
    NamesInserted.insert(Names.begin(), Names.end());
    return llvm::Error::success();
  }

  /// Adds everything \p One holds: its edits (as above), the macros it
  /// needs and the ranges it keeps verbatim.
  llvm::Error add(const FusionEdits &One) {
    if (llvm::Error E = add(One.Replaces, One.Removed, One.NamesInserted))
      return E;
    NeedsNoOverlapMacro = NeedsNoOverlapMacro || One.NeedsNoOverlapMacro;
    NeedsMinPlaneMacro = NeedsMinPlaneMacro || One.NeedsMinPlaneMacro;
    NeedsBareMacros = NeedsBareMacros || One.NeedsBareMacros;
    NeedsBareRunsMacro = NeedsBareRunsMacro || One.NeedsBareRunsMacro;
    NeedsReductionTeamsMacros = NeedsReductionTeamsMacros || One.NeedsReductionTeamsMacros;
    Verbatim.insert(Verbatim.end(), One.Verbatim.begin(), One.Verbatim.end());
    return llvm::Error::success();
  }
};

} // namespace paracodex

#endif
