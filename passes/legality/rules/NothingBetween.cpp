//===- NothingBetween.cpp - nothing between the regions changes the inputs ===//
//
// The consumer recomputes the producer's values after whatever runs
// between the two: no region, host statement, callee, clause or store
// through an untraced pointer there may change a temporary or anything
// the producer reads (arrays, scalars), and no preprocessor line may
// change what the producer's text means.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/legality/ClauseFacts.h"
#include "passes/legality/Legality.h"
#include "passes/model/AstQueries.h"
#include "passes/model/CollectNodes.h"
#include "passes/model/SourceText.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>

namespace paracodex {
namespace {

class NothingBetween final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "nothing-between", "nothing between the regions writes the temporary or the producer's "
                         "inputs (arrays, scalars; a call may change any global)"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 190; }
  void check(PairCheck &Pair) const override {
    checkRegionsBetween(Pair);
    checkPreprocessorBetween(Pair);
    if (!Pair.P.Block || Pair.P.Block != Pair.Q.Block)
      return;
    checkJumpTargetsBetween(Pair);
    checkArraysBetween(Pair);
    checkScalarsBetween(Pair);
  }

private:
  /// The regions between: their clauses, untraced stores, escapes, calls.
  static void checkRegionsBetween(PairCheck &Pair) {
    const TargetRegion &P = Pair.P;
    std::vector<const TargetRegion *> Between = Pair.regionsBetween();
    const clang::ASTContext &Context = Pair.F.Decl->getASTContext();
    for (const TargetRegion *R : Between) {
      std::string Who = "the region at line " + lineOf(R->Span) +
                        ", between the producer and the consumer,";
      ClauseFacts Facts = clauseFacts(*R, Context);
      if (Facts.HasEffects)
        Pair.refuse(Info, "a clause of " + Who +
                              " has a side effect (an assignment or increment), which may "
                              "change what the producer read");
      for (const clang::VarDecl *V : Facts.Copied)
        if (std::find(P.ScalarInputs.begin(), P.ScalarInputs.end(), V) != P.ScalarInputs.end())
          Pair.refuse(Info, Who + " has its own copy of `" + V->getName().str() +
                                "` (a private, lastprivate, reduction or linear clause), which "
                                "the producer reads: a copy of the producer's expression there "
                                "would see it");
    }
    for (const TargetRegion *R : Between)
      for (const std::string &W : R->UnknownWrites)
        Pair.refuse(Info, "the region at line " + lineOf(R->Span) +
                              ", between the producer and the consumer, stores through a "
                              "pointer paracodex cannot trace to an array, " +
                              W + ": it may change what the producer reads");
    std::set<ArrayId> Inputs = Pair.producerInputs();
    // A callee handed an input may write it (`poke(a, i)`, `memset(&a[i],
    // ...)`: review reproducers between_declare_target_local,
    // between_memset); one called in the region may write any global
    // (region_between_calls_writer).
    for (const TargetRegion *R : Between)
      for (const auto &[Array, How] : R->Escapes)
        if (Inputs.count(Array))
          Pair.refuse(Info, quoted(Array) + ", which the producer reads, is " + How +
                                " in the region at line " + lineOf(R->Span) +
                                ", between the producer and the consumer");
    for (const TargetRegion *R : Between)
      for (const std::string &Call : R->Calls)
        for (const ArrayId &X : Inputs)
          if (Pair.reachableElsewhere(X)) {
            Pair.refuse(Info, "the region at line " + lineOf(R->Span) +
                                  ", between the producer and the consumer, calls " + Call +
                                  ", which may change " + quoted(X) +
                                  ", which the producer reads");
            break;
          }
  }

  /// A label or a `case` after the producer, up to the consumer's own
  /// statement: a jump there runs the consumer without running the
  /// producer again, on inputs that may have changed (review reproducers
  /// goto_label, switch_case).
  static void checkJumpTargetsBetween(PairCheck &Pair) {
    const TargetRegion &P = Pair.P, &Q = Pair.Q;
    const clang::SourceManager &SM = Pair.F.Decl->getASTContext().getSourceManager();
    size_t Index = 0;
    for (const clang::Stmt *S : P.Block->body()) {
      size_t This = Index++;
      if (This <= P.IndexInBlock || This > Q.IndexInBlock)
        continue;
      std::vector<const clang::Stmt *> Targets;
      for (const clang::LabelStmt *L : collectNodes<clang::LabelStmt>(S))
        Targets.push_back(L);
      for (const clang::SwitchCase *C : collectNodes<clang::SwitchCase>(S))
        Targets.push_back(C);
      if (Targets.empty())
        continue;
      const auto *Label = llvm::dyn_cast<clang::LabelStmt>(Targets.front());
      Pair.refuse(Info, std::string(Label ? "the label `" + std::string(Label->getName()) + "`"
                                          : std::string("a `case` or `default` label")) +
                            " (line " +
                            std::to_string(presumedLine(SM, Targets.front()->getBeginLoc())) +
                            ") lies after the producer: a jump there runs the consumer without "
                            "the producer");
      return;
    }
  }

