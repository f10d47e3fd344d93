//===- WindowLayout.cpp ---------------------------------------------------===//
#include "passes/plan/WindowLayout.h"

#include "passes/legality/ReadCoverage.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/LoopParser.h"
#include "passes/model/SymbolKey.h"
#include "passes/plan/TextRefusal.h"
#include "passes/plan/TypeSpelling.h"

#include "clang/AST/StmtOpenMP.h"

#include <algorithm>
#include <cctype>

using namespace clang;

namespace paracodex {

std::string Window::suffix(int64_t Shift) {
  if (Shift == 0)
    return "0";
  return (Shift < 0 ? "m" : "p") + std::to_string(Shift < 0 ? -Shift : Shift);
}

std::map<std::string, AffineExpr> Window::iteration(const std::string &W, const AffineExpr &At,
                                                    int64_t Shift) const {
  std::map<std::string, AffineExpr> Values;
  for (const auto &[Var, Value] : Base)
    Values[Var] = Value.substitute(W, At + AffineExpr::constant(Shift));
  return Values;
}

namespace {

/// A producer loop variable's value at one consumer read, split along the
/// window loop: Scale * w + Rest + Offset, Offset a constant.
struct AlongWindow {
  int64_t Scale = 0;
  AffineExpr Rest;
  int64_t Offset = 0;
};

/// Nothing when \p E is not linear in \p W with a constant coefficient.
std::optional<AlongWindow> splitAlong(const AffineExpr &E, const std::string &W) {
  AlongWindow S;
  for (const auto &[M, Coefficient] : E.terms()) {
    if (M.empty())
      S.Offset = Coefficient;
    else if (M.size() == 1 && M[0] == W)
      S.Scale = Coefficient;
    else if (std::find(M.begin(), M.end(), W) != M.end())
      return std::nullopt;
    else
      S.Rest.addTerm(M, Coefficient);
  }
  return S;
}

int64_t constantTerm(const AffineExpr &E) {
  auto It = E.terms().find(Monomial());
  return It == E.terms().end() ? 0 : It->second;
}

/// The consumer loops along which some temporary is read at two points
/// that differ by a constant: the candidates for the window loop.
std::set<std::string> shiftedLoops(const Candidate &C) {
  std::set<std::string> Loops;
  for (const auto &Entry : C.ReadOrigins) {
    const std::vector<ProducerIteration> &Origins = Entry.second;
    for (const auto &Var : Origins.front().ProducerVarValues) {
      std::set<int64_t> Offsets;
      for (const ProducerIteration &Origin : Origins)
        Offsets.insert(constantTerm(Origin.ProducerVarValues.at(Var.first)));
      if (Offsets.size() < 2)
        continue;
      for (const ProducerIteration &Origin : Origins)
        for (const std::string &S : Origin.ProducerVarValues.at(Var.first).symbols())
          if (C.Consumer->loop(S))
            Loops.insert(S);
    }
  }
  return Loops;
}

/// The window of \p T along \p W: every read of T must be the same producer
/// iteration moved by a constant along W (`hpass[y-1][x]`, `hpass[y+1][x]`).
llvm::Expected<Window> windowOf(const Candidate &C, const ArrayId &T,
                                const std::string &W) {
  const std::vector<ProducerIteration> &Origins = C.ReadOrigins.at(T);
  const TargetRegion &P = *C.Producer;
  auto notAShift = [&](const ProducerIteration &A, const ProducerIteration &B) {
    return rewriteFailure(C, "the reads `" + A.Read->Text + "` and `" + B.Read->Text +
                                 "` of `" + T.name() + "` differ by more than a shift along `" +
                                 AffineExpr::spelling(W) + "`: there is no window of values to rotate");
  };
  std::map<std::string, std::vector<AlongWindow>> Splits;
  std::string Lead; // the first producer variable that moves with W
  for (const auto &Entry : Origins.front().ProducerVarValues) {
    const std::string &Var = Entry.first;
    for (const ProducerIteration &Origin : Origins) {
      auto S = splitAlong(Origin.ProducerVarValues.at(Var), W);
      if (!S)
        return rewriteFailure(C, "the read `" + Origin.Read->Text + "` of `" + T.name() +
                                     "` is not linear in the window loop `" + AffineExpr::spelling(W) + "`");
      const std::vector<AlongWindow> &Seen = Splits[Var];
      if (!Seen.empty() && (S->Scale != Seen[0].Scale || S->Rest != Seen[0].Rest))
        return notAShift(Origins.front(), Origin);
      Splits[Var].push_back(*S);
    }
    if (Splits[Var][0].Scale != 0 && Lead.empty())
      Lead = Var;
  }

  Window Win;
  Win.Temporary = T;
  // The shift of a read is how far W moves to reach it; the lead variable
  // moves one step per step of W.
  for (size_t R = 0; R < Origins.size(); ++R) {
    int64_t Shift = 0;
    if (!Lead.empty()) {
      int64_t Scale = Splits[Lead][R].Scale;
      if (Scale != 1 && Scale != -1)
        return rewriteFailure(C, "the producer's loop `" + Lead + "` moves by " +
                                     std::to_string(Scale) + " per step of `" + AffineExpr::spelling(W) +
                                     "`: consecutive values of the window would not "
                                     "be consecutive points");
      Shift = Scale * Splits[Lead][R].Offset;
    }
    Win.Shifts.push_back(Shift);
  }
  for (const auto &[Var, Parts] : Splits) {
    int64_t BaseOffset = Parts[0].Offset - Parts[0].Scale * Win.Shifts[0];
    for (size_t R = 1; R < Parts.size(); ++R)
      if (Parts[R].Offset - Parts[R].Scale * Win.Shifts[R] != BaseOffset)
        return notAShift(Origins.front(), Origins[R]);
    if (Parts[0].Scale != 0) {
      const LoopInfo *L = P.loop(Var);
      if (!L || L->Step != 1)
        return rewriteFailure(C, "the producer's loop `" + AffineExpr::spelling(Var) +
                                     "` does not step by 1, so the points between "
                                     "two reads are not all values it wrote");
    }
    Win.Base[Var] = AffineExpr::constant(Parts[0].Scale) * AffineExpr::symbol(W) +
                    Parts[0].Rest + AffineExpr::constant(BaseOffset);
  }
  Win.First = *std::min_element(Win.Shifts.begin(), Win.Shifts.end());
  Win.Last = *std::max_element(Win.Shifts.begin(), Win.Shifts.end());
  clang::QualType Element = producerWrite(P, T)->Expr->getType().getUnqualifiedType();
  auto Spelled = spellForCopy(Element, C, "`" + T.name() + "`'s elements");
  if (!Spelled)
    return Spelled.takeError();
  Win.ElementType = *Spelled;
  return Win;
}

/// The first `continue`, `break`, `return` or `goto` in \p S that would leave
/// an iteration of the loop whose body \p S is: it would skip the rotation.
const Stmt *leavesIteration(const Stmt *S, bool InLoop = false, bool InSwitch = false) {
  if (!S)
    return nullptr;
  if (isa<ReturnStmt, GotoStmt, IndirectGotoStmt>(S) ||
      (isa<ContinueStmt>(S) && !InLoop) || (isa<BreakStmt>(S) && !InLoop && !InSwitch))
    return S;
  InLoop |= isa<ForStmt, WhileStmt, DoStmt>(S);
  InSwitch |= isa<SwitchStmt>(S);
  for (const Stmt *Child : S->children())
    if (const Stmt *Found = leavesIteration(Child, InLoop, InSwitch))
      return Found;
  return nullptr;
}

/// True when \p S names the variable with symbol key \p Var.
bool mentions(const Stmt *S, const std::string &Var) {
  auto Refs = collectNodes<DeclRefExpr>(S);
  return std::any_of(Refs.begin(), Refs.end(),
                     [&](const DeclRefExpr *E) { return symbolKey(E->getDecl()) == Var; });
}

const OMPCollapseClause *collapseClause(const TargetRegion &Q) {
  for (const OMPExecutableDirective *D : collectNodes<OMPExecutableDirective>(Q.Directive))
    if (const auto *C = D->getSingleClause<OMPCollapseClause>())
      return C;
  return nullptr;
}

/// The expression a `for` loop starts its variable with.
const Expr *firstValue(const ForStmt *For) {
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(For->getInit()))
    if (const auto *V = DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr)
      return V->getInit();
  if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(For->getInit()))
    if (Assign->getOpcode() == BO_Assign)
      return Assign->getRHS();
  return nullptr;
}

