//===- ReadCoverage.cpp ---------------------------------------------------===//
#include "passes/legality/ReadCoverage.h"

#include "passes/legality/AccessSets.h"
#include "passes/model/CollectNodes.h"

#include <algorithm>

#include <set>

namespace paracodex {

namespace {

/// One dimension of the producer's write: a * Var + Offset.
struct WriteDim {
  std::string Var;
  int64_t Scale = 0;
  AffineExpr Offset;
};

std::set<std::string> loopVars(const TargetRegion &R) {
  std::set<std::string> Vars;
  for (const LoopInfo &L : R.Loops)
    Vars.insert(L.Var);
  return Vars;
}

/// Splits a subscript into a*v + rest with v a loop variable of \p R.
bool splitWriteDim(const AffineExpr &S, const TargetRegion &R, WriteDim &Out) {
  std::set<std::string> Vars = loopVars(R);
  Out = WriteDim();
  for (const auto &[M, Coefficient] : S.terms()) {
    bool HasLoopVar = false;
    for (const std::string &Factor : M)
      HasLoopVar |= Vars.count(Factor) > 0;
    if (!HasLoopVar) {
      Out.Offset.addTerm(M, Coefficient);
      continue;
    }
    if (M.size() != 1 || !Out.Var.empty())
      return false;
    Out.Var = M[0];
    Out.Scale = Coefficient;
  }
  return !Out.Var.empty();
}

std::string joinDims(const std::vector<AffineExpr> &Subscripts) {
  std::string S;
  for (const AffineExpr &E : Subscripts)
    S += "[" + E.str() + "]";
  return S;
}

} // namespace

const ArrayAccess *producerWrite(const TargetRegion &Producer,
                                 const ArrayId &T) {
  for (const ArrayAccess *A : Producer.accessesTo(T))
    if (A->isWrite())
      return A;
  return nullptr;
}

std::string describeProducerWriteProblem(const TargetRegion &P,
                                         const ArrayId &T) {
  std::vector<const ArrayAccess *> Writes, Reads;
  for (const ArrayAccess *A : P.accessesTo(T)) {
    if (A->isWrite())
      Writes.push_back(A);
    if (A->Kind == AccessKind::Read)
      Reads.push_back(A);
  }
  std::string Name = "`" + T.name() + "`";
  if (Writes.size() > 1) {
    std::vector<unsigned> Lines;
    for (const ArrayAccess *W : Writes)
      if (std::find(Lines.begin(), Lines.end(), W->Loc.Line) == Lines.end())
        Lines.push_back(W->Loc.Line);
    std::string Where = Lines.size() > 1 ? "lines " : "line ";
    for (size_t I = 0; I < Lines.size(); ++I)
      Where += (I == 0 ? "" : I + 1 == Lines.size() ? " and " : ", ") + std::to_string(Lines[I]);
    return "the producer writes " + Name + " in " + std::to_string(Writes.size()) + " places (" +
           Where + "): there is no single expression to recompute";
  }
  const ArrayAccess *W = Writes.front();
  if (W->Kind == AccessKind::ReadWrite)
    return "the producer accumulates into " + Name + " (line " +
           std::to_string(W->Loc.Line) +
           "): its value depends on what was there before";
  // A read of the element this iteration wrote, by a later statement
  // (`z3[i] = oz[i] + z1[i];` after `z1[i] = ...`, NAS MG interp), sees
  // the value just stored: a copy substitutes that value. Any other read
  // sees a value from another iteration or from before.
  for (const ArrayAccess *R : Reads) {
    bool SameElement = R->Affine && W->Affine && R->Subscripts == W->Subscripts;
    std::vector<const clang::Expr *> InWrite;
    if (W->Assignment)
      InWrite = collectNodes<clang::Expr>(W->Assignment);
    bool InOwnStatement = !W->Assignment || std::find(InWrite.begin(), InWrite.end(),
                                                      R->Expr) != InWrite.end();
    if (!SameElement || InOwnStatement || R->Loc.Begin <= W->Loc.Begin)
      return "the producer reads " + Name + " as well as writing it (line " +
             std::to_string(R->Loc.Line) + ")" +
             (SameElement ? "" : ", at another element than the one it writes");
  }
  if (!W->Affine)
    return "the producer writes " + Name + " at an index that is not affine in "
           "its loop variables (`" + W->Text + "`, line " +
           std::to_string(W->Loc.Line) + ")";
  if (!W->Assignment)
    return "the producer writes " + Name + " other than by `=` (line " +
           std::to_string(W->Loc.Line) + ")";
  std::set<std::string> Used;
  for (const AffineExpr &S : W->Subscripts) {
    WriteDim D;
    if (!splitWriteDim(S, P, D) || !Used.insert(D.Var).second)
      return "the producer writes " + Name + "" + joinDims(W->Subscripts) +
             " (line " + std::to_string(W->Loc.Line) +
             "): each dimension must use its own loop variable";
    const LoopInfo *L = P.loop(D.Var);
    if (!L || !L->BoundsAffine || L->Step != 1)
      return "the producer's loop over `" + AffineExpr::spelling(D.Var) +
             "` has bounds or a step that paracodex cannot analyse";
  }
  for (const LoopInfo &L : P.Loops)
    if (!Used.count(L.Var))
      return "the producer's loop over `" + L.Name + "` does not index " + Name +
             ": the same elements are written more than once";
  return "";
}

CoverageResult coverRead(const TargetRegion &P, const TargetRegion &Q,
                         const ArrayId &T, const ArrayAccess &Read) {
  CoverageResult Result;
  const ArrayAccess *W = producerWrite(P, T);
  std::string Where = "the consumer's read `" + Read.Text + "` (line " +
                      std::to_string(Read.Loc.Line) + ")";
  if (!Read.Affine) {
    Result.Problem = Where + " has an index that is not affine";
    return Result;
  }
  if (Read.Subscripts.size() != W->Subscripts.size()) {
    Result.Problem = Where + " indexes `" + T.name() + "` with " +
                     std::to_string(Read.Subscripts.size()) +
                     " dimensions, the producer with " +
                     std::to_string(W->Subscripts.size());
    return Result;
  }
  for (size_t D = 0; D < W->Subscripts.size(); ++D) {
    WriteDim WD;
    splitWriteDim(W->Subscripts[D], P, WD);
    auto Value = (Read.Subscripts[D] - WD.Offset).exactDivide(WD.Scale);
    if (!Value) {
      Result.Problem = Where + " touches elements of dimension " +
                       std::to_string(D + 1) +
                       " that the producer's stride skips";
      return Result;
    }
    Result.ProducerVarValues[WD.Var] = *Value;
  }
  // The element each read needs is written by the producer iteration
  // above; it exists when the read's elements lie in the written ones.
  SetInclusion Inclusion = readWithinWrites(P, *W, Q, Read);
  if (Inclusion.Result != SetInclusion::Included) {
    Result.ProducerVarValues.clear();
    Result.Problem =
        Where + (Inclusion.Result == SetInclusion::NotIncluded
                     ? " reaches outside what the producer writes" +
                           (Inclusion.Detail.empty() ? std::string()
                                                     : std::string(": it needs ") + Inclusion.Detail +
                                                           ", which the producer does not write")
                     : " cannot be compared with what the producer writes: " + Inclusion.Detail);
    return Result;
  }
  Result.Covered = true;
  return Result;
}

} // namespace paracodex