  /// A preprocessor directive between the two may change what the
  /// producer's copied text means (`#undef K` / `#define K 3.0`: review
  /// reproducer macro_redefined).
  static void checkPreprocessorBetween(PairCheck &Pair) {
    const TargetRegion &P = Pair.P, &Q = Pair.Q;
    if (!P.Block || P.Block != Q.Block || !P.Directive)
      return;
    const clang::SourceManager &SM = Pair.F.Decl->getASTContext().getSourceManager();
    llvm::StringRef Code = SM.getBufferData(SM.getMainFileID());
    // From the producer's first line, which the fusion deletes with
    // whatever directive is there (review 31, F7: an `#endif` closing an
    // `#ifdef` above; F8: a `#define` the consumer's text then misses),
    // through the consumer's end: its copy sits inside the consumer's body
    // (review reproducer macro_redefined_in_consumer).
    unsigned Begin = P.Wrapped ? P.StatementSpan.Begin : P.Span.Begin, End = std::min<unsigned>(Q.Span.End, Code.size());
    for (unsigned At = Begin; At < End;) {
      size_t Eol = Code.find('\n', At);
      llvm::StringRef Line = Code.slice(At, Eol == llvm::StringRef::npos ? End : Eol).ltrim(" \t");
      // A `#line` directive (a spliced kernel file's frame) changes no
      // code's meaning.
      if (Line.starts_with("#") && !Line.drop_front().ltrim(" \t").starts_with("pragma") &&
          !isLineDirective(Line)) {
        if (At < (P.Wrapped ? P.StatementSpan.End : P.Span.End)) {
          unsigned DirectiveLine =
              presumedLine(SM, SM.getComposedLoc(SM.getMainFileID(), At));
          Pair.refuse(Info, "the preprocessor directive at line " + std::to_string(DirectiveLine) +
                                ", inside the producer, would be deleted with it: the code "
                                "around it, or the consumer's copy, could then mean something "
                                "else");
          return;
        }
        Pair.refuse(Info, std::string("a preprocessor directive ") +
                              (At < Q.Span.Begin ? "between the producer and the consumer"
                                                 : "inside the consumer") +
                              " (line " +
                              std::to_string(presumedLine(
                                  SM, SM.getComposedLoc(SM.getMainFileID(), At))) +
                              ") may change what the producer's text means in the consumer");
        return;
      }
      if (Eol == llvm::StringRef::npos)
        return;
      At = Eol + 1;
    }
  }

