//===- CopyChainMerge.cpp -------------------------------------------------===//
#include "passes/rewrite/CopyChainMerge.h"

#include "passes/model/CollectNodes.h"
#include "passes/model/LoopParser.h"
#include "passes/rewrite/ScheduleChecks.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"

#include <set>

namespace paracodex {

namespace {

using namespace clang;

/// Forwarded reads grow with the chain; past this many loads per copy the
/// merged region is not worth its text.
constexpr unsigned MaxLoadsPerCopy = 64;

llvm::Error mergeFailure(const CopyChain &Chain, const std::string &Why) {
  return llvm::createStringError(std::errc::invalid_argument,
                                 "the copy regions from line %u are not merged: %s",
                                 Chain.Regions.front().Region->Span.Line, Why.c_str());
}

/// "E >= 0" as C: `n1 >= 3` when E is one symbol plus a constant and the
/// bound is not negative (no arithmetic, so nothing can overflow, and an
/// unsigned symbol compares as it should), else in long long.
std::string atLeastZero(const AffineExpr &E) {
  int64_t C = E.terms().count({}) ? E.terms().at({}) : 0;
  AffineExpr Linear = E - AffineExpr::constant(C);
  if (Linear.terms().size() == 1) {
    const auto &[M, K] = *Linear.terms().begin();
    if (M.size() == 1 && ((K == 1 && C <= 0) || (K == -1 && C >= 0)))
      return AffineExpr::spelling(M[0]) + (K == 1 ? " >= " : " <= ") +
             std::to_string(K == 1 ? -C : C);
  }
  return wideText(E) + " >= 0";
}


/// \p E as C text in its own int arithmetic when that cannot overflow
/// where the original's did not (a constant, or one variable plus a
/// constant: a coordinate of the grid), else computed in long long and
/// converted back.
std::string coordinateText(const AffineExpr &E) {
  int64_t C = E.terms().count({}) ? E.terms().at({}) : 0;
  AffineExpr Linear = E - AffineExpr::constant(C);
  if (Linear.isZero() ||
      (Linear.terms().size() == 1 && Linear.terms().begin()->first.size() == 1 &&
       Linear.terms().begin()->second == 1))
    return E.str();
  return "(int)" + wideText(E);
}

/// \p E with every variable of \p Values replaced at once: a value may
/// mention another of the variables (loop variables declared once and
/// reused by several regions), which a second replacement must not touch.
AffineExpr substituteAll(const AffineExpr &E, const std::map<std::string, AffineExpr> &Values) {
  AffineExpr Out = E;
  unsigned K = 0;
  std::map<std::string, std::string> Placeholder;
  for (const auto &[Var, Value] : Values)
    Out = Out.substitute(Var, AffineExpr::symbol(Placeholder[Var] = "\x01pcx" + std::to_string(K++)));
  for (const auto &[Var, Value] : Values)
    Out = Out.substitute(Placeholder[Var], Value);
  return Out;
}

/// Builds the value a copy of region \p J reads: what the chain's regions
/// before \p J stored at a point, else the point itself.
class Forwarding {
public:
  Forwarding(const CopyChain &Chain, const SourceText &Text, size_t J)
      : Chain(Chain), Text(Text), Region(*Chain.Regions[J].Region) {
    for (const LoopInfo &L : Region.Loops)
      Names.insert(L.Name);
  }

  /// The element at \p Point (per dimension, in region \p J's loop
  /// variables), spelled \p Spelled, as the sequence sees it just before
  /// region \p J. Fails when a name would be captured.
  llvm::Expected<std::string> valueBefore(size_t J, const std::vector<AffineExpr> &Point,
                                          const std::string &Spelled) {
    // Each level may forward to every copy before it: stop before the
    // text (and the time to build it) explodes.
    if (++Loads > MaxLoadsPerCopy)
      return failure("a copy would read through more than " + std::to_string(MaxLoadsPerCopy) +
                     " forwarded elements");
    std::vector<std::pair<std::string, std::string>> Branches;
    for (size_t Earlier = J; Earlier-- > 0;) {
      const TargetRegion &R = *Chain.Regions[Earlier].Region;
      for (const CopyStatement &S : Chain.Regions[Earlier].Statements) {
        std::vector<std::string> Tests;
        std::map<std::string, AffineExpr> Iteration;
        bool Never = false;
        for (size_t D = 0; D < S.To.size() && !Never; ++D) {
          std::string Var;
          for (const LoopInfo &L : R.Loops)
            if (S.To[D].mentions(L.Var))
              Var = L.Var;
          if (Var.empty()) {
            test(Point[D], S.To[D], /*Equal=*/true, Tests, Never);
            continue;
          }
          AffineExpr Value = Point[D] - (S.To[D] - AffineExpr::symbol(Var));
          Iteration[Var] = Value;
          const LoopInfo *L = R.loop(Var);
          test(Value, L->Lower, false, Tests, Never);
          test(L->Last, Value, false, Tests, Never);
        }
        if (Never)
          continue;
        std::vector<AffineExpr> Source;
        for (const AffineExpr &C : S.From)
          Source.push_back(substituteAll(C, Iteration));
        auto SourceText = respell(R, S, Iteration);
        if (!SourceText)
          return SourceText.takeError();
        auto Value = valueBefore(Earlier, Source, *SourceText);
        if (!Value)
          return Value.takeError();
        Forwarded = true;
        if (Tests.empty())
          return *Value; // every such point is this copy's (writes are disjoint)
        std::string Condition;
        for (const std::string &T : Tests)
          Condition += (Condition.empty() ? "" : " && ") + T;
        Branches.push_back({Condition, *Value});
      }
    }
    std::string Out = Spelled;
    for (auto It = Branches.rbegin(); It != Branches.rend(); ++It)
      Out = "(" + It->first + " ? " + It->second + " : " + Out + ")";
    return Out;
  }

