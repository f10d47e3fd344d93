//===- ReachesConsumer.cpp - the consumer reads the producer's device values ===//
//
// The fusion gives the consumer the producer's values. The original's
// consumer reads them only if its device copy of the temporary is the one
// the producer wrote: a `map(to:)` or `map(tofrom:)` of the consumer (or
// `always`) copies the host's values in when the array is not present, and
// the producer's own mapping ended with its region (review 31: the producer
// maps `alloc`, the consumer `to`, and the original consumer reads the
// host's zeros). Such a map is accepted only where an enclosing `target
// data` (without `if`) keeps the array present across both regions, or
// with the `present` modifier.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>

namespace paracodex {
namespace {

class ReachesConsumer final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "reaches-consumer",
      "the consumer's device copy of each temporary is the producer's: no map of the consumer "
      "copies the host's values in (to, tofrom, always) unless an enclosing target data keeps "
      "the array present across both regions, or the map says `present`"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 55; }
  void check(PairCheck &Pair) const override {
    const TargetRegion &Q = Pair.Q;
    for (const ArrayId &T : Pair.C.Temporaries) {
      bool Explicit = false;
      for (const MapEntry &M : Q.Maps) {
        if (M.Array != T)
          continue;
        Explicit = true;
        std::string Type = M.MapType;
        if (Type.rfind("present,", 0) == 0)
          continue;
        // `always` copies the host's values in even where the array is
        // present (review 31, globals second pass 01).
        if (hasAlways(Q) && (Type == "to" || Type == "tofrom")) {
          Pair.refuse(Info, "the consumer maps " + quoted(M.Array) + " `always, " + Type +
                                "` (line " + lineOf(M.Loc) +
                                "): the original consumer reads the host's values, not the "
                                "producer's");
          continue;
        }
        if ((Type == "to" || Type == "tofrom") && !heldAround(Pair, M.Array))
          Pair.refuse(Info, "the consumer maps " + quoted(M.Array) + " `" + M.MapType +
                                "` (line " + lineOf(M.Loc) +
                                ") and nothing keeps it present from the producer on: where "
                                "it is not, the original consumer reads the host's values, not "
                                "the producer's");
      }
      // An array (not a pointer) the consumer names without a map is
      // mapped `tofrom` implicitly (review 31, globals second pass 02).
      const ArrayVariable *A = Pair.F.array(T);
      if (!Explicit && A && A->Decl && A->Decl->getType()->isArrayType() &&
          !heldAround(Pair, T))
        Pair.refuse(Info, "the consumer maps the array " + quoted(T) +
                              " implicitly (`tofrom`) and nothing keeps it present from the "
                              "producer on: where it is not, the original consumer reads the "
                              "host's values, not the producer's");
    }
  }

private:
  static bool hasAlways(const TargetRegion &R) {
    if (!R.Directive)
      return true;
    for (const auto *Map : R.Directive->getClausesOfKind<clang::OMPMapClause>())
      if (std::find(Map->getMapTypeModifiers().begin(), Map->getMapTypeModifiers().end(),
                    clang::OMPC_MAP_MODIFIER_always) != Map->getMapTypeModifiers().end())
        return true;
    return false;
  }
  /// An enclosing `target data` without `if` or `device` (on another
  /// device it holds nothing the regions use: review 31, globals second
  /// pass 05), the regions without `device` either.
  static bool heldAround(const PairCheck &Pair, const ArrayId &A) {
    for (const TargetRegion *R : {&Pair.P, &Pair.Q})
      if (!R->Directive || !R->Directive->getClausesOfKind<clang::OMPDeviceClause>().empty())
        return false;
    for (const DataDirective &D : Pair.F.DataDirectives)
      if (D.Kind == "target data" && D.Directive &&
          D.Directive->getClausesOfKind<clang::OMPIfClause>().empty() &&
          D.Directive->getClausesOfKind<clang::OMPDeviceClause>().empty() &&
          D.Span.contains(Pair.P.Span.Begin) && D.Span.contains(Pair.Q.Span.Begin) &&
          std::any_of(D.Maps.begin(), D.Maps.end(),
                      [&](const MapEntry &M) { return M.Array == A; }))
        return true;
    return false;
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(ReachesConsumer)
