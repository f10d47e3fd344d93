//===- PlaneMarch.cpp -----------------------------------------------------===//
#include "passes/rewrite/PlaneMarch.h"

#include "passes/rewrite/PlaneMarchAnalysis.h"

#include "passes/model/CollectNodes.h"
#include "passes/model/LoopParser.h"
#include "passes/model/SymbolKey.h"
#include "passes/rewrite/BareLaunch.h"
#include "passes/rewrite/ProducerCopy.h"
#include "passes/rewrite/ScheduleChecks.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace paracodex {

using namespace clang;

namespace {

bool onlyBlanks(llvm::StringRef S) { return S.trim().empty(); }

/// \p Read's text with its one `Var` term shifted by \p Shift, when the
/// term stands alone between separators: `..., i3 - 1, ...` or `[i3]`.
/// Nothing when its neighbours could bind tighter (`2 * i3 - 1`).
std::optional<std::string> shiftedTerm(llvm::StringRef Code, const CachedRead &Read,
                                       unsigned At, const std::string &Var, int64_t Shift) {
  auto IsSeparator = [](char C) { return C == '(' || C == ',' || C == '['; };
  auto IsCloser = [](char C) { return C == ')' || C == ',' || C == ']'; };
  unsigned Before = At;
  while (Before > Read.Range.Begin && (Code[Before - 1] == ' ' || Code[Before - 1] == '\t'))
    --Before;
  if (Before == Read.Range.Begin || !IsSeparator(Code[Before - 1]))
    return std::nullopt;
  unsigned End = At + Var.size(), Cursor = End;
  auto Skip = [&] {
    while (Cursor < Read.Range.End && (Code[Cursor] == ' ' || Code[Cursor] == '\t'))
      ++Cursor;
  };
  Skip();
  int64_t Constant = 0;
  if (Cursor < Read.Range.End && (Code[Cursor] == '+' || Code[Cursor] == '-')) {
    bool Minus = Code[Cursor] == '-';
    ++Cursor;
    Skip();
    unsigned Digits = Cursor;
    while (Cursor < Read.Range.End && std::isdigit(static_cast<unsigned char>(Code[Cursor])))
      ++Cursor;
    if (Digits == Cursor || Cursor - Digits > 9)
      return std::nullopt;
    Constant = std::stoll(Code.slice(Digits, Cursor).str());
    if (Minus)
      Constant = -Constant;
    End = Cursor;
    Skip();
  }
  if (Cursor >= Read.Range.End || !IsCloser(Code[Cursor]))
    return std::nullopt;
  int64_t New = Constant + Shift;
  std::string Term = Var + (New == 0 ? "" : (New < 0 ? " - " : " + ") +
                                                std::to_string(New < 0 ? -New : New));
  return (Code.slice(Read.Range.Begin, At) + Term + Code.slice(End, Read.Range.End)).str();
}

/// Spells the march \p A found, in the schedule asked for (PlaneMarch.h's
/// addPlaneMarch says what each argument asks).
llvm::Expected<PlaneMarchShape> emitPlaneMarch(const MarchAnalysis &A, const SourceText &Text,
                                               FusionEdits &Edits, unsigned Chunk,
                                               std::optional<ByteRange> Replaces,
                                               unsigned long long MinPlane, bool Bare, bool Runs) {
  // The analysis's names, as the emission below spells them.
  const TargetRegion &R = *A.R;
  const LoopInfo &L3 = *A.L3, &L2 = *A.L2, &L1 = *A.L1;
  const ForStmt *For3 = A.For3;
  const VarDecl *V3 = A.V3;
  const Expr *Lower = A.Lower;
  const bool Declared = A.Declared, Prefetch = A.Prefetch;
  ASTContext &Ctx = *A.Ctx;
  const std::vector<Column *> &Cached = A.Cached;
  const std::string &NewBody = A.NewBody;
  const unsigned ReadsCached = A.ReadsCached;
  const std::optional<ByteRange> H3 = A.H3, H2 = A.H2, H1 = A.H1, Nest = A.Nest,
                                 Pragma = A.Pragma, CollapseRange = A.CollapseRange, Lo = A.Lo;
  llvm::StringRef Code = Text.code();
  auto InUse = [&](const std::string &Name) {
    return nameTaken(Name, *A.D, For3, A.Whole, Text);
  };

  // The load of plane `P` of a column: a read of that plane as written,
  // or the nearest read with `i3` shifted (`i3 - 1` -> `i3`, not
  // `(i3 + 1) - 1`, when the read spells `i3 +/- literal` as a term).
  auto LoadOf = [&](const Column &C, int64_t P) {
    const CachedRead *Best = nullptr;
    for (const CachedRead &Read : C.Reads)
      if (!Best || std::abs(Read.Offset - P) < std::abs(Best->Offset - P))
        Best = &Read;
    int64_t Shift = P - Best->Offset;
    if (Shift == 0)
      return Text.text(Best->Range);
    std::vector<unsigned> At = Text.identifierOffsets(Best->Range, L3.Name);
    if (At.size() == 1)
      if (auto Term = shiftedTerm(Code, *Best, At[0], L3.Name, Shift))
        return *Term;
    std::string Shifted = "(" + L3.Name + (Shift < 0 ? " - " : " + ") +
                          std::to_string(Shift < 0 ? -Shift : Shift) + ")";
    return Text.substituteIdentifiers(Best->Range, {{L3.Name, Shifted}});
  };

  std::string LoText = Text.text(*Lo);
  bool SimpleLo = LoText.find_first_of(" +-*/%()") == std::string::npos;
  const std::string T3 = canonicalSpelling(V3->getType(), Ctx);
  // The declarations of one thread's registers.
  std::map<std::string, std::vector<std::string>> ByType;
  std::vector<std::string> TypeOrder;
  for (Column *C : Cached) {
    if (!ByType.count(C->Type))
      TypeOrder.push_back(C->Type);
    for (const std::string &S : C->Slots)
      ByType[C->Type].push_back(S);
    if (Prefetch)
      ByType[C->Type].push_back(C->Next);
  }
  std::string Registers = "// input columns rotate in registers as " + L3.Name +
                          " advances: <array>_<offsets>_<s> holds plane " + L3.Name +
                          " + (lowest offset) + s" +
                          (Prefetch ? "; <array>_<offsets>_next, the newest plane of the next step"
                                    : "") +
                          "\n";
  for (const std::string &T : TypeOrder) {
    Registers += T + " ";
    for (size_t I = 0; I < ByType[T].size(); ++I)
      Registers += (I ? ", " : "") + ByType[T][I];
    Registers += ";\n";
  }
  std::string Header3 = Text.text(*H3);
  if (!Declared) {
    // `for (i3 = 1; ...)` -> `for (int i3 = 1; ...)`: private to the thread.
    auto Init = Text.fileRange(For3->getInit()->getSourceRange());
    if (!Init || Init->Begin < H3->Begin)
      return notMarched(R, MarchTextRule, "the first value of `" + L3.Name + "` is partly inside a macro body");
    unsigned At = Init->Begin - H3->Begin;
    Header3 = Header3.substr(0, At) + T3 + " " + Header3.substr(At);
  }
  std::string First = SimpleLo ? LoText : "(" + LoText + ")";
  // A run of planes starting at `Start` and at most `Length` long: the
  // loop's own header with its first value moved and its condition cut
  // short (when the header can be split so).
  auto Cond3Text = Text.fileRange(For3->getCond() ? For3->getCond()->getSourceRange()
                                                  : SourceRange());
  auto Inc3Text = Text.fileRange(For3->getInc() ? For3->getInc()->getSourceRange()
                                                : SourceRange());
  // The run's bounds are spelled from the first value's text: it must be
  // an integer (`k = 1.5` counts from 1, but `k < (1.5) + len` compares in
  // double; review 14).
  bool Splittable = Cond3Text && Inc3Text && L3.BoundsAffine &&
                    Lower->IgnoreParenImpCasts()->getType()->isIntegerType();
  auto RunHeader = [&](const std::string &Start, const std::string &Length) {
    return "for (" + T3 + " " + L3.Name + " = " + Start + "; " + Text.text(*Cond3Text) +
           " && " + L3.Name + " < " + Start + " + " + Length + "; " + Text.text(*Inc3Text) + ")";
  };
  std::string RunLoop;
  if (Chunk) {
    // Runs of `Chunk` planes: the run index is collapsed with (i2, i1),
    // and each run starts its window afresh.
    if (!Splittable)
      return notMarched(R, MarchRunsRule, "the header of `" + L3.Name + "` cannot be split into runs");
    if (InUse("pcx_run"))
      return notMarched(R, MarchRunsRule, "the name `pcx_run` is taken");
    std::string C = std::to_string(Chunk);
    First = "(" + LoText + ") + pcx_run * " + C;
    RunLoop = "for (long long pcx_run = 0; pcx_run < (" + wideText(L3.Last) + " - " +
              wideText(L3.Lower) + " + " + C + ") / " + C + "; pcx_run++)\n";
    Header3 = RunHeader(First, C);
    First = "(" + First + ")";
  }
  // The window's first planes, loaded when the first step runs and as it
  // would. Peeled in front of the loop, under the loop's own condition
  // tested at the first value, where that condition has no side effects:
  // measured on the H200 for NAS MG's resid (bench/kernels/
  // bare_march_variants.c, 32x4 tiles, ncu), 1.224 ms with the loads under
  // `if (i3 == 1)` inside the loop against 0.982 ms peeled (psinv 1.332
  // against 1.382; bench/results/2026-12-03-h200-session13-tiles/variants-2/).
  std::string Prologue;
  for (Column *C : Cached)
    for (int64_t P = C->Min; P < C->Max; ++P)
      Prologue += C->Slots[P - C->Min] + " = " + LoadOf(*C, P) + ";\n";
  if (Prefetch)
    for (Column *C : Cached)
      Prologue += C->Next + " = " + LoadOf(*C, C->Max) + ";\n";
  const Expr *Cond3 = For3->getCond();
  auto Cond3Range = Cond3 ? Text.fileRange(Cond3->getSourceRange()) : std::nullopt;
  bool Peeled = Cond3Range && !Cond3->HasSideEffects(Ctx) &&
                usesSpelledIn(Cond3, V3, *Cond3Range, L3.Name, Text);
  // One thread's march over the planes from `From` (as the header `Header`
  // counts them), from its registers' declarations to the loop's last
  // brace.
  auto MarchText = [&](const std::string &From, const std::string &Header) {
    std::string M = Registers;
    if (Peeled) {
      M += "{\n" + T3 + " " + L3.Name + " = " + From + ";\nif (" + Text.text(*Cond3Range) +
           ") {\n" + Prologue + "}\n}\n";
      M += Header + " {\n";
    } else {
      M += Header + " {\n";
      M += "if (" + L3.Name + " == " + From + ") {\n" + Prologue + "}\n";
    }
    if (Prefetch) {
      // The newest plane was loaded a step ago; the next step's is loaded
      // now, when there is a next step (the original reads it there), so
      // that its latency overlaps this step's arithmetic.
      for (Column *C : Cached)
        M += C->Slots.back() + " = " + C->Next + ";\n";
      M += "if ((long long)" + L3.Name + " + 1 <= " + wideText(L3.Last) + ") {\n";
      for (Column *C : Cached)
        M += C->Next + " = " + LoadOf(*C, C->Max + 1) + ";\n";
      M += "}\n";
    } else {
      for (Column *C : Cached)
        M += C->Slots.back() + " = " + LoadOf(*C, C->Max) + ";\n";
    }
    M += NewBody;
    if (!llvm::StringRef(NewBody).rtrim().ends_with(";") &&
        !llvm::StringRef(NewBody).rtrim().ends_with("}"))
      M += ";";
    M += "\n";
    for (Column *C : Cached) {
      for (size_t K = 0; K + 1 < C->Slots.size(); ++K)
        M += C->Slots[K] + " = " + C->Slots[K + 1] + ";\n";
    }
    M += "}\n";
    return M;
  };
  std::string Out = RunLoop + Text.text(*H2) + "\n" + Text.text(*H1) + " {\n" +
                    MarchText(First, Header3) + "}";

  clang::tooling::Replacements Local;
  unsigned PragmaLine = Text.lineStart(Pragma->Begin);
  llvm::StringRef Indent = Code.slice(PragmaLine, Pragma->Begin);
  if (!onlyBlanks(Indent))
    Indent = "";
  PlaneMarchShape Shape;
  Shape.MarchVar = L3.Name;
  Shape.Chunk = Chunk;
  Shape.Prefetch = Prefetch;
  Shape.Columns = Cached.size();
  for (Column *C : Cached)
    Shape.Registers += C->Slots.size();
  Shape.ReadsCached = ReadsCached;
  Shape.MinPlane = MinPlane;
  // The bare launch (BareLaunch.h) goes in front of the standard march.
  std::string BarePrefix;
  if (Bare) {
    // Asked for runs (or a chunk), the bare form marches runs of planes, a
    // block per tile and run; how many is chosen when it runs (BareLaunch.h),
    // or is the chunk's.
    std::optional<BareRuns> InRuns;
    if ((Runs || Chunk) && Splittable) {
      InRuns = BareRuns{L3.Stmt, V3, Chunk};
      // int arithmetic, as the bare form's grid guards it, and the run's
      // end tested as an offset: fewer registers, measured in nas_mg
      // (ptxas, sm_90): psinv 56 and resid 72, against 62 and 64 with the
      // run's bounds in long long and 56 and 76 with its end spelled out.
      std::string Start = "(" + LoText + ") + pcx_run * pcx_len";
      InRuns->Column = MarchText("(" + Start + ")",
                                 "for (" + T3 + " " + L3.Name + " = " + Start + "; " +
                                     Text.text(*Cond3Text) + " && " + L3.Name +
                                     " - pcx_run * pcx_len < (" + LoText + ") + pcx_len; " +
                                     Text.text(*Inc3Text) + ")");
    }
    llvm::Expected<std::string> Prefix =
        (Runs || Chunk) && !InRuns
            ? llvm::createStringError(std::errc::invalid_argument,
                                      "the header of `%s` cannot be split into runs",
                                      L3.Name.c_str())
            : bareLaunchPrefix(R, Text, MarchText(First, Header3), InRuns);
    if (Prefix) {
      BarePrefix = *Prefix;
      Shape.Bare = true;
      Shape.Runs = Runs && !Chunk;
    } else {
      Shape.NotBare = llvm::toString(Prefix.takeError());
    }
  }
  ByteRange CommentAt = Replaces ? *Replaces : ByteRange{PragmaLine, PragmaLine};
  if (!MinPlane && !Shape.Bare) {
    if (llvm::Error E = addEdit(Local, Text, CommentAt,
                                Indent.str() + planeMarchComment(Shape) + "\n"))
      return std::move(E);
    if (!Chunk)
      if (llvm::Error E = addEdit(Local, Text, *CollapseRange, "collapse(2)"))
        return std::move(E);
    // The nest's own range without its final `;`: statementRange may add it.
    if (llvm::Error E = addEdit(Local, Text, {H3->Begin, Nest->End}, Out))
      return std::move(E);
    if (llvm::Error E = Edits.add(Local, {{H3->Begin, Nest->End}}, {}))
      return std::move(E);
    return Shape;
  }
  ByteRange Region{PragmaLine, Nest->End};
  std::string Marched = Text.text(Region);
  unsigned H3At = H3->Begin - Region.Begin;
  Marched = Marched.substr(0, H3At) + Out;
  if (!Chunk) {
    unsigned C = CollapseRange->Begin - Region.Begin;
    Marched = Marched.substr(0, C) + "collapse(2)" +
              Marched.substr(C + (CollapseRange->End - CollapseRange->Begin));
  }
  if (Shape.Bare)
    Marched = BarePrefix + Indent.str() + "{\n" + Marched + "\n" + Indent.str() + "}";
  std::string Wrapped = Indent.str() + planeMarchComment(Shape) + "\n";
  if (!MinPlane) {
    Wrapped += Marched;
  } else {
    // Marched only when the plane has threads enough for the GPU; the
    // region as it was otherwise (see MinPlane).
    std::string Plane = wideText(L2.Last - L2.Lower + AffineExpr::constant(1)) + " * " +
                        wideText(L1.Last - L1.Lower + AffineExpr::constant(1));
    Wrapped += Indent.str() + "if (" + Plane + " >= " + MinPlaneMacro + "(" +
               std::to_string(MinPlane) + "LL)) {\n" + Marched + "\n" + Indent.str() +
               "} else {\n" + Text.text(Region) + "\n" + Indent.str() + "}";
    Edits.NeedsMinPlaneMacro = true;
  }
  if (llvm::Error E = addEdit(Local, Text, {CommentAt.Begin, Nest->End}, Wrapped))
    return std::move(E);
  if (llvm::Error E = Edits.add(Local, {{CommentAt.Begin, Nest->End}}, {}))
    return std::move(E);
  Edits.NeedsBareMacros = Edits.NeedsBareMacros || Shape.Bare;
  Edits.NeedsBareRunsMacro = Edits.NeedsBareRunsMacro || (Shape.Bare && Shape.Runs);
  return Shape;
}

} // namespace