  unsigned Loads = 0;
  bool Forwarded = false; ///< some earlier copy may have stored the point

private:
  /// The source of \p S (region \p R) as written, each of its loop
  /// variables replaced by its value at \p Iteration.
  llvm::Expected<std::string> respell(const TargetRegion &R, const CopyStatement &S,
                                      const std::map<std::string, AffineExpr> &Iteration) {
    const Expr *E = S.Source->Parenthesized ? S.Source->Parenthesized : S.Source->Expr;
    std::optional<ByteRange> At = Text.replaceableRange(E);
    if (!At)
      return failure("`" + S.Source->Text + "` is not spelled in the file");
    // A name a macro body brings in (`#define OFF m`) is not in the text
    // the checks below read: where the text moves, it must not be spelled
    // like a loop variable declared there.
    const clang::SourceManager &SM = Text.sourceManager();
    for (const DeclRefExpr *Ref : collectNodes<DeclRefExpr>(E)) {
      SourceLocation Where = SM.getSpellingLoc(Ref->getLocation());
      bool Spelled = SM.isInMainFile(Where) && At->contains(SM.getFileOffset(Where));
      if (!Spelled && Names.count(Ref->getDecl()->getName().str()))
        return failure("`" + Ref->getDecl()->getName().str() + "` in `" + S.Source->Text +
                       "` comes from a macro's body and would be hidden by a loop variable");
    }
    std::map<unsigned, std::pair<unsigned, std::string>> Edits; // offset -> (length, text)
    std::set<std::string> Substituted;
    for (const LoopInfo &L : R.Loops) {
      const VarDecl *V = loopVariable(L.Stmt);
      if (!V || !usesSpelledIn(E, V, *At, L.Name, Text))
        return failure("`" + L.Name + "` is used in `" + S.Source->Text +
                       "` other than where it is spelled");
      for (unsigned Offset : Text.identifierOffsets(*At, L.Name))
        Edits[Offset] = {static_cast<unsigned>(L.Name.size()),
                         "(" + coordinateText(Iteration.at(L.Var)) + ")"};
      Substituted.insert(L.Name);
    }
    // A name of the source that is a loop variable of the region it moves
    // into would now mean that variable.
    for (const std::string &N : Names)
      if (!Substituted.count(N) && !Text.identifierOffsets(*At, N).empty())
        return failure("`" + N + "` in `" + S.Source->Text +
                       "` would be hidden by a loop variable");
    // So would a symbol of a substituted value spelled like one.
    for (const auto &[Var, Value] : Iteration)
      for (const std::string &Symbol : Value.symbols()) {
        bool Own = false;
        for (const LoopInfo &L : Region.Loops)
          Own = Own || L.Var == Symbol;
        if (!Own && Names.count(AffineExpr::spelling(Symbol)))
          return failure("`" + AffineExpr::spelling(Symbol) + "` would be hidden by a loop variable");
      }
    std::string Out;
    unsigned Cursor = At->Begin;
    for (const auto &[Offset, Edit] : Edits) {
      Out += Text.text({Cursor, Offset}) + Edit.second;
      Cursor = Offset + Edit.first;
    }
    return Out + Text.text({Cursor, At->End});
  }