/// Finds the layout of one candidate, step by step; each step refuses
/// with a sentence or fills in more of the layout.
class LayoutFinder {
public:
  LayoutFinder(const Candidate &C, const SourceText &Text, WindowLayout &Layout)
      : C(C), P(*C.Producer), Q(*C.Consumer), Text(Text), Layout(Layout) {}

  llvm::Error run() {
    if (llvm::Error E = chooseWindowLoop())
      return E;
    if (llvm::Error E = checkNest())
      return E;
    if (llvm::Error E = buildWindows())
      return E;
    auto Values = ProducerValues::of(C, Text);
    if (!Values)
      return Values.takeError();
    Layout.Values = std::move(*Values);
    nameWindows();
    if (llvm::Error E = locateBody())
      return E;
    if (llvm::Error E = locateHeaders())
      return E;
    return locateCollapse();
  }

private:
  llvm::Error chooseWindowLoop();
  llvm::Error checkNest();
  llvm::Error buildWindows();
  void nameWindows();
  llvm::Error locateBody();
  llvm::Error locateHeaders();
  llvm::Error locateCollapse();

  const Candidate &C;
  const TargetRegion &P, &Q;
  const SourceText &Text;
  WindowLayout &Layout;
  // The finder's names for the layout's fields it fills in step by step.
  std::vector<const LoopInfo *> &Nest = Layout.Nest;
  const LoopInfo *&WindowLoop = Layout.WindowLoop;
  std::string &W = Layout.W;
  std::vector<Window> &Windows = Layout.Windows;
};