std::string planeMarchComment(const PlaneMarchShape &Shape) {
  return scheduleComment(planeMarchSpec(Shape));
}

ScheduleSpec planeMarchSpec(const PlaneMarchShape &Shape) {
  ScheduleSpec S;
  S.What = ScheduleSpec::Kind::PlaneMarch;
  S.MarchVar = Shape.MarchVar;
  S.Chunk = Shape.Chunk;
  S.Prefetch = Shape.Prefetch;
  S.MinPlane = Shape.MinPlane;
  S.Bare = Shape.Bare;
  S.Runs = Shape.Runs;
  return S;
}

std::optional<ScheduleComment> scheduleCommentAbove(const SourceText &Text,
                                                    unsigned PragmaOffset) {
  std::optional<AskedSchedule> Asked = scheduleAskedAbove(Text.code(), PragmaOffset);
  if (!Asked)
    return std::nullopt;
  ScheduleComment C;
  static_cast<ScheduleSpec &>(C) = Asked->Spec;
  C.Line = {Asked->LineBegin, Asked->LineEnd};
  return C;
}

llvm::Expected<PlaneMarchShape> addPlaneMarch(const TargetRegion &R, const SourceText &Text,
                                              FusionEdits &Edits, unsigned Chunk,
                                              std::optional<ByteRange> Replaces,
                                              bool Prefetch, unsigned long long MinPlane,
                                              bool Bare, bool Runs) {
  llvm::Expected<MarchAnalysis> A = analyzePlaneMarch(R, Text, Prefetch);
  if (!A)
    return A.takeError();
  return emitPlaneMarch(*A, Text, Edits, Chunk, Replaces, MinPlane, Bare, Runs);
}

std::string minPlaneMacroText(const clang::ASTContext &Context) {
  auto Known = Context.Idents.find(MinPlaneMacro);
  if (Known != Context.Idents.end() && Known->getValue()->hasMacroDefinition())
    return "";
  std::string M = MinPlaneMacro;
  return "/* paracodex: a marched region runs when its plane has at least this many\n"
         "   points, its fused form otherwise. -DPARACODEX_MARCH_MIN_PLANE=N sets N for\n"
         "   every region (0: always marched; paracodex verify builds its harness so). */\n"
         "#ifdef PARACODEX_MARCH_MIN_PLANE\n"
         "#define " + M + "(n) ((long long)(PARACODEX_MARCH_MIN_PLANE))\n"
         "#else\n"
         "#define " + M + "(n) (n)\n"
         "#endif\n";
}

} // namespace paracodex