  /// The test "A == B" (\p Equal) or "A >= B", dropped when it holds over
  /// region J's loops, or follows from the chain's run-time facts; \p
  /// Never when constants refute it.
  void test(const AffineExpr &A, const AffineExpr &B, bool Equal,
            std::vector<std::string> &Tests, bool &Never) {
    AffineExpr Difference = A - B;
    if (std::optional<int64_t> C = Difference.asConstant()) {
      Never = Never || (Equal ? *C != 0 : *C < 0);
      return;
    }
    if (!Equal && holdsOverLoops(Difference))
      return;
    bool Simple = coordinateText(A).rfind("(int)", 0) != 0 &&
                  coordinateText(B).rfind("(int)", 0) != 0;
    Tests.push_back(Simple ? A.str() + (Equal ? " == " : " >= ") + B.str()
                           : wideText(Difference) + (Equal ? " == 0" : " >= 0"));
  }

  /// Whether \p E >= 0 at every iteration of region J under the chain's
  /// facts: its least value over the loops (each variable at the bound
  /// that makes its term least) is a constant >= 0, or one of the facts
  /// says it is (same symbols, no larger constant).
  bool holdsOverLoops(const AffineExpr &E) const {
    AffineExpr Least = E;
    for (const LoopInfo &L : Region.Loops) {
      if (!E.mentions(L.Var))
        continue;
      int64_t K = E.coefficientOf(L.Var);
      AffineExpr Rest = E - AffineExpr::constant(K) * AffineExpr::symbol(L.Var);
      if (K == 0 || Rest.mentions(L.Var))
        return false;
      Least = Least.substitute(L.Var, K > 0 ? L.Lower : L.Last);
    }
    if (std::optional<int64_t> C = Least.asConstant())
      return *C >= 0;
    auto Constant = [](const AffineExpr &X) {
      return X.terms().count({}) ? X.terms().at({}) : int64_t(0);
    };
    AffineExpr Linear = Least - AffineExpr::constant(Constant(Least));
    for (const RunTimeClause &Fact : Chain.RunTime)
      if (Fact.size() == 1 && Fact[0] - AffineExpr::constant(Constant(Fact[0])) == Linear &&
          Constant(Fact[0]) <= Constant(Least))
        return true;
    return false;
  }

  llvm::Error failure(const std::string &Why) const {
    return llvm::createStringError(std::errc::invalid_argument, "%s", Why.c_str());
  }

