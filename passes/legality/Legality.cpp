//===- Legality.cpp - candidate pairs and the rules that judge them -------===//
#include "passes/legality/Legality.h"

#include "passes/legality/ReadCoverage.h"

#include <algorithm>
#include <set>

namespace paracodex {

namespace {

std::string line(const SourceSpan &S) { return std::to_string(S.Line); }

std::string quoted(const std::string &Name) { return "`" + Name + "`"; }

bool isLocalAllocation(Allocation A) {
  return A == Allocation::Malloc || A == Allocation::Calloc ||
         A == Allocation::OmpTargetAlloc || A == Allocation::LocalArray;
}

bool between(const SourceSpan &S, unsigned Begin, unsigned End) {
  return Begin <= S.Begin && S.Begin < End;
}

/// Everything one vertical candidate needs while its rules run.
class VerticalJudge {
public:
  VerticalJudge(const FunctionModel &F, Candidate &C)
      : F(F), C(C), P(*C.Producer), Q(*C.Consumer) {}

  void run() {
    checkSameBlock();
    checkSynchronous();
    for (const std::string &T : C.Temporaries) {
      const ArrayVariable *A = F.array(T);
      if (!A)
        continue;
      checkTemporary(*A);
      checkNoEscape(*A);
      checkNotMappedBack(*A);
      checkDeadAfter(*A);
      checkSingleWriter(*A);
      checkConsumerReadsOnly(T);
      if (checkAffineWrite(T))
        checkCoveredReads(T);
    }
    checkRemovableProducer();
    checkPureProducer();
    checkNoAlias();
    checkNothingBetween();
    C.Legal = C.Refusals.empty();
  }

private:
  const FunctionModel &F;
  Candidate &C;
  const TargetRegion &P;
  const TargetRegion &Q;

  void refuse(const char *Rule, std::string Message) {
    C.Refusals.push_back({Rule, std::move(Message)});
  }

  bool isTemporaryOfPair(const std::string &Name) const {
    return std::find(C.Temporaries.begin(), C.Temporaries.end(), Name) !=
           C.Temporaries.end();
  }

  void checkSameBlock() {
    if (P.Block && P.Block == Q.Block && P.IndexInBlock < Q.IndexInBlock)
      return;
    refuse("same-block", "the producer (line " + line(P.Span) +
                             ") and the consumer (line " + line(Q.Span) +
                             ") are not statements of the same block");
  }

  void checkSynchronous() {
    for (const TargetRegion *R : {&P, &Q}) {
      const char *Who = R == &P ? "the producer" : "the consumer";
      if (R->NoWait)
        refuse("synchronous", std::string(Who) + " (line " + line(R->Span) +
                                  ") has `nowait`: it runs asynchronously");
      if (R->HasDepend)
        refuse("synchronous", std::string(Who) + " (line " + line(R->Span) +
                                  ") has `depend`: its ordering with other "
                                  "tasks would be lost");
    }
  }

  void checkTemporary(const ArrayVariable &A) {
    if (isLocalAllocation(A.Alloc))
      return;
    switch (A.Alloc) {
    case Allocation::Parameter:
      refuse("temporary", quoted(A.Name) + " is a parameter of `" + F.Name +
                              "`: the caller may read it after the call, so "
                              "it is not a temporary");
      return;
    case Allocation::GlobalArray:
      refuse("temporary", quoted(A.Name) +
                              " is a global array: code elsewhere may read it");
      return;
    default:
      refuse("temporary", quoted(A.Name) + " is not allocated in `" + F.Name +
                              "` (no malloc, calloc, omp_target_alloc or "
                              "local array): it may be visible elsewhere");
    }
  }

  void checkNoEscape(const ArrayVariable &A) {
    for (const TargetRegion &R : F.Regions)
      for (const auto &[Array, How] : R.Escapes)
        if (Array == A.Name)
          refuse("no-escape", quoted(A.Name) + " is " + How +
                                  ", inside the region at line " + line(R.Span) +
                                  ": what the callee reads is unknown");
    for (const HostUse &U : A.HostUses)
      if (U.What == HostUse::Escape)
        refuse("no-escape", quoted(A.Name) + " is " + U.Detail + " at line " +
                                line(U.Loc) +
                                ": another name may see its values");
  }

  void checkNotMappedBack(const ArrayVariable &A) {
    for (const HostUse &U : A.HostUses)
      if (U.What == HostUse::MapClause &&
          U.MapType.find("from") != std::string::npos)
        refuse("not-mapped-back",
               quoted(A.Name) + " is copied back to the host (" + U.MapType +
                   " at line " + line(U.Loc) + "): its values are used there");
  }

