//===- PlaneMarch.cpp -----------------------------------------------------===//
#include "passes/rewrite/PlaneMarch.h"

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

llvm::Error notMarched(const TargetRegion &R, const std::string &Why) {
  std::string Message =
      "the region at line " + std::to_string(R.Span.Line) + " keeps its shape: " + Why;
  return llvm::createStringError(std::make_error_code(std::errc::invalid_argument), "%s",
                                 Message.c_str());
}

/// One read served from a register: the access, its bytes, and its
/// offset along the marched loop (`i3 - 1` is -1).
struct CachedRead {
  const ArrayAccess *Access = nullptr;
  ByteRange Range;
  int64_t Offset = 0;
};

/// The values of one array at fixed (i2, i1) offsets and every plane of
/// the march: `u` at (i2 - 1, i1 + 1) for i3 - 1, i3, i3 + 1.
struct Column {
  std::string Array;
  std::string Label; ///< `u_m1p1`: spelled from the other offsets
  std::string Type;  ///< element type, unqualified
  std::vector<CachedRead> Reads;
  int64_t Min = 0, Max = 0;
  std::vector<std::string> Slots; ///< register names, plane Min first
  std::string Next;               ///< with prefetch: plane Max of the next step
  std::set<int64_t> offsets() const {
    std::set<int64_t> S;
    for (const CachedRead &R : Reads)
      S.insert(R.Offset);
    return S;
  }
};

bool refersTo(const Stmt *S, const VarDecl *V) {
  for (const DeclRefExpr *E : collectNodes<DeclRefExpr>(S))
    if (E->getDecl() == V)
      return true;
  return false;
}

/// `m1` for -1, `p2` for 2, `0` for 0: offsets in names.
std::string offsetName(int64_t C) {
  if (C == 0)
    return "0";
  return (C < 0 ? "m" : "p") + std::to_string(C < 0 ? -C : C);
}

int64_t constantTerm(const AffineExpr &E) {
  auto It = E.terms().find(Monomial{});
  return It == E.terms().end() ? 0 : It->second;
}

/// Text of a for loop's header, `for (int i2 = 1; i2 < n2 - 1; i2++)`.
std::optional<ByteRange> headerRange(const ForStmt *For, const SourceText &Text) {
  return Text.fileRange(SourceRange(For->getBeginLoc(), For->getRParenLoc()));
}

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

} // namespace

std::string planeMarchComment(const PlaneMarchShape &Shape) {
  ScheduleSpec S;
  S.What = ScheduleSpec::Kind::PlaneMarch;
  S.MarchVar = Shape.MarchVar;
  S.Chunk = Shape.Chunk;
  S.Prefetch = Shape.Prefetch;
  S.MinPlane = Shape.MinPlane;
  S.Bare = Shape.Bare;
  S.Runs = Shape.Runs;
  return scheduleComment(S);
}

std::optional<ScheduleComment> scheduleCommentAbove(const SourceText &Text,
                                                    unsigned PragmaOffset) {
  unsigned Line = Text.lineStart(PragmaOffset);
  if (Line == 0)
    return std::nullopt;
  unsigned Above = Text.lineStart(Line - 1);
  std::optional<ScheduleSpec> Spec = parseScheduleComment(Text.code().slice(Above, Line));
  if (!Spec || (Spec->What != ScheduleSpec::Kind::Keep &&
                Spec->What != ScheduleSpec::Kind::PlaneMarch))
    return std::nullopt;
  ScheduleComment C;
  static_cast<ScheduleSpec &>(C) = *Spec;
  C.Line = {Above, Line};
  return C;
}

