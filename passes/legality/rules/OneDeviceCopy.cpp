//===- OneDeviceCopy.cpp - keep-store: both regions see one copy of what flows ===//
//
// Between two regions a value can flow through the device copy (it stays
// mapped) or through the host (the first maps it back, the second maps it
// in again). One fused region has one mapping: it keeps the meaning only
// when the original's second region saw the first's values too. A region's
// own `map(to: a)` of an array it writes, with no enclosing mapping, drops
// the writes at its end; `always` copies the host's values over the
// device's (with `tofrom` too, where the array is present: review 24,
// ks03_always_tofrom); a `from` alone leaves the second region's copy
// unset. So no explicit map of an array that flows may have `always`, and
// each must be `tofrom` or find the array present across both regions (a
// `present` modifier, or an enclosing `target data` without an `if` that
// maps it). Arrays neither region maps are the same memory in both
// (present, or used where they are).
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <set>

namespace paracodex {
namespace {

class OneDeviceCopy final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "one-device-copy",
      "every array one region writes and the other uses is one device copy across both: "
      "mapped tofrom where a region maps it, or kept present by an enclosing target data or "
      "a present modifier, and never with `always`"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 216; }
  bool judges(CandidateKind K) const override { return K == CandidateKind::KeepStore; }
  void check(PairCheck &Pair) const override {
    std::set<ArrayId> Flowing;
    for (const ArrayAccess &X : Pair.P.Accesses)
      for (const ArrayAccess &Y : Pair.Q.Accesses)
        if (X.Array == Y.Array && (X.isWrite() || Y.isWrite()))
          Flowing.insert(X.Array);
    // A kept array the second region's reads recompute flows all the same:
    // the second region as written read the device copy the first stored
    // (RecomputedReads.h; review of session 37,
    // review31_consumer_maps_always_to fused with `always, to`).
    Flowing.insert(Pair.C.Kept.begin(), Pair.C.Kept.end());
    for (const ArrayId &A : Flowing)
      for (const TargetRegion *R : {&Pair.P, &Pair.Q})
        for (const MapEntry &M : R->Maps)
          if (M.Array == A)
            checkMap(Pair, *R, M);
    // An `always` map of one region copies at that region's edge; in one
    // launch it copies at the fused region's, on the far side of the other
    // body: wrong for an array the other body reads too (review of session
    // 37, r08: the second's `map(always, to: a)` of an array the first
    // only reads, or a recomputed value reads, overwrote it before the
    // first body ran).
    for (const auto &[R, Other] : {std::pair(&Pair.P, &Pair.Q), std::pair(&Pair.Q, &Pair.P)})
      for (const MapEntry &M : R->Maps)
        if (!Flowing.count(M.Array) && !Other->accessesTo(M.Array).empty() &&
            always(Pair, *R, M))
          Pair.refuse(Info, "the region at line " + lineOf(R->Span) + " maps " +
                                quoted(M.Array) + " `" + M.MapType +
                                "` with `always`, and the other region reads it: in one "
                                "launch that copy would fall on the other side of its body");
  }

private:
  static bool heldAround(const PairCheck &Pair, const ArrayId &A) {
    for (const DataDirective &D : Pair.F.DataDirectives)
      if (D.Kind == "target data" && D.Directive &&
          D.Directive->getClausesOfKind<clang::OMPIfClause>().empty() &&
          D.Span.contains(Pair.P.Span.Begin) &&
          D.Span.contains(Pair.Q.Span.Begin) &&
          std::any_of(D.Maps.begin(), D.Maps.end(),
                      [&](const MapEntry &M) { return M.Array == A; }))
        return true;
    return false;
  }

  /// Whether the clause item of \p M on \p R's directive has `always`.
  static bool always(const PairCheck &Pair, const TargetRegion &R, const MapEntry &M) {
    if (!R.Directive)
      return true;
    const clang::SourceManager &SM = Pair.F.Decl->getASTContext().getSourceManager();
    for (const auto *Map : R.Directive->getClausesOfKind<clang::OMPMapClause>()) {
      bool Always = std::find(Map->getMapTypeModifiers().begin(),
                              Map->getMapTypeModifiers().end(),
                              clang::OMPC_MAP_MODIFIER_always) != Map->getMapTypeModifiers().end();
      for (const clang::Expr *Item : Map->varlists())
        if (SM.getFileOffset(SM.getExpansionLoc(Item->getBeginLoc())) == M.Loc.Begin && Always)
          return true;
    }
    return false;
  }

  static void checkMap(PairCheck &Pair, const TargetRegion &R, const MapEntry &M) {
    std::string Type = M.MapType;
    bool Present = Type.rfind("present,", 0) == 0;
    if (Present)
      Type = Type.substr(8);
    std::string Where = "the region at line " + lineOf(R.Span) + " maps " + quoted(M.Array) +
                        " `" + M.MapType + "`";
    if (always(Pair, R, M)) {
      Pair.refuse(Info, Where + " with `always`: its copy at that region's edge would fall "
                                "elsewhere in one region");
      return;
    }
    if (Type == "tofrom" || Present || heldAround(Pair, M.Array))
      return;
    Pair.refuse(Info, Where + ", and nothing keeps it mapped across both regions: the value "
                              "that flows between them may go through the host, or be lost");
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(OneDeviceCopy)
