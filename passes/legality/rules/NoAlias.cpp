//===- NoAlias.cpp - nothing the producer reads changes before it is reread ===//
//
// A recomputation in the consumer reads the producer's inputs after the
// consumer (and the regions between) wrote: each written array must be
// proved apart from each input (restrict, distinct storage, every call
// site), or tested apart at run time (OverlapGuard.h); the consumer may
// not write an input, a scalar the producer reads, or anything through a
// pointer or callee paracodex cannot trace.
//
//===----------------------------------------------------------------------===//
#include "passes/legality/LegalityRule.h"

#include "passes/legality/CallSiteAliasing.h"
#include "passes/legality/ClauseFacts.h"
#include "passes/legality/Legality.h"
#include "passes/legality/OverlapGuard.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <algorithm>

namespace paracodex {
namespace {

class NoAlias final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "no-alias", "the consumer writes nothing the producer reads (arrays or scalars), and "
                  "distinct pointers are proven distinct, or tested apart at run time"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 160; }
  void check(PairCheck &Pair) const override {
    const TargetRegion &P = Pair.P, &Q = Pair.Q;
    ClauseFacts Clauses = clauseFacts(Q, Pair.F.Decl->getASTContext());
    if (Clauses.HasEffects)
      Pair.refuse(Info, "a clause of the consumer has a side effect (an assignment or "
                        "increment), which may change what the producer read");
    for (const clang::VarDecl *V : Clauses.Copied)
      if (std::find(P.ScalarInputs.begin(), P.ScalarInputs.end(), V) != P.ScalarInputs.end())
        Pair.refuse(Info, "the consumer has its own copy of `" + V->getName().str() +
                              "` (a private, lastprivate, reduction or linear clause), which "
                              "the producer reads: a copy of the producer's expression there "
                              "would see it");
    // A read through a computed pointer (`(a + 0)[i]`) may read what the
    // consumer writes (producer), or the temporary the fusion removes
    // (consumer): review reproducer horizontal_hidden_read.
    for (const std::string &R : Pair.P.UnknownReads)
      Pair.refuse(Info, "the producer reads through a pointer computed from an array, " + R +
                            ": what it reads is not known");
    for (const std::string &R : Q.UnknownReads)
      Pair.refuse(Info, "the consumer reads through a pointer computed from an array, " + R +
                            ": it may read a temporary the fusion removes");
    for (const std::string &W : Q.UnknownWrites)
      Pair.refuse(Info, "the consumer stores through a pointer paracodex cannot trace to an "
                        "array, " + W + ": it may change what the producer reads");
    std::set<ArrayId> Inputs = Pair.producerInputs();
    // A callee handed an input may write it; a function called in the
    // region (`declare target`) may write any global, and any array it was
    // handed (review reproducers consumer_calls_writer, between_memset).
    for (const auto &[Array, How] : Q.Escapes)
      if (Inputs.count(Array))
        Pair.refuse(Info, quoted(Array) + ", which the producer reads, is " + How +
                              " in the consumer");
    for (const std::string &Call : Q.Calls)
      for (const ArrayId &X : Inputs)
        if (Pair.reachableElsewhere(X)) {
          Pair.refuse(Info, "the consumer calls " + Call + ", which may change " + quoted(X) +
                                ", which the producer reads");
          break;
        }
    // Every array the consumer or a region between writes, against every
    // input: a recomputation reads the input after both (`f(a, a)` with
    // the region between writing `b`).
    std::vector<const TargetRegion *> Writers = Pair.regionsBetween();
    Writers.push_back(&Q);
    for (const TargetRegion *R : Writers) {
      std::set<ArrayId> Outputs;
      for (const ArrayAccess &A : R->Accesses)
        if (A.isWrite() && !Pair.isTemporaryOfPair(A.Array))
          Outputs.insert(A.Array);
      for (const ArrayId &X : Inputs)
        for (const ArrayId &Y : Outputs) {
          if (X != Y)
            checkApart(Pair, X, Y, *R);
          else if (R == &Q)
            Pair.refuse(Info, "the consumer writes " + quoted(X) +
                                  ", which the producer reads: a recomputation could see "
                                  "values the consumer already changed");
          // (A region between writing X by name is nothing-between's.)
        }
    }
    // (Only for regions of one block: same-block refuses the others.)
    if (!P.Block || P.Block != Q.Block)
      return;
    for (const clang::VarDecl *X : P.ScalarInputs)
      if (std::find(Q.ScalarWrites.begin(), Q.ScalarWrites.end(), X) != Q.ScalarWrites.end())
        Pair.refuse(Info, "the consumer writes " + quoted(X->getName().str()) +
                              ", which the producer reads: a recomputation would see the "
                              "consumer's value");
  }

private:
  /// Whether the producer input \p X and the array \p Y, which \p Writer
  /// writes, are proved or tested apart; refuses otherwise. \p Writer is
  /// the consumer or a region between the two.
  static void checkApart(PairCheck &Pair, const ArrayId &X, const ArrayId &Y,
                         const TargetRegion &Writer) {
    bool IsConsumer = &Writer == &Pair.Q;
    std::string Who = IsConsumer ? std::string("the consumer")
                                 : "the region at line " + lineOf(Writer.Span) +
                                       ", between the producer and the consumer,";
    const ArrayVariable *AX = Pair.F.array(X);
    const ArrayVariable *AY = Pair.F.array(Y);
    if (AX && AY && provablyDistinct(*AX, *AY))
      return;
    std::string CallSites;
    if (AX && AY && AX->Decl && AY->Decl && AX->Decl != AY->Decl) {
      // Without restrict, the callers may still prove it.
      CallSiteProof Proof = distinctAtEveryCall(AX->Decl, AY->Decl);
      if (Proof.Distinct) {
        Pair.fact(Info, Proof.Why);
        return;
      }
      CallSites = " (" + Proof.Why + ")";
    }
    // What no proof gives, the program can test before the producer.
    std::string NoCheck;
    if (AX && AY && AX->Decl != AY->Decl && Pair.C.Kind == CandidateKind::Vertical) {
      OverlapGuardResult Guard = overlapCheckFor(Pair.F, Pair.P, Pair.Q, Writer, *AX, *AY);
      if (Guard.Check) {
        Pair.C.OverlapChecks.push_back(*Guard.Check);
        Pair.fact(Info, quoted(X) + " and " + quoted(Y) + " may share memory" + CallSites +
                            ": the fused region runs only when the elements the producer reads "
                            "of " + quoted(X) + " and those " +
                            (IsConsumer ? std::string("the consumer touches")
                                        : "the region at line " + lineOf(Writer.Span) +
                                              " touches") +
                            " of " + quoted(Y) +
                            " do not overlap, tested at run time from the loop bounds; "
                            "otherwise the original regions run");
        return;
      }
      NoCheck = "; no run-time check either: " + Guard.WhyNot;
    }
    Pair.refuse(Info, quoted(X) + " (read by the producer) and " + quoted(Y) + " (written by " +
                          Who.substr(0, Who.size() - (IsConsumer ? 0 : 1)) +
                          ") may point to the same memory" + CallSites +
                          ": needs restrict, or a static function whose every call passes them "
                          "distinct arrays" + NoCheck);
  }
};

} // namespace
} // namespace paracodex

PARACODEX_LEGALITY_RULE(NoAlias)