llvm::Expected<PlaneMarchShape> addPlaneMarch(const TargetRegion &R, const SourceText &Text,
                                              FusionEdits &Edits, unsigned Chunk,
                                              std::optional<ByteRange> Replaces,
                                              bool Prefetch, unsigned long long MinPlane,
                                              bool Bare, bool Runs) {
  const auto *D = R.Directive;
  // Combined forms whose collapsed loops are shared out over every thread
  // (`teams loop` asserts even more: its iterations may run concurrently).
  if (!D || (D->getDirectiveKind() != llvm::omp::OMPD_target_teams_distribute_parallel_for &&
             D->getDirectiveKind() != llvm::omp::OMPD_target_teams_loop))
    return notMarched(R, "only `target teams distribute parallel for` and `target teams loop` "
                         "regions are marched");
  if (R.Collapse != 3 || R.Loops.size() != 3 ||
      !std::all_of(R.Loops.begin(), R.Loops.end(), [](const LoopInfo &L) {
        return L.Perfect && L.InCollapsedNest && L.Step == 1 && L.Stmt;
      }))
    return notMarched(R, "it is not a collapse(3) nest of three unit-step loops with "
                         "nothing else inside");
  for (const OMPClause *C : D->clauses())
    if (!clauseIgnoresShape(C->getClauseKind(), /*LaunchBounds=*/true))
      return notMarched(R, "its `" +
                               std::string(llvm::omp::getOpenMPClauseName(C->getClauseKind())) +
                               "` clause depends on how the iterations are shaped");
  if (!R.SideEffects.empty() || !R.ControlFlow.empty() || !R.Escapes.empty() ||
      !R.UnknownWrites.empty() || !R.Calls.empty() || !R.Reductions.empty())
    return notMarched(R, "its body does more than compute one store");

  const LoopInfo &L3 = R.Loops[0], &L2 = R.Loops[1], &L1 = R.Loops[2];
  const ForStmt *For3 = L3.Stmt, *For2 = L2.Stmt, *For1 = L1.Stmt;
  // The marched loop's variable and first value: `for (int i3 = 1; ...)`,
  // or `for (i3 = 1; ...)` with i3 declared outside. A sequential loop's
  // variable is not private by itself in C, so the second form gets a
  // declaration of its own in the new loop.
  const VarDecl *V3 = nullptr;
  const Expr *Lower = nullptr;
  bool Declared = false;
  if (const auto *Init = llvm::dyn_cast_or_null<DeclStmt>(For3->getInit())) {
    V3 = Init->isSingleDecl() ? llvm::dyn_cast<VarDecl>(Init->getSingleDecl()) : nullptr;
    Lower = V3 ? V3->getInit() : nullptr;
    Declared = true;
  } else if (const auto *Set = llvm::dyn_cast_or_null<BinaryOperator>(For3->getInit())) {
    const auto *Ref = Set->getOpcode() == BO_Assign
                          ? llvm::dyn_cast<DeclRefExpr>(Set->getLHS()->IgnoreParens())
                          : nullptr;
    V3 = Ref ? llvm::dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    Lower = Set->getRHS();
  }
  if (!V3 || !Lower || symbolKey(V3) != L3.Var)
    return notMarched(R, "the first value of `" + L3.Name + "` is not set by its loop");
  ASTContext &Ctx = V3->getASTContext();
  for (const ForStmt *Inner : {For2, For1})
    for (const Stmt *Part : {Inner->getInit(), static_cast<const Stmt *>(Inner->getCond()),
                             static_cast<const Stmt *>(Inner->getInc())})
      if (Part && refersTo(Part, V3))
        return notMarched(R, "the bounds of an inner loop depend on `" + L3.Name + "`");
  // The plane's size is computed in front of the region (the guard of
  // MinPlane, the grid of the bare form), where the collapsed loops'
  // variables do not exist or are other variables of the same name.
  if (const VarDecl *V2 = loopVariable(For2))
    for (const Stmt *Part : {For1->getInit(), static_cast<const Stmt *>(For1->getCond()),
                             static_cast<const Stmt *>(For1->getInc())})
      if (Part && refersTo(Part, V2))
        return notMarched(R, "the bounds of `" + L1.Name + "` depend on `" + L2.Name +
                                 "` (a non-rectangular nest)");
  // The marched loop's header moves inside the other two: none of its
  // names may be one they declare.
  std::set<std::string> InnerNames = {L2.Name, L1.Name};
  for (const Stmt *Part : {static_cast<const Stmt *>(Lower),
                           static_cast<const Stmt *>(For3->getCond()),
                           static_cast<const Stmt *>(For3->getInc())})
    for (const DeclRefExpr *E : collectNodes<DeclRefExpr>(Part))
      if (E->getDecl() != V3 && InnerNames.count(E->getDecl()->getName().str()))
        return notMarched(R, "the bounds of `" + L3.Name + "` use `" +
                                 E->getDecl()->getName().str() +
                                 "`, which an inner loop's variable would hide");
  if (Lower->HasSideEffects(Ctx))
    return notMarched(R, "the first value of `" + L3.Name + "` has side effects");
  for (const DeclRefExpr *E : collectNodes<DeclRefExpr>(Lower))
    for (const VarDecl *W : R.ScalarWrites)
      if (E->getDecl() == W)
        return notMarched(R, "the region changes `" + W->getName().str() +
                                 "`, which the first value of `" + L3.Name + "` uses");

  // The body: scalar declarations, then exactly one store, which comes
  // after every read of the iteration.
  const Stmt *Body = R.InnermostBody;
  std::vector<const Stmt *> Statements;
  if (const auto *Block = llvm::dyn_cast_or_null<CompoundStmt>(Body))
    Statements.assign(Block->body_begin(), Block->body_end());
  else if (Body)
    Statements.push_back(Body);
  const auto *Store = Statements.empty()
                          ? nullptr
                          : llvm::dyn_cast<BinaryOperator>(Statements.back());
  if (!Store || !Store->isAssignmentOp())
    return notMarched(R, "its body does not end in the one store it makes");
  for (size_t I = 0; I + 1 < Statements.size(); ++I) {
    const auto *Decls = llvm::dyn_cast<DeclStmt>(Statements[I]);
    if (!Decls)
      return notMarched(R, "its body holds statements other than declarations before its "
                           "store");
    for (const Decl *Each : Decls->decls()) {
      const auto *V = llvm::dyn_cast<VarDecl>(Each);
      if (!V || !V->hasLocalStorage() || V->getType()->isArrayType())
        return notMarched(R, "its body declares something other than a scalar");
    }
  }
  for (const BinaryOperator *B : collectNodes<BinaryOperator>(Body))
    if (B->isAssignmentOp() && B != Store)
      return notMarched(R, "its body stores more than once");
  for (const UnaryOperator *U : collectNodes<UnaryOperator>(Body))
    if (U->isIncrementDecrementOp())
      return notMarched(R, "its body increments or decrements a value");
  if (!collectNodes<OMPExecutableDirective>(Body).empty() || !collectNodes<StmtExpr>(Body).empty())
    return notMarched(R, "its body holds a directive or a statement expression");
  if (hasConditionalReads(Body))
    return notMarched(R, "its body reads under a condition (`?:`, `&&`, `||`) or in "
                         "`sizeof`: a load moved ahead could touch memory the original never "
                         "reads");
  if (!signedLoop(For3, V3))
    return notMarched(R, "`" + L3.Name + "` or its bounds are not signed integers (a shifted "
                         "or counted bound could wrap)");
  std::set<const VarDecl *> BodyLocals;
  for (const VarDecl *V : collectNodes<VarDecl>(Body))
    BodyLocals.insert(V);
  for (const ArrayAccess &A : R.Accesses)
    if (A.isWrite() && A.Assignment != Store)
      return notMarched(R, "it writes `" + A.Array + "` outside its final store");

  // Group the reads by column.
  const std::string Key3 = L3.Var;
  std::map<std::string, Column> Columns;
  std::vector<std::string> ColumnOrder;
  for (const ArrayAccess &A : R.Accesses) {
    if (A.Affine && !A.Subscripts.empty() && A.Subscripts.back().mentions(Key3))
      return notMarched(R, "`" + L3.Name + "` indexes the unit-stride dimension of `" + A.Array +
                               "`: marching it would make each thread walk its own row");
    if (A.Kind != AccessKind::Read || R.writes(A.Array) || !A.Affine || !A.Expr)
      continue;
    std::vector<size_t> Dims;
    for (size_t K = 0; K < A.Subscripts.size(); ++K)
      if (A.Subscripts[K].mentions(Key3))
        Dims.push_back(K);
    if (Dims.size() != 1)
      continue;
    const AffineExpr &S = A.Subscripts[Dims[0]];
    AffineExpr Rest = S - AffineExpr::symbol(Key3);
    if (S.coefficientOf(Key3) != 1 || Rest.mentions(Key3))
      continue;
    QualType Type = A.Expr->getType();
    std::optional<std::string> Spelled = declarableScalar(Type, Ctx);
    if (Type.isVolatileQualified() || !Spelled)
      continue;
    // A load at the top of a step cannot see the body's own locals.
    bool UsesLocal = false;
    for (const DeclRefExpr *E : collectNodes<DeclRefExpr>(A.Expr))
      UsesLocal = UsesLocal || BodyLocals.count(llvm::dyn_cast<VarDecl>(E->getDecl()));
    if (UsesLocal)
      continue;
    auto Range = readRange(A, Text);
    if (!Range)
      continue;
    // Every `i3` of the read is spelled in its own text (not hidden in a
    // macro body), so shifting the text shifts the read.
    if (!usesSpelledIn(A.Expr, V3, *Range, L3.Name, Text))
      continue;
    int64_t Offset = constantTerm(Rest);
    std::string Key = A.Array + "#" + std::to_string(Dims[0]) + "#" +
                      (Rest - AffineExpr::constant(Offset)).str();
    std::string Label = A.Array;
    bool Named = true;
    for (size_t K = 0; K < A.Subscripts.size(); ++K) {
      if (K == Dims[0])
        continue;
      Key += "#" + A.Subscripts[K].str();
      std::optional<int64_t> Shift;
      for (const LoopInfo *L : {&L2, &L1})
        if (A.Subscripts[K].coefficientOf(L->Var) == 1)
          Shift = (A.Subscripts[K] - AffineExpr::symbol(L->Var)).asConstant();
      if (Shift)
        Label += "_" + offsetName(*Shift);
      else
        Named = false;
    }
    auto [It, New] = Columns.try_emplace(Key);
    Column &C = It->second;
    if (New) {
      ColumnOrder.push_back(Key);
      C.Array = A.Array;
      C.Label = Named ? Label : A.Array + "_c" + std::to_string(ColumnOrder.size());
      C.Type = *Spelled;
    }
    C.Reads.push_back({&A, *Range, Offset});
  }
  // Only columns read at two planes or more are worth registers.
  std::vector<Column *> Cached;
  for (const std::string &Key : ColumnOrder) {
    Column &C = Columns[Key];
    std::set<int64_t> Offsets = C.offsets();
    if (Offsets.size() < 2)
      continue;
    C.Min = *Offsets.begin();
    C.Max = *Offsets.rbegin();
    Cached.push_back(&C);
  }
  if (Cached.empty())
    return notMarched(R, "no value it reads is read again at another step of `" + L3.Name +
                             "`");
  // Loading one plane ahead needs the last value of `i3` for its guard.
  Prefetch = Prefetch && L3.BoundsAffine;
  if (Prefetch) {
    // Ahead of its step, a column read at one plane is loaded too: the
    // point is to have every load of the next step in flight.
    for (const std::string &Key : ColumnOrder) {
      Column &C = Columns[Key];
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
    return notMarched(R, "its loops or its collapse clause are partly inside a macro body");
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
    return notMarched(R, "its body is partly inside a macro body");
  llvm::StringRef Code = Text.code();
  // Around the headers and the body only braces and blanks, which the new
  // nest spells again; anything else (a comment) would be lost.
  std::string Skeleton;
  if (!(H3->End <= H2->Begin && H2->End <= H1->Begin && H1->End <= BodyRange->Begin &&
        BodyRange->End <= Nest->End))
    return notMarched(R, "its loop headers are not in order in the text");
  Skeleton = (Code.slice(H3->End, H2->Begin) + Code.slice(H2->End, H1->Begin) +
              Code.slice(H1->End, BodyRange->Begin) + Code.slice(BodyRange->End, Nest->End))
                 .str();
  if (Skeleton.find_first_not_of(" \t\r\n{}") != std::string::npos)
    return notMarched(R, "there is text between its loop headers (a comment would be lost)");

  // The loads are spelled again in front of the body (and the bare form's
  // grid in front of the pragma): a macro redefined inside the region
  // would mean one thing there and another in the body.
  if (directiveLineIn(Text, Pragma->Begin, Nest->End))
    return notMarched(R, "a preprocessor line lies inside the region: the reads moved ahead of "
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
        return notMarched(R, "a read it would cache lies outside its body");
      Swaps.push_back({Read.Range, C->Slots[Read.Offset - C->Min]});
      ++ReadsCached;
    }
  std::sort(Swaps.begin(), Swaps.end(),
            [](const auto &A, const auto &B) { return A.first.Begin < B.first.Begin; });
  std::string NewBody;
  unsigned Copied = BodyRange->Begin;
  for (const auto &[Range, Name] : Swaps) {
    if (Range.Begin < Copied)
      return notMarched(R, "two of the reads it would cache overlap");
    NewBody += Code.slice(Copied, Range.Begin).str() + Name;
    Copied = Range.End;
  }
  NewBody += Code.slice(Copied, BodyRange->End).str();
  NewBody = llvm::StringRef(NewBody).trim().str();

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
      return notMarched(R, "the first value of `" + L3.Name + "` is partly inside a macro body");
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
      return notMarched(R, "the header of `" + L3.Name + "` cannot be split into runs");
    if (InUse("pcx_run"))
      return notMarched(R, "the name `pcx_run` is taken");
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

bool isPlaneMarchTest(const clang::IfStmt &If, const SourceText &Text) {
  auto At = Text.fileRange(If.getSourceRange());
  if (!At)
    return false;
  unsigned Line = Text.lineStart(At->Begin);
  if (Line == 0)
    return false;
  unsigned Above = Text.lineStart(Line - 1);
  std::optional<ScheduleSpec> Spec = parseScheduleComment(Text.code().slice(Above, Line));
  return Spec && Spec->What == ScheduleSpec::Kind::PlaneMarch;
}

} // namespace paracodex
