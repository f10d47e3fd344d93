//===- NotMappedBack.cpp - a temporary is never copied to the host --------===//
#include "passes/legality/LegalityRule.h"

#include <algorithm>

namespace paracodex {
namespace {

class NotMappedBack final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "not-mapped-back",
      "it is never copied to the host (map from/tofrom, target update from)"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 50; }
  void check(PairCheck &Pair) const override {
    for (const ArrayVariable *A : Pair.temporaryArrays()) {
      // What a caller's dead work array gets back is never read.
      if (Pair.callerProof(*A).Dead)
        continue;
      for (const HostUse &U : A->HostUses)
        if (copiesBack(Pair.F, U, A->Id))
          Pair.refuse(Info, quoted(A->Name) + " is copied back to the host (" + U.MapType +
                                " at line " + lineOf(U.Loc) + "): its values are used there");
    }
  }

private:
  /// A map clause copies nothing when the array is already mapped: a
  /// `present` map requires that, and inside a `target data` region that
  /// maps the array the outer mapping holds a reference, so the inner
  /// entry and exit only count. `target update` always copies.
  static bool copiesBack(const FunctionModel &F, const HostUse &U, const ArrayId &Array) {
    if (U.What != HostUse::MapClause || U.MapType.find("from") == std::string::npos)
      return false;
    if (U.MapType.rfind("update", 0) == 0)
      return true;
    if (U.MapType.find("present") != std::string::npos)
      return false;
    for (const DataDirective &D : F.DataDirectives) {
      if (D.Kind != "target data" || !D.Span.contains(U.Loc.Begin))
        continue;
      // The clause must be inside the region's body, not on its own pragma.
      bool OwnClause = std::any_of(D.Maps.begin(), D.Maps.end(), [&](const MapEntry &M) {
        return M.Loc.Begin == U.Loc.Begin;
      });
      if (OwnClause)
        continue;
      if (std::any_of(D.Maps.begin(), D.Maps.end(),
                      [&](const MapEntry &M) { return M.Array == Array; }))
        return false;
    }
    return true;
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(NotMappedBack)