  /// Regions and host code between that write a temporary or an input, by
  /// its name or another; callees and untraced stores that may reach one.
  static void checkArraysBetween(PairCheck &Pair) {
    const FunctionModel &F = Pair.F;
    unsigned Begin = Pair.P.Span.End, End = Pair.Q.Span.Begin;
    std::set<ArrayId> Inputs = Pair.producerInputs();
    std::set<ArrayId> Watched = Inputs;
    Watched.insert(Pair.C.Temporaries.begin(), Pair.C.Temporaries.end());
    for (const TargetRegion &R : F.Regions) {
      if (!startsWithin(R.Span, Begin, End))
        continue;
      for (const ArrayId &X : Watched)
        if (R.writes(X))
          Pair.refuse(Info, "the region at line " + lineOf(R.Span) +
                                ", between the producer and the consumer, writes " + quoted(X));
    }
    for (const ArrayId &X : Watched) {
      const ArrayVariable *A = F.array(X);
      if (!A)
        continue;
      for (const HostUse &U : A->HostUses) {
        if (!startsWithin(U.Loc, Begin, End))
          continue;
        bool Writes = U.What == HostUse::Write || U.What == HostUse::Escape ||
                      U.What == HostUse::Allocate || U.What == HostUse::Free ||
                      (U.What == HostUse::MapClause &&
                       (U.MapType == "update-to" || U.MapType == "to" || U.MapType == "tofrom" ||
                        // May end the device copy (review reproducer
                        // exit_enter_data_between).
                        U.MapType == "delete" || U.MapType == "release" ||
                        // May begin another one for the consumer, where the
                        // producer's has ended (review 31, globals 10).
                        (U.MapType == "alloc" && Pair.isTemporaryOfPair(X))));
        if (Writes)
          Pair.refuse(Info, "line " + lineOf(U.Loc) +
                                ", between the producer and the consumer, may change " +
                                quoted(X));
      }
    }
    // Host code between that writes another name for an input (review
    // reproducer between_alias: the region between writes `b`, and the
    // call passes `a` for both).
    for (const auto &[Name, Y] : F.Arrays) {
      if (Watched.count(Name))
        continue;
      for (const HostUse &U : Y.HostUses) {
        bool Writes = U.What == HostUse::Write || U.What == HostUse::Escape ||
                      U.What == HostUse::Free ||
                      (U.What == HostUse::MapClause && U.MapType != "alloc" &&
                       U.MapType != "release" && U.MapType.find("present") == std::string::npos);
        if (!Writes || !startsWithin(U.Loc, Begin, End))
          continue;
        for (const ArrayId &X : Inputs) {
          const ArrayVariable *AX = F.array(X);
          if (AX && provablyDistinct(*AX, Y))
            continue;
          Pair.refuse(Info, "line " + lineOf(U.Loc) +
                                ", between the producer and the consumer, may change " +
                                quoted(Name) + ", which may be the memory of " + quoted(X) +
                                " that the producer reads");
          break;
        }
      }
    }
    // A callee may write any array it can reach: globals, and the caller's
    // arrays through pointers it was given before (review reproducer
    // between_call: `bump()` changes the global the producer reads).
    for (const auto &[Callee, Loc] : F.HostCalls) {
      if (!startsWithin(Loc, Begin, End))
        continue;
      for (const ArrayId &X : Inputs)
        if (Pair.reachableElsewhere(X))
          Pair.refuse(Info, "`" + Callee + "` (line " + lineOf(Loc) +
                                "), called between the producer and the consumer, may change " +
                                quoted(X) + ", which the producer reads");
    }
    // A store through a pointer of unknown origin may write any of them too
    // (`*q = x` with `q = a + 1`: review reproducer host_write_derived_ptr).
    for (const auto &[Text, Loc] : F.HostUnknownStores) {
      if (!startsWithin(Loc, Begin, End))
        continue;
      for (const ArrayId &X : Inputs)
        if (Pair.reachableElsewhere(X)) {
          Pair.refuse(Info, "`" + Text + "` (line " + lineOf(Loc) +
                                "), between the producer and the consumer, stores through a "
                                "pointer paracodex cannot trace to an array: it may change " +
                                quoted(X) + ", which the producer reads");
          break;
        }
    }
  }

  /// The scalars the producer reads must hold, where the consumer
  /// recomputes its values, what they held when the producer ran.
  static void checkScalarsBetween(PairCheck &Pair) {
    const FunctionModel &F = Pair.F;
    unsigned Begin = Pair.P.Span.End, End = Pair.Q.Span.Begin;
    for (const clang::VarDecl *X : Pair.P.ScalarInputs) {
      std::string Name = quoted(X->getName().str());
      for (const ScalarWrite &W : F.HostScalarWrites) {
        if (W.Var != X)
          continue;
        if (startsWithin(W.Loc, Begin, End))
          Pair.refuse(Info, Name + ", which the producer reads, " +
                                (llvm::StringRef(W.How).starts_with("has ") ? "" : "is ") + W.How +
                                " at line " +
                                lineOf(W.Loc) + ", between the producer and the consumer");
        else if (W.How == "has its address taken")
          Pair.refuse(Info, Name + ", which the producer reads, " + W.How + " at line " +
                                lineOf(W.Loc) + ": it may be changed through that pointer");
      }
      for (const TargetRegion &R : F.Regions)
        if (startsWithin(R.Span, Begin, End) &&
            std::find(R.ScalarWrites.begin(), R.ScalarWrites.end(), X) != R.ScalarWrites.end())
          Pair.refuse(Info, "the region at line " + lineOf(R.Span) +
                                ", between the producer and the consumer, writes " + Name +
                                ", which the producer reads");
      if (X->hasGlobalStorage())
        for (const auto &[Callee, Loc] : F.HostCalls)
          if (startsWithin(Loc, Begin, End))
            Pair.refuse(Info, Name + " is a global the producer reads, and `" + Callee +
                                  "` (line " + lineOf(Loc) +
                                  "), called between the producer and the consumer, may change "
                                  "it");
    }
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(NothingBetween)
