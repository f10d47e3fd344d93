//===- AccessSets.cpp -----------------------------------------------------===//
#include "passes/legality/AccessSets.h"

#include <isl/ctx.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/point.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/val.h>

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace paracodex {

namespace {

/// Names in isl text: the model's symbol keys (`n#1234`) are not isl
/// identifiers, so each gets a plain one; its spelling is kept for messages.
class IslNames {
public:
  /// The isl name of a loop variable of region \p Tag ("p" or "q").
  std::string loopVar(const std::string &Tag, const std::string &Key) {
    auto [It, New] = Loops.try_emplace(Tag + Key, "");
    if (New)
      It->second = Tag + std::to_string(Loops.size() - 1);
    return It->second;
  }
  /// The isl parameter for a product of non-loop symbols.
  std::string parameter(const Monomial &M) {
    auto [It, New] = Params.try_emplace(M, "");
    if (New) {
      It->second = "s" + std::to_string(Params.size() - 1);
      std::string Spelled;
      for (const std::string &S : M)
        Spelled += (Spelled.empty() ? "" : "*") + AffineExpr::spelling(S);
      ParamSpelling.push_back(Spelled);
    }
    return It->second;
  }
  std::string paramList() const {
    std::string S;
    for (size_t I = 0; I < ParamSpelling.size(); ++I)
      S += (I ? ", s" : "s") + std::to_string(I);
    return "[" + S + "]";
  }
  const std::vector<std::string> &paramSpellings() const { return ParamSpelling; }

private:
  std::map<std::string, std::string> Loops;
  std::map<Monomial, std::string> Params;
  std::vector<std::string> ParamSpelling;
};

/// One region's loops as isl variables: which key is which name.
struct LoopScope {
  std::string Tag;
  const TargetRegion *Region = nullptr;
  std::set<std::string> Keys;
};

/// isl text of \p E, or nothing when a term multiplies a loop variable by
/// anything but a constant.
std::optional<std::string> islAffine(const AffineExpr &E, const LoopScope &Scope,
                                     IslNames &Names, std::string &Why) {
  std::string S;
  for (const auto &[M, C] : E.terms()) {
    std::string Factor;
    if (!M.empty()) {
      unsigned LoopFactors = 0;
      for (const std::string &X : M)
        LoopFactors += Scope.Keys.count(X);
      if (LoopFactors > 0 && M.size() > 1) {
        Why = "`" + E.str() + "` multiplies a loop variable by another variable";
        return std::nullopt;
      }
      Factor = LoopFactors ? Names.loopVar(Scope.Tag, M[0]) : Names.parameter(M);
    }
    std::string Term = M.empty() ? std::to_string(C < 0 ? -C : C)
                                 : ((C == 1 || C == -1) ? "" : std::to_string(C < 0 ? -C : C) + "*") +
                                       Factor;
    if (S.empty())
      S = (C < 0 ? "-" : "") + Term;
    else
      S += (C < 0 ? " - " : " + ") + Term;
  }
  return S.empty() ? std::string("0") : S;
}

bool encloses(const LoopInfo &L, const ArrayAccess &A) {
  return L.Span.Begin <= A.Loc.Begin && A.Loc.End <= L.Span.End;
}

/// `{ [loop vars] -> [subscripts] : bounds }` of \p A in \p R, over the
/// loops that enclose it; empty with \p Why set when it cannot be written.
std::string accessMap(const TargetRegion &R, const ArrayAccess &A, const std::string &Tag,
                      IslNames &Names, std::string &Why,
                      std::vector<const LoopInfo *> *Enclosing = nullptr) {
  LoopScope Scope{Tag, &R, {}};
  std::vector<const LoopInfo *> Loops;
  for (const LoopInfo &L : R.Loops)
    if (encloses(L, A)) {
      if (L.Var.empty() || !L.BoundsAffine) {
        Why = "the loop at line " + std::to_string(L.Span.Line) +
              " has bounds or a step paracodex cannot analyse";
        return "";
      }
      Loops.push_back(&L);
      Scope.Keys.insert(L.Var);
    }
  if (!A.Affine) {
    Why = "`" + A.Text + "` has an index that is not affine";
    return "";
  }
  std::vector<std::string> Constraints;
  unsigned Existential = 0;
  for (const LoopInfo *L : Loops) {
    std::string V = Names.loopVar(Tag, L->Var);
    auto Lower = islAffine(L->Lower, Scope, Names, Why);
    auto Last = islAffine(L->Last, Scope, Names, Why);
    if (!Lower || !Last)
      return "";
    Constraints.push_back(*Lower + " <= " + V + " <= " + *Last);
    if (L->Step != 1) {
      std::string E = Tag + "e" + std::to_string(Existential++);
      Constraints.push_back("exists (" + E + " : " + V + " = " + *Lower + " + " +
                            std::to_string(L->Step) + "*" + E + ")");
    }
  }
  std::string Vars, Subscripts;
  for (const LoopInfo *L : Loops)
    Vars += (Vars.empty() ? "" : ", ") + Names.loopVar(Tag, L->Var);
  for (size_t D = 0; D < A.Subscripts.size(); ++D) {
    auto S = islAffine(A.Subscripts[D], Scope, Names, Why);
    if (!S)
      return "";
    Subscripts += (D ? ", " : "") + *S;
  }
  if (Enclosing)
    *Enclosing = Loops;
  std::string Body;
  for (const std::string &C : Constraints)
    Body += (Body.empty() ? "" : " and ") + C;
  return "{ [" + Vars + "] -> [" + Subscripts + "]" + (Body.empty() ? "" : " : " + Body) + " }";
}

struct IslContext {
  isl_ctx *Ctx;
  IslContext() : Ctx(isl_ctx_alloc()) {
    isl_options_set_on_error(Ctx, ISL_ON_ERROR_CONTINUE);
  }
  ~IslContext() { isl_ctx_free(Ctx); }
};

/// The range (touched elements) of an access map written over \p Params.
isl_set *elements(isl_ctx *Ctx, const std::string &Params, const std::string &Map) {
  isl_map *M = isl_map_read_from_str(Ctx, (Params + " -> " + Map).c_str());
  return M ? isl_map_range(M) : nullptr;
}

std::string valText(isl_val *V) {
  char *S = isl_val_to_str(V);
  std::string R = S ? S : "?";
  free(S);
  isl_val_free(V);
  return R;
}

/// "t[5][0] when n = 3, m = 1" for a point of \p Missing.
std::string example(isl_set *Missing, const std::string &Array, const IslNames &Names) {
  isl_size Dims = isl_set_dim(Missing, isl_dim_set);
  isl_point *P = isl_set_sample_point(Missing);
  if (!P || isl_point_is_void(P) == isl_bool_true) {
    isl_point_free(P);
    return "";
  }
  std::string S = Array;
  for (isl_size D = 0; D < Dims; ++D)
    S += "[" + valText(isl_point_get_coordinate_val(P, isl_dim_set, D)) + "]";
  std::string When;
  for (size_t I = 0; I < Names.paramSpellings().size(); ++I)
    When += (When.empty() ? " when " : ", ") + Names.paramSpellings()[I] + " = " +
            valText(isl_point_get_coordinate_val(P, isl_dim_param, static_cast<int>(I)));
  isl_point_free(P);
  return S + When;
}

} // namespace

SetInclusion readWithinWrites(const TargetRegion &P, const ArrayAccess &Write,
                              const TargetRegion &Q, const ArrayAccess &Read) {
  SetInclusion Result;
  IslNames Names;
  std::string Why;
  std::string WriteMap = accessMap(P, Write, "p", Names, Why);
  if (WriteMap.empty()) {
    Result.Detail = "the producer's write: " + Why;
    return Result;
  }
  std::string ReadMap = accessMap(Q, Read, "q", Names, Why);
  if (ReadMap.empty()) {
    Result.Detail = Why;
    return Result;
  }
  IslContext Isl;
  isl_set *Written = elements(Isl.Ctx, Names.paramList(), WriteMap);
  isl_set *Needed = elements(Isl.Ctx, Names.paramList(), ReadMap);
  if (!Written || !Needed) {
    isl_set_free(Written);
    isl_set_free(Needed);
    Result.Detail = "isl could not read the access sets";
    return Result;
  }
  isl_bool Subset = isl_set_is_subset(Needed, Written);
  if (Subset == isl_bool_error) {
    Result.Detail = "isl could not decide the inclusion";
  } else if (Subset == isl_bool_true) {
    Result.Result = SetInclusion::Included;
  } else {
    Result.Result = SetInclusion::NotIncluded;
    Result.Detail = example(isl_set_subtract(isl_set_copy(Needed), isl_set_copy(Written)),
                            Read.Array.name(), Names);
  }
  isl_set_free(Written);
  isl_set_free(Needed);
  return Result;
}

IterationOverlap overlapAcrossIterations(const TargetRegion &A, const ArrayAccess &X,
                                         const TargetRegion &B, const ArrayAccess &Y,
                                         unsigned Depth) {
  IterationOverlap Result;
  IslNames Names;
  std::string Why;
  std::vector<const LoopInfo *> LoopsX, LoopsY;
  std::string MapX = accessMap(A, X, "p", Names, Why, &LoopsX);
  std::string MapY = MapX.empty() ? "" : accessMap(B, Y, "q", Names, Why, &LoopsY);
  if (MapX.empty() || MapY.empty()) {
    Result.Detail = Why;
    return Result;
  }
  // The nest must be the outermost loops around both accesses, in order.
  for (const auto *Loops : {&LoopsX, &LoopsY}) {
    bool InNest = Loops->size() >= Depth;
    for (unsigned D = 0; InNest && D < Depth; ++D)
      InNest = (*Loops)[D]->InCollapsedNest;
    if (!InNest) {
      Result.Detail = "an access is not inside the regions' parallel loop nest";
      return Result;
    }
  }
  IslContext Isl;
  std::string Params = Names.paramList();
  isl_map *OfX = isl_map_read_from_str(Isl.Ctx, (Params + " -> " + MapX).c_str());
  isl_map *OfY = isl_map_read_from_str(Isl.Ctx, (Params + " -> " + MapY).c_str());
  if (!OfX || !OfY) {
    isl_map_free(OfX);
    isl_map_free(OfY);
    Result.Detail = "isl could not read the access maps";
    return Result;
  }
  // Iteration of X -> iteration of Y that touch one element, then only the
  // nest's loops kept on each side, less the pairs of equal iterations.
  isl_map *Meet = isl_map_apply_range(OfX, isl_map_reverse(OfY));
  isl_size InX = isl_map_dim(Meet, isl_dim_in), InY = isl_map_dim(Meet, isl_dim_out);
  Meet = isl_map_project_out(Meet, isl_dim_in, Depth, InX - Depth);
  Meet = isl_map_project_out(Meet, isl_dim_out, Depth, InY - Depth);
  isl_map *Same = isl_map_identity(isl_space_map_from_set(isl_space_domain(isl_map_get_space(Meet))));
  isl_map *Other = isl_map_subtract(Meet, Same);
  isl_bool Empty = Other ? isl_map_is_empty(Other) : isl_bool_error;
  if (Empty == isl_bool_error) {
    Result.Detail = "isl could not decide whether the accesses meet";
  } else if (Empty == isl_bool_true) {
    Result.Result = IterationOverlap::SameIterationOnly;
  } else {
    Result.Result = IterationOverlap::OtherIterations;
    isl_set *Pairs = isl_map_wrap(isl_map_copy(Other));
    isl_point *P = isl_set_sample_point(Pairs);
    if (P && isl_point_is_void(P) != isl_bool_true) {
      std::string First, Second;
      for (unsigned D = 0; D < 2 * Depth; ++D)
        (D < Depth ? First : Second) +=
            std::string((D % Depth) ? ", " : "") +
            valText(isl_point_get_coordinate_val(P, isl_dim_set, static_cast<int>(D)));
      std::string When;
      for (size_t I = 0; I < Names.paramSpellings().size(); ++I)
        When += (When.empty() ? " when " : ", ") + Names.paramSpellings()[I] + " = " +
                valText(isl_point_get_coordinate_val(P, isl_dim_param, static_cast<int>(I)));
      Result.Detail = "iterations (" + First + ") and (" + Second + ")" + When;
    }
    isl_point_free(P);
  }
  isl_map_free(Other);
  return Result;
}

std::string leavesItsRow(const TargetRegion &R, const ArrayAccess &A,
                         const std::vector<Monomial> &Sizes) {
  if (Sizes.size() + 1 != A.Subscripts.size())
    return "its dimensions are not known";
  IslNames Names;
  std::string Why;
  std::vector<std::string> Bounds;
  for (const Monomial &Size : Sizes) {
    if (Size.empty())
      return "a dimension's size is not a product of symbols";
    Bounds.push_back(Names.parameter(Size));
  }
  std::string Map = accessMap(R, A, "p", Names, Why);
  if (Map.empty())
    return Why;
  std::string Box, Vars;
  for (size_t D = 0; D < A.Subscripts.size(); ++D) {
    Vars += (D ? ", d" : "d") + std::to_string(D);
    if (D)
      Box += std::string(D > 1 ? " and " : "") + "0 <= d" + std::to_string(D) + " < " +
             Bounds[D - 1];
  }
  IslContext Isl;
  std::string Params = Names.paramList();
  isl_set *Touched = elements(Isl.Ctx, Params, Map);
  isl_set *Rows =
      isl_set_read_from_str(Isl.Ctx, (Params + " -> { [" + Vars + "] : " + Box + " }").c_str());
  std::string Result;
  if (!Touched || !Rows) {
    Result = "isl could not read the access set";
  } else {
    isl_bool Inside = isl_set_is_subset(Touched, Rows);
    if (Inside == isl_bool_error)
      Result = "isl could not decide whether it stays in its rows";
    else if (Inside == isl_bool_false)
      Result = "`" + A.Text + "` may step past the end of a row into the next (" +
               example(isl_set_subtract(isl_set_copy(Touched), isl_set_copy(Rows)),
                       A.Array.name(), Names) +
               ")";
  }
  isl_set_free(Touched);
  isl_set_free(Rows);
  return Result;
}

std::string accessSetText(const TargetRegion &R, const ArrayAccess &A) {
  IslNames Names;
  std::string Why;
  std::string Map = accessMap(R, A, "p", Names, Why);
  return Map.empty() ? Why : Names.paramList() + " -> " + Map;
}

} // namespace paracodex
