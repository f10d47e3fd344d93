//===- PlaneMarchAnalysis.cpp ---------------------------------------------===//
#include "passes/rewrite/PlaneMarchAnalysis.h"

#include "passes/rewrite/ProducerCopy.h"
#include "passes/rewrite/ScheduleChecks.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>

namespace paracodex {

using namespace clang;

namespace {

/// Text of a for loop's header, `for (int i2 = 1; i2 < n2 - 1; i2++)`.
std::optional<ByteRange> headerRange(const ForStmt *For, const SourceText &Text) {
  return Text.fileRange(SourceRange(For->getBeginLoc(), For->getRParenLoc()));
}

} // namespace

llvm::Expected<MarchAnalysis> analyzePlaneMarch(const TargetRegion &R, const SourceText &Text,
                                                bool Prefetch) {
  // The plan's decision first (MarchDecision.h), where a read counts only
  // if its text can be shifted: it lies in the main file, and every `i3`
  // of it is spelled in its own text (not hidden in a macro body).
  auto Decided = decideMarch(R, [&](const ArrayAccess &A, const MarchDecision &M) {
    auto Range = readRange(A, Text);
    return Range && usesSpelledIn(A.Expr, M.V3, *Range, M.L3->Name, Text);
  });
  if (!Decided)
    return Decided.takeError();
  const MarchDecision &M = *Decided;
  const auto *D = R.Directive;
  const LoopInfo &L3 = *M.L3, &L2 = *M.L2, &L1 = *M.L1;
  const ForStmt *For3 = L3.Stmt, *For2 = L2.Stmt, *For1 = L1.Stmt;
  const Expr *Lower = M.Lower;
  const Stmt *Body = R.InnermostBody;

  std::vector<Column> Columns;
  Columns.reserve(M.Columns.size());
  for (const MarchColumn &Decided : M.Columns) {
    Column C;
    C.Array = Decided.Array;
    C.Label = Decided.Label;
    C.Type = Decided.Type;
    for (const auto &[Access, Offset] : Decided.Reads)
      C.Reads.push_back({Access, *readRange(*Access, Text), Offset});
    Columns.push_back(std::move(C));
  }
  std::vector<Column *> Cached;
  for (size_t I : M.Reused) {
    Column &C = Columns[I];
    std::set<int64_t> Offsets = C.offsets();
    C.Min = *Offsets.begin();
    C.Max = *Offsets.rbegin();
    Cached.push_back(&C);
  }
  // Loading one plane ahead needs the last value of `i3` for its guard.
  Prefetch = Prefetch && L3.BoundsAffine;
  if (Prefetch) {
    // Ahead of its step, a column read at one plane is loaded too: the
    // point is to have every load of the next step in flight.
    for (Column &C : Columns) {
      std::set<int64_t> Offsets = C.offsets();
      if (Offsets.size() != 1)
        continue;
      C.Min = C.Max = *Offsets.begin();
      Cached.push_back(&C);
    }
  }

  // Text pieces: the three headers, the body, and nothing else between.
  auto H3 = headerRange(For3, Text), H2 = headerRange(For2, Text), H1 = headerRange(For1, Text);
  auto Nest = Text.statementRange(For3);
  auto Pragma = Text.fileRange(D->getSourceRange());
  const auto *Collapse = D->getSingleClause<OMPCollapseClause>();
  auto CollapseRange = Collapse ? Text.clauseRange(*Collapse) : std::nullopt;
  if (!H3 || !H2 || !H1 || !Nest || !CollapseRange || !Pragma)
    return notMarched(R, MarchTextRule, "its loops or its collapse clause are partly inside a macro body");
  std::optional<ByteRange> BodyRange;
  if (const auto *Block = llvm::dyn_cast<CompoundStmt>(Body)) {
    auto Whole = Text.fileRange(Block->getSourceRange());
    if (Whole && Whole->End - Whole->Begin >= 2)
      BodyRange = ByteRange{Whole->Begin + 1, Whole->End - 1};
  } else {
    BodyRange = Text.statementRange(Body);
  }
  auto Lo = Text.fileRange(Lower->getSourceRange());
  if (!BodyRange || !Lo)
    return notMarched(R, MarchTextRule, "its body is partly inside a macro body");
  llvm::StringRef Code = Text.code();
  // Around the headers and the body only braces and blanks, which the new
  // nest spells again; anything else (a comment) would be lost.
  std::string Skeleton;
  if (!(H3->End <= H2->Begin && H2->End <= H1->Begin && H1->End <= BodyRange->Begin &&
        BodyRange->End <= Nest->End))
    return notMarched(R, MarchTextRule, "its loop headers are not in order in the text");
  Skeleton = (Code.slice(H3->End, H2->Begin) + Code.slice(H2->End, H1->Begin) +
              Code.slice(H1->End, BodyRange->Begin) + Code.slice(BodyRange->End, Nest->End))
                 .str();
  if (Skeleton.find_first_not_of(" \t\r\n{}") != std::string::npos)
    return notMarched(R, MarchTextRule, "there is text between its loop headers (a comment would be lost)");

  // The loads are spelled again in front of the body (and the bare form's
  // grid in front of the pragma): a macro redefined inside the region
  // would mean one thing there and another in the body.
  if (directiveLineIn(Text, Pragma->Begin, Nest->End))
    return notMarched(R, MarchTextRule, "a preprocessor line lies inside the region: the reads moved ahead of "
                         "the body could see other macros");
  // Register names no name of the region already uses, not even through a
  // macro, and no macro.
  ByteRange Whole{Pragma->Begin, Nest->End};
  auto InUse = [&](const std::string &Name) {
    return nameTaken(Name, *D, For3, Whole, Text);
  };
  std::set<std::string> Taken;
  for (Column *C : Cached) {
    for (int64_t P = C->Min; P <= C->Max; ++P) {
      std::string Name = C->Label + "_" + std::to_string(P - C->Min);
      while (InUse(Name) || Taken.count(Name))
        Name += "_";
      Taken.insert(Name);
      C->Slots.push_back(Name);
    }
    if (Prefetch) {
      std::string Name = C->Label + "_next";
      while (InUse(Name) || Taken.count(Name))
        Name += "_";
      Taken.insert(Name);
      C->Next = Name;
    }
  }

  // The body with its cached reads replaced.
  std::vector<std::pair<ByteRange, std::string>> Swaps;
  unsigned ReadsCached = 0;
  for (Column *C : Cached)
    for (const CachedRead &Read : C->Reads) {
      if (!(BodyRange->Begin <= Read.Range.Begin && Read.Range.End <= BodyRange->End))
        return notMarched(R, MarchTextRule, "a read it would cache lies outside its body");
      Swaps.push_back({Read.Range, C->Slots[Read.Offset - C->Min]});
      ++ReadsCached;
    }
  std::sort(Swaps.begin(), Swaps.end(),
            [](const auto &A, const auto &B) { return A.first.Begin < B.first.Begin; });
  std::string NewBody;
  unsigned Copied = BodyRange->Begin;
  for (const auto &[Range, Name] : Swaps) {
    if (Range.Begin < Copied)
      return notMarched(R, MarchTextRule, "two of the reads it would cache overlap");
    NewBody += Code.slice(Copied, Range.Begin).str() + Name;
    Copied = Range.End;
  }
  NewBody += Code.slice(Copied, BodyRange->End).str();
  NewBody = llvm::StringRef(NewBody).trim().str();

  MarchAnalysis A;
  A.R = &R;
  A.D = D;
  A.L3 = &L3;
  A.L2 = &L2;
  A.L1 = &L1;
  A.For3 = For3;
  A.V3 = M.V3;
  A.Lower = Lower;
  A.Declared = M.Declared;
  A.Ctx = M.Ctx;
  A.Prefetch = Prefetch;
  A.H3 = *H3;
  A.H2 = *H2;
  A.H1 = *H1;
  A.Nest = *Nest;
  A.Pragma = *Pragma;
  A.CollapseRange = *CollapseRange;
  A.Lo = *Lo;
  A.Whole = Whole;
  A.NewBody = std::move(NewBody);
  A.ReadsCached = ReadsCached;
  // Cached points into Columns, whose elements move with the vector.
  A.Columns = std::move(Columns);
  A.Cached = std::move(Cached);
  return std::move(A);
}

} // namespace paracodex
