//===- Legality.h - which pairs of target regions may be fused --*- C++ -*-===//
//
// Candidates come from data flow alone: a region that writes an array and
// the next region that reads it (vertical, or map-reduce when the consumer
// is a reduction), and adjacent regions that share no written data
// (horizontal). Each candidate then goes through the rules below; every
// failed rule adds a Refusal, so one run lists all that stands in the way.
//
// Vertical / map-reduce rules (the pair is legal when none fails):
//  1. same-block:      producer and consumer are statements of one block;
//  2. synchronous:     neither has `nowait` or `depend`;
//  3. temporary:       each joining array is allocated in this function
//                      (malloc, calloc, omp_target_alloc or a local array);
//  4. no-escape:       it is never passed to a call or copied to a pointer;
//  5. not-mapped-back: it is never copied to the host (map from/tofrom,
//                      target update from);
//  6. dead-after:      nothing reads it after the consumer;
//  7. single-writer:   nothing but the producer writes it;
//  8. consumer-reads-only: the consumer does not write it;
//  9. affine-write:    the producer writes it once per iteration, in one
//                      plain assignment, at an injective affine index;
// 10. covered-reads:   every consumer read lies inside what the producer
//                      wrote;
// 11. pure-producer:   the producer has no side effects and no control flow;
// 12. no-alias:        the consumer writes nothing the producer reads, and
//                      distinct pointers are proven distinct (restrict or
//                      separate allocations);
// 13. nothing-between: no statement between them writes the temporary or
//                      the producer's inputs.
//
//===----------------------------------------------------------------------===//
#ifndef PARACODEX_PASSES_LEGALITY_LEGALITY_H
#define PARACODEX_PASSES_LEGALITY_LEGALITY_H

#include "passes/legality/Candidate.h"

namespace paracodex {

/// Every candidate pair of \p Program with its verdict, in source order,
/// numbered from 1.
std::vector<Candidate> findCandidates(const ProgramModel &Program);

} // namespace paracodex

#endif