  void checkDeadAfter(const ArrayVariable &A) {
    for (const TargetRegion &R : F.Regions) {
      if (R.Span.Begin < Q.Span.End || !R.reads(A.Name))
        continue;
      refuse("dead-after", quoted(A.Name) + " is read again by the region at line " +
                               line(R.Span) + ", after the consumer");
    }
    for (const HostUse &U : A.HostUses)
      if ((U.What == HostUse::Read || U.What == HostUse::Write) &&
          U.Loc.Begin >= Q.Span.End)
        refuse("dead-after", quoted(A.Name) + " is used on the host at line " +
                                 line(U.Loc) + ", after the consumer");
  }

  void checkSingleWriter(const ArrayVariable &A) {
    for (const TargetRegion &R : F.Regions)
      if (&R != &P && &R != &Q && R.writes(A.Name))
        refuse("single-writer", quoted(A.Name) +
                                    " is also written by the region at line " +
                                    line(R.Span));
    for (const HostUse &U : A.HostUses)
      if (U.What == HostUse::Write && between(U.Loc, P.Span.Begin, Q.Span.End))
        refuse("single-writer", quoted(A.Name) + " is written on the host at line " +
                                    line(U.Loc) +
                                    ", between the producer and the consumer");
  }

  void checkConsumerReadsOnly(const std::string &T) {
    for (const ArrayAccess *A : Q.accessesTo(T))
      if (A->isWrite()) {
        refuse("consumer-reads-only", "the consumer also writes " + quoted(T) +
                                          " (line " + line(A->Loc) + ")");
        return;
      }
  }

  bool checkAffineWrite(const std::string &T) {
    std::string Problem = describeProducerWriteProblem(P, T);
    if (Problem.empty())
      return true;
    refuse("affine-write", Problem);
    return false;
  }

  void checkCoveredReads(const std::string &T) {
    for (const ArrayAccess *Read : Q.accessesTo(T)) {
      if (!Read->isRead())
        continue;
      CoverageResult R = coverRead(P, Q, T, *Read);
      if (!R.Covered) {
        refuse("covered-reads", R.Problem);
        continue;
      }
      C.ReadOrigins[T].push_back({Read, R.ProducerVarValues});
    }
  }

  void checkRemovableProducer() {
    std::set<std::string> Reported;
    for (const ArrayAccess &A : P.Accesses)
      if (A.isWrite() && !isTemporaryOfPair(A.Array) &&
          Reported.insert(A.Array).second)
        refuse("removable-producer",
               "the producer also writes " + quoted(A.Array) + " (line " +
                   line(A.Loc) + "), which the consumer does not read: "
                   "fusion would have to keep that write");
  }

  void checkPureProducer() {
    for (const std::string &S : P.SideEffects)
      refuse("pure-producer", "the producer " + S +
                                  ": recomputing it per use would repeat that");
    for (const std::string &S : P.ControlFlow)
      refuse("pure-producer", "the producer " + S +
                                  ": its values cannot be recomputed as one expression");
  }

  std::set<std::string> producerInputs() const {
    std::set<std::string> Inputs;
    for (const ArrayAccess &A : P.Accesses)
      if (A.isRead() && !isTemporaryOfPair(A.Array))
        Inputs.insert(A.Array);
    return Inputs;
  }

  void checkNoAlias() {
    std::set<std::string> Outputs;
    for (const ArrayAccess &A : Q.Accesses)
      if (A.isWrite() && !isTemporaryOfPair(A.Array))
        Outputs.insert(A.Array);
    for (const std::string &X : producerInputs())
      for (const std::string &Y : Outputs) {
        if (X == Y) {
          refuse("no-alias", "the consumer writes " + quoted(X) +
                                 ", which the producer reads: a recomputation "
                                 "could see values the consumer already changed");
          continue;
        }
        const ArrayVariable *AX = F.array(X);
        const ArrayVariable *AY = F.array(Y);
        if (!AX || !AY)
          continue;
        bool Distinct = AX->Restrict || AY->Restrict ||
                        ((isLocalAllocation(AX->Alloc) ||
                          AX->Alloc == Allocation::GlobalArray) &&
                         (isLocalAllocation(AY->Alloc) ||
                          AY->Alloc == Allocation::GlobalArray));
        if (!Distinct)
          refuse("no-alias",
                 quoted(X) + " (read by the producer) and " + quoted(Y) +
                     " (written by the consumer) may point to the same memory: "
                     "needs restrict or a runtime alias check");
      }
  }