llvm::Error LayoutFinder::chooseWindowLoop() {
  std::set<std::string> Shifted = shiftedLoops(C);
  if (Shifted.empty())
    return rewriteFailure(C, "no temporary is read at two points along one loop: "
                             "there is no window to slide (use --strategy=inline)");
  if (Shifted.size() > 1) {
    std::string List;
    for (const std::string &S : Shifted)
      List += (List.empty() ? "`" : ", `") + AffineExpr::spelling(S) + "`";
    return rewriteFailure(C, "the temporaries are read at shifts along several loops (" +
                                 List + "); a window slides along one");
  }
  W = *Shifted.begin();
  const LoopInfo *Innermost = nullptr;
  for (const LoopInfo &L : Q.Loops) {
    if (L.Perfect)
      Innermost = &L;
    if (L.Perfect && L.InCollapsedNest)
      Nest.push_back(&L);
  }
  if (Innermost && Innermost->Var == W)
    return rewriteFailure(
        C, "the reads are shifted along `" + AffineExpr::spelling(W) +
               "`, the innermost (unit-stride) loop: a window along it makes each "
               "thread walk its own row, so no access coalesces (measured at 0.51x "
               "the unfused speed on the H200, TOOLCHAIN.md); use --strategy=inline");
  for (const LoopInfo *L : Nest)
    if (L->Var == W)
      WindowLoop = L;
  if (!WindowLoop)
    return rewriteFailure(C, "the reads are shifted along `" + AffineExpr::spelling(W) +
                                 "`, which is not one of the loops the consumer's "
                                 "directive distributes");
  return llvm::Error::success();
}