  const CopyChain &Chain;
  const SourceText &Text;
  const TargetRegion &Region;
  std::set<std::string> Names; ///< region J's loop variables
};

/// The map clauses of \p R as written, in order.
std::optional<std::string> mapClauses(const TargetRegion &R, const SourceText &Text) {
  std::string Maps;
  for (const OMPClause *C : R.Directive->clauses()) {
    if (C->isImplicit() || C->getClauseKind() != llvm::omp::OMPC_map)
      continue;
    std::optional<ByteRange> At = Text.clauseRange(*C);
    if (!At)
      return std::nullopt;
    Maps += " " + Text.text(*At);
  }
  return Maps;
}

} // namespace

std::string mergedCopiesComment(size_t Copies) {
  ScheduleSpec S;
  S.What = ScheduleSpec::Kind::MergedCopies;
  S.Copies = static_cast<unsigned>(Copies);
  return scheduleComment(S);
}

llvm::Error addCopyChainMerge(const CopyChain &Chain, const SourceText &Text,
                              const ASTContext &Context, FusionEdits &Edits) {
  const TargetRegion &First = *Chain.Regions.front().Region;
  const TargetRegion &Last = *Chain.Regions.back().Region;
  unsigned Before = Text.lineStart(First.Span.Begin);
  ByteRange Span = Text.wholeLines({Before, Last.Span.End});
  Span.Begin = Before;
  if (!Text.identifierOffsets(Span, "pcx_copy_t").empty() ||
      Text.text(Span).find("pcx_copy_") != std::string::npos)
    return mergeFailure(Chain, "a name starting with `pcx_copy_` is taken");

  std::optional<std::string> Maps = mapClauses(First, Text);
  for (const CopyRegion &C : Chain.Regions)
    if (!Maps || mapClauses(*C.Region, Text) != Maps)
      return mergeFailure(Chain, "their map clauses differ");

  // Host side: the first value and trip count of every loop, and where
  // each region's iterations end in the merged numbering.
  std::string Host, Ends;
  for (size_t J = 0; J < Chain.Regions.size(); ++J) {
    const TargetRegion &R = *Chain.Regions[J].Region;
    std::string Trips;
    for (size_t K = 0; K < R.Loops.size(); ++K) {
      const LoopInfo &L = R.Loops[K];
      std::string Id = std::to_string(J) + "_" + std::to_string(K);
      std::string Count = wideText(L.Last - L.Lower + AffineExpr::constant(1));
      std::optional<int64_t> Lo = L.Lower.asConstant();
      Host += "const long long pcx_copy_lo" + Id + " = " +
              (Lo ? std::to_string(*Lo) : wideText(L.Lower)) + ";\n";
      Host += "const long long pcx_copy_n" + Id + " = " + Count + " > 0 ? " + Count + " : 0;\n";
      Trips += (Trips.empty() ? "" : " * ") + ("pcx_copy_n" + Id);
    }
    Ends += "const long long pcx_copy_end" + std::to_string(J) + " = " +
            (J ? "pcx_copy_end" + std::to_string(J - 1) + " + " : std::string()) + Trips + ";\n";
  }

  // Device side: one branch per region.
  std::string Branches;
  for (size_t J = 0; J < Chain.Regions.size(); ++J) {
    const CopyRegion &C = Chain.Regions[J];
    const TargetRegion &R = *C.Region;
    std::string Decode = "long long pcx_copy_q = pcx_copy_t" +
                         (J ? " - pcx_copy_end" + std::to_string(J - 1) : std::string()) + ";\n";
    for (size_t K = R.Loops.size(); K-- > 0;) {
      const LoopInfo &L = R.Loops[K];
      const VarDecl *V = loopVariable(L.Stmt);
      std::optional<std::string> Type =
          V ? declarableScalar(V->getType(), Context) : std::nullopt;
      if (!Type || !signedLoop(L.Stmt, V))
        return mergeFailure(Chain, "`" + L.Name + "` is not a signed integer loop variable");
      std::string Id = std::to_string(J) + "_" + std::to_string(K);
      Decode += *Type + " " + L.Name + " = (" + *Type + ")(pcx_copy_lo" + Id + " + pcx_copy_q" +
                (K ? " % pcx_copy_n" + Id : std::string()) + ");\n";
      if (K)
        Decode += "pcx_copy_q /= pcx_copy_n" + Id + ";\n";
    }
    std::string Copies;
    for (const CopyStatement &S : C.Statements) {
      auto Whole = Text.statementRange(S.Statement);
      auto From = Text.replaceableRange(S.Source->Parenthesized ? S.Source->Parenthesized
                                                                : S.Source->Expr);
      if (!Whole || !From || From->Begin < Whole->Begin || From->End > Whole->End)
        return mergeFailure(Chain, "`" + S.Source->Text + "` is not spelled in the file");
      Forwarding Value(Chain, Text, J);
      auto Read = Value.valueBefore(J, S.From, Text.text(*From));
      if (!Read)
        return mergeFailure(Chain, llvm::toString(Read.takeError()));
      Copies += Text.text({Whole->Begin, From->Begin}) +
                (Value.Forwarded ? *Read : Text.text(*From)) + Text.text({From->End, Whole->End}) +
                "\n";
    }
    std::string Test = J + 1 == Chain.Regions.size()
                           ? std::string()
                           : "if (pcx_copy_t < pcx_copy_end" + std::to_string(J) + ") ";
    Branches += (J ? "else " : "") + Test + "{\n" + Decode + Copies + "}\n";
  }

  std::string Guard;
  for (const RunTimeClause &Clause : Chain.RunTime) {
    std::string Any;
    for (const AffineExpr &A : Clause)
      Any += (Any.empty() ? "" : " || ") + atLeastZero(A);
    Guard += (Guard.empty() ? "" : " && ") + (Clause.size() > 1 ? "(" + Any + ")" : Any);
  }
  const char *Kind = First.Directive->getDirectiveKind() == llvm::omp::OMPD_target_teams_loop
                         ? "target teams loop"
                         : "target teams distribute parallel for";
  std::string Indent = codeIndent(Text, {First.Span.Begin, First.Span.End});
  std::string Merged = Host + Ends + "#pragma omp " + Kind + *Maps + "\n" + Indent + "  " +
                       "for (long long pcx_copy_t = 0; pcx_copy_t < pcx_copy_end" +
                       std::to_string(Chain.Regions.size() - 1) + "; pcx_copy_t++) {\n" +
                       Branches + "}\n";
  std::string Mark = Indent + mergedCopiesComment(Chain.Regions.size()) + "\n";
  clang::tooling::Replacements Local;
  if (Guard.empty()) {
    // Proved for every size: the regions go.
    if (llvm::Error E = addEdit(Local, Text, Span, Mark + Indent + "{\n" + Merged + Indent + "}\n"))
      return E;
    return Edits.add(Local, {Span}, {});
  }
  std::string Open = Mark + Indent + "if (" + Guard + ") {\n" + Merged + Indent + "} else {\n";
  if (llvm::Error E = addEdit(Local, Text, {Before, Before}, Open))
    return E;
  std::string Close =
      (Span.End > 0 && Text.code()[Span.End - 1] == '\n' ? "" : "\n") + Indent + "}\n";
  if (llvm::Error E = addEdit(Local, Text, {Span.End, Span.End}, Close))
    return E;
  Edits.Verbatim.push_back({Before, Span.End});
  return Edits.add(Local, {}, {});
}

} // namespace paracodex