  void checkNothingBetween() {
    if (!P.Block || P.Block != Q.Block)
      return;
    unsigned Begin = P.Span.End, End = Q.Span.Begin;
    std::set<std::string> Watched = producerInputs();
    Watched.insert(C.Temporaries.begin(), C.Temporaries.end());
    for (const TargetRegion &R : F.Regions) {
      if (!between(R.Span, Begin, End))
        continue;
      for (const std::string &X : Watched)
        if (R.writes(X))
          refuse("nothing-between", "the region at line " + line(R.Span) +
                                        ", between the producer and the "
                                        "consumer, writes " + quoted(X));
    }
    for (const std::string &X : Watched) {
      const ArrayVariable *A = F.array(X);
      if (!A)
        continue;
      for (const HostUse &U : A->HostUses) {
        if (!between(U.Loc, Begin, End))
          continue;
        bool Writes = U.What == HostUse::Write || U.What == HostUse::Escape ||
                      U.What == HostUse::Allocate ||
                      (U.What == HostUse::MapClause &&
                       (U.MapType == "update-to" || U.MapType == "to" ||
                        U.MapType == "tofrom"));
        if (Writes)
          refuse("nothing-between", "line " + line(U.Loc) +
                                        ", between the producer and the "
                                        "consumer, may change " + quoted(X));
      }
    }
  }
};

/// Horizontal pairs: adjacent, independent regions with the same loop nest.
void judgeHorizontal(Candidate &C) {
  const TargetRegion &A = *C.Producer, &B = *C.Consumer;
  for (const TargetRegion *R : {&A, &B})
    if (R->NoWait || R->HasDepend)
      C.Refusals.push_back({"synchronous", "the region at line " + line(R->Span) +
                                               " has `nowait` or `depend`"});
  auto nest = [](const TargetRegion &R) {
    std::vector<const LoopInfo *> N;
    for (const LoopInfo &L : R.Loops)
      if (L.InCollapsedNest)
        N.push_back(&L);
    return N;
  };
  auto NA = nest(A), NB = nest(B);
  bool Same = NA.size() == NB.size() && !NA.empty();
  for (size_t I = 0; Same && I < NA.size(); ++I)
    Same = NA[I]->BoundsAffine && NB[I]->BoundsAffine &&
           NA[I]->Lower == NB[I]->Lower && NA[I]->Last == NB[I]->Last &&
           NA[I]->Step == NB[I]->Step;
  if (!Same)
    C.Refusals.push_back({"same-iteration-space",
                          "the regions at lines " + line(A.Span) + " and " +
                              line(B.Span) +
                              " do not iterate over the same loop nest"});
  C.Legal = C.Refusals.empty();
}

bool dependent(const TargetRegion &A, const TargetRegion &B) {
  // A callee may read or write whatever it is handed.
  for (const auto &[Array, How] : A.Escapes)
    if (!B.accessesTo(Array).empty() || B.reads(Array))
      return true;
  for (const auto &[Array, How] : B.Escapes)
    if (!A.accessesTo(Array).empty())
      return true;
  for (const ArrayAccess &X : A.Accesses)
    for (const ArrayAccess &Y : B.Accesses)
      if (X.Array == Y.Array && (X.isWrite() || Y.isWrite()))
        return true;
  return false;
}

} // namespace

std::vector<Candidate> findCandidates(const ProgramModel &Program) {
  std::vector<Candidate> Result;
  for (const FunctionModel &F : Program.Functions) {
    const auto &Rs = F.Regions;
    for (size_t I = 0; I < Rs.size(); ++I) {
      // Vertical: for each array the region writes, the next region that
      // touches it, if that region reads it.
      std::map<size_t, std::vector<std::string>> ByConsumer;
      std::set<std::string> Written;
      for (const ArrayAccess &A : Rs[I].Accesses)
        if (A.isWrite())
          Written.insert(A.Array);
      for (const std::string &T : Written)
        for (size_t J = I + 1; J < Rs.size(); ++J) {
          if (Rs[J].accessesTo(T).empty() && !Rs[J].reads(T))
            continue;
          if (Rs[J].reads(T))
            ByConsumer[J].push_back(T);
          break;
        }
      for (auto &[J, Temps] : ByConsumer) {
        Candidate C;
        C.Function = &F;
        C.Producer = &Rs[I];
        C.Consumer = &Rs[J];
        C.Temporaries = Temps;
        C.Kind = Rs[J].Reductions.empty() ? CandidateKind::Vertical
                                          : CandidateKind::MapReduce;
        VerticalJudge(F, C).run();
        Result.push_back(std::move(C));
      }
      // Horizontal: the very next statement is an independent region.
      if (I + 1 < Rs.size() && Rs[I].Block && Rs[I].Block == Rs[I + 1].Block &&
          Rs[I + 1].IndexInBlock == Rs[I].IndexInBlock + 1 &&
          !dependent(Rs[I], Rs[I + 1])) {
        Candidate C;
        C.Kind = CandidateKind::Horizontal;
        C.Function = &F;
        C.Producer = &Rs[I];
        C.Consumer = &Rs[I + 1];
        judgeHorizontal(C);
        Result.push_back(std::move(C));
      }
    }
  }
  unsigned Id = 0;
  for (Candidate &C : Result)
    C.Id = ++Id;
  return Result;
}

} // namespace paracodex
