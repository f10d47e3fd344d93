//===- RemovableProducer.h - a producer fused into all its consumers -*- C++ -*-===//
#ifndef PARACODEX_PASSES_LEGALITY_RULES_REMOVABLEPRODUCER_H
#define PARACODEX_PASSES_LEGALITY_RULES_REMOVABLEPRODUCER_H

#include "passes/legality/Candidate.h"

#include <vector>

namespace paracodex {

/// A producer that writes several temporaries, each read by its own
/// consumer (ParaCodex's interp: z1, z2 and z3 for three regions), is fused
/// into all of them at once: each consumer recomputes what it reads and the
/// producer goes. Its pairs are then legal together when each is legal but
/// for the producer's other writes, and those are the temporaries of the
/// others; otherwise each keeps its refusals, and says what stands in the
/// way. Runs after every rule has judged every pair.
void shareProducers(std::vector<Candidate> &Candidates);

} // namespace paracodex

#endif