llvm::Error LayoutFinder::checkNest() {
  if (Q.Collapse < 2)
    return rewriteFailure(C, "the consumer's directive distributes one loop: with `" + AffineExpr::spelling(W) +
                                 "` sequential, no loop would be left across threads");
  unsigned Perfect = 0;
  for (const LoopInfo &L : Q.Loops)
    Perfect += L.Perfect;
  if (Perfect != Nest.size() || Nest.size() != Q.Collapse)
    return rewriteFailure(C, "the consumer's perfect nest is deeper than the " +
                                 std::to_string(Q.Collapse) +
                                 " loops its directive collapses: the window's "
                                 "scalars would need one value per inner iteration");
  // Statements between the collapsed loops (outer scalars set per
  // iteration, StepBindings.h) would not follow the window loop inward.
  for (const LoopInfo *L : Nest)
    if (L->Stmt && L != Nest.back())
      if (const auto *Block = llvm::dyn_cast<clang::CompoundStmt>(L->Stmt->getBody()))
        if (Block->size() != 1)
          return rewriteFailure(C, "the consumer sets variables between its collapsed loops "
                                   "(inside `" + L->Name + "`): the window would change "
                                   "their order; use --strategy=inline");
  if (WindowLoop->Step != 1 || !WindowLoop->BoundsAffine)
    return rewriteFailure(C, "the window loop `" + AffineExpr::spelling(W) +
                                 "` does not run from an affine start by steps of 1");
  for (const LoopInfo *L : Nest)
    if (L != WindowLoop &&
        (mentions(L->Stmt->getInit(), W) || mentions(L->Stmt->getCond(), W) ||
         mentions(L->Stmt->getInc(), W)))
      return rewriteFailure(C, "the bounds of loop `" + L->Name + "` depend on `" + AffineExpr::spelling(W) +
                                   "`, so `" + AffineExpr::spelling(W) + "` cannot move inside it");
  if (const Stmt *Exit = leavesIteration(Q.InnermostBody))
    return rewriteFailure(C, "the consumer's body leaves an iteration early (line " +
                                 std::to_string(Text.lineNumber(Text.sourceManager().getFileOffset(
                                     Text.sourceManager().getExpansionLoc(Exit->getBeginLoc())))) +
                                 "), which would skip the rotation of the window");
  return llvm::Error::success();
}

llvm::Error LayoutFinder::buildWindows() {
  std::set<std::string> Varying = regionLocals(Q);
  for (const LoopInfo *L : Nest)
    if (L != WindowLoop)
      Varying.erase(L->Var);
  for (const ArrayId &T : C.Temporaries) {
    if (!C.ReadOrigins.count(T))
      continue;
    auto Win = windowOf(C, T, W);
    if (!Win)
      return Win.takeError();
    // The values before the loop are computed outside the window loop and
    // the consumer's body: they may only use what is fixed in a thread.
    for (const auto &[Var, Value] : Win->Base)
      for (const std::string &S : Value.symbols())
        if (S != W && Varying.count(S))
          return rewriteFailure(C, "the reads of `" + T.name() + "` depend on `" + S +
                                       "`, which is declared inside the consumer's "
                                       "body, not fixed in a thread");
    Windows.push_back(std::move(*Win));
  }
  return llvm::Error::success();
}

/// Names `<T>_m1`, `<T>_0`, `<T>_p1` unless the translation unit already
/// has any of them (as a variable, a macro or anything else); then
/// `<T>_w_m1`, `<T>_w2_m1`, ... until none clashes.
void LayoutFinder::nameWindows() {
  const IdentifierTable &Idents = C.Function->Decl->getASTContext().Idents;
  std::set<std::string> Taken;
  for (Window &Win : Windows) {
    for (unsigned Attempt = 0;; ++Attempt) {
      Win.Prefix = Win.Temporary.name() +
                   (Attempt == 0 ? "" : "_w" + (Attempt == 1 ? "" : std::to_string(Attempt)));
      bool Clash = false;
      for (int64_t S = Win.First; S <= Win.Last; ++S)
        Clash |= Idents.find(Win.name(S)) != Idents.end() || Taken.count(Win.name(S));
      if (!Clash)
        break;
    }
    for (int64_t S = Win.First; S <= Win.Last; ++S)
      Taken.insert(Win.name(S));
  }
}

