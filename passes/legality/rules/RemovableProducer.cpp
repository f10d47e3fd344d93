//===- RemovableProducer.cpp - the producer writes only temporaries -------===//
#include "passes/legality/rules/RemovableProducer.h"

#include "passes/legality/LegalityRule.h"

#include <algorithm>
#include <map>
#include <set>

namespace paracodex {
namespace {

class RemovableProducer final : public LegalityRule {
public:
  static constexpr RuleInfo Info = {
      "removable-producer", "the producer writes nothing but the temporaries (of this pair, or "
                            "of the pairs with the same producer, fused with it at once)"};
  const RuleInfo &info() const override { return Info; }
  unsigned order() const override { return 140; }
  void check(PairCheck &Pair) const override {
    std::set<ArrayId> Reported;
    for (const ArrayAccess &A : Pair.P.Accesses)
      if (A.isWrite() && !Pair.isTemporaryOfPair(A.Array) && Reported.insert(A.Array).second) {
        Pair.C.OtherProducerWrites.push_back(A.Array);
        Pair.refuse(Info, "the producer also writes " + quoted(A.Array) + " (line " +
                              lineOf(A.Loc) +
                              "), which the consumer does not read: fusion would have to keep "
                              "that write");
      }
  }
};

} // namespace

void shareProducers(std::vector<Candidate> &Candidates) {
  std::map<const TargetRegion *, std::vector<Candidate *>> ByProducer;
  for (Candidate &C : Candidates)
    if (C.Kind == CandidateKind::Vertical && !C.OtherProducerWrites.empty())
      ByProducer[C.Producer].push_back(&C);
  for (auto &[Producer, Group] : ByProducer) {
    (void)Producer;
    std::set<ArrayId> Fused;
    for (const Candidate *C : Group)
      Fused.insert(C->Temporaries.begin(), C->Temporaries.end());
    bool Together = Group.size() > 1;
    std::vector<std::pair<const Candidate *, std::string>> Blockers;
    for (const Candidate *C : Group) {
      for (const ArrayId &W : C->OtherProducerWrites)
        if (!Fused.count(W)) {
          Together = false;
          Blockers.push_back({nullptr, quoted(W) + " is read by none of them"});
        }
      for (const Refusal &R : C->Refusals)
        if (R.Rule != RuleId(RemovableProducer::Info)) {
          Together = false;
          std::string Temps;
          for (const ArrayId &T : C->Temporaries)
            Temps += (Temps.empty() ? "" : ", ") + quoted(T);
          Blockers.push_back({C, "the pair through " + Temps + " (line " +
                                     lineOf(C->Consumer->Span) + ") is refused"});
          break;
        }
    }
    if (!Together) {
      for (Candidate *C : Group) {
        std::string Why;
        for (const auto &[Who, What] : Blockers)
          if (Who != C && Why.find(What) == std::string::npos)
            Why += (Why.empty() ? "" : "; ") + What;
        if (Group.size() < 2 || Why.empty())
          continue;
        for (Refusal &R : C->Refusals)
          if (R.Rule == RuleId(RemovableProducer::Info))
            R.Message += ", and the pairs of this producer cannot all be fused at once (" +
                         Why + ")";
      }
      continue;
    }
    // Every pair is guarded by every pair's test: one `if` holds them all.
    std::vector<OverlapCheck> Checks;
    for (const Candidate *C : Group)
      for (const OverlapCheck &G : C->OverlapChecks)
        if (std::find(Checks.begin(), Checks.end(), G) == Checks.end())
          Checks.push_back(G);
    for (Candidate *C : Group) {
      C->Refusals.clear();
      C->ProducerTemporaries.assign(Fused.begin(), Fused.end());
      C->OverlapChecks = Checks;
      std::string Lines;
      for (const Candidate *O : Group)
        if (O != C)
          Lines += (Lines.empty() ? "" : ", ") + lineOf(O->Consumer->Span);
      C->Facts.push_back({RemovableProducer::Info,
                          "the producer's other temporaries are read by the regions at lines " +
                              Lines + ": the producer is fused into all of them at once"});
    }
  }
}

} // namespace paracodex

PARACODEX_LEGALITY_RULE(RemovableProducer)