/// The consumer's body and its reads of the temporaries, each replaced by
/// its scalar.
llvm::Error LayoutFinder::locateBody() {
  const Stmt *Body = Q.InnermostBody;
  auto Range = Text.fileRange(Body->getSourceRange());
  if (!Range)
    return rewriteFailure(C, "the consumer's body is partly inside a macro body");
  Layout.NestRange.End = Range->End;
  if (isa<CompoundStmt>(Body)) {
    Layout.BodyRange = {Range->Begin + 1, Range->End - 1};
  } else {
    // An expression statement's range stops before its `;`.
    llvm::StringRef Code = Text.code();
    unsigned End = Range->End;
    while (End < Code.size() && std::isspace(static_cast<unsigned char>(Code[End])))
      ++End;
    if (End < Code.size() && Code[End] == ';')
      Layout.NestRange.End = Range->End = End + 1;
    Layout.BodyRange = *Range;
  }
  for (const Window &Win : Windows) {
    const std::vector<ProducerIteration> &Origins = C.ReadOrigins.at(Win.Temporary);
    for (size_t R = 0; R < Origins.size(); ++R) {
      auto ReadRange = readRange(*Origins[R].Read, Text);
      if (!ReadRange)
        return rewriteFailure(C, "the consumer's read `" + Origins[R].Read->Text +
                                     "` is partly inside a macro body");
      if (ReadRange->Begin < Layout.BodyRange.Begin || ReadRange->End > Layout.BodyRange.End)
        return rewriteFailure(C, "the consumer reads `" + Win.Temporary.name() +
                                     "` outside its loop body (line " +
                                     std::to_string(Origins[R].Read->Loc.Line) + ")");
      Layout.Reads.push_back({*ReadRange, Win.name(Win.Shifts[R])});
    }
  }
  std::sort(Layout.Reads.begin(), Layout.Reads.end(),
            [](const auto &A, const auto &B) { return A.first.Begin < B.first.Begin; });
  for (size_t R = 1; R < Layout.Reads.size(); ++R)
    if (Layout.Reads[R].first.Begin < Layout.Reads[R - 1].first.End)
      return rewriteFailure(C, "two reads of the temporaries overlap in the text");
  return llvm::Error::success();
}

/// The loops' headers, and what guards the values before the window loop.
llvm::Error LayoutFinder::locateHeaders() {
  for (const LoopInfo *Loop : Nest) {
    auto R = Text.fileRange(SourceRange(Loop->Stmt->getForLoc(), Loop->Stmt->getRParenLoc()));
    if (!R)
      return rewriteFailure(C, "the header of loop `" + Loop->Name +
                                   "` is partly inside a macro body");
    if (Loop == Nest.front())
      Layout.NestRange.Begin = R->Begin;
    Layout.Headers.push_back(*R);
  }
  // Values before the loop (every shift but the last) are only computed
  // when the loop runs at least once: for an empty loop they may lie
  // outside what the producer wrote.
  bool Prologue = false;
  for (const Window &Win : Windows)
    Prologue |= Win.First < Win.Last;
  auto Extent = (WindowLoop->Last - WindowLoop->Lower).asConstant();
  Layout.Guarded = Prologue && !(Extent && *Extent >= 0);
  if (!Layout.Guarded)
    return llvm::Error::success();
  const Expr *Init = firstValue(WindowLoop->Stmt);
  const Expr *Cond = WindowLoop->Stmt->getCond();
  auto InitRange = Init ? Text.fileRange(Init->getSourceRange()) : std::nullopt;
  auto CondRange = Cond ? Text.fileRange(Cond->getSourceRange()) : std::nullopt;
  if (!InitRange || !CondRange)
    return rewriteFailure(C, "the start or the condition of the window loop `" +
                                 AffineExpr::spelling(W) + "` is not plain text of the file");
  Layout.WindowVar = loopVariable(WindowLoop->Stmt);
  if (!Layout.WindowVar)
    return rewriteFailure(C, "the window loop's variable `" + AffineExpr::spelling(W) +
                                 "` is not set by its loop");
  Layout.Start = *InitRange;
  Layout.Condition = *CondRange;
  Layout.StartValue = Init;
  return llvm::Error::success();
}

llvm::Error LayoutFinder::locateCollapse() {
  const OMPCollapseClause *Clause = collapseClause(Q);
  if (!Clause)
    return rewriteFailure(C, "the consumer's collapse clause was not found");
  auto R = Text.fileRange(SourceRange(Clause->getBeginLoc(), Clause->getEndLoc()));
  if (!R)
    return rewriteFailure(C, "the consumer's collapse clause is partly inside a macro body");
  Layout.Collapse = *R;
  return llvm::Error::success();
}

} // namespace

llvm::Expected<WindowLayout> WindowLayout::of(const Candidate &C, const SourceText &Text) {
  WindowLayout L;
  if (llvm::Error E = LayoutFinder(C, Text, L).run())
    return std::move(E);
  return L;
}

} // namespace paracodex
