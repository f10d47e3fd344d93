//===- FusionPlan.cpp -----------------------------------------------------===//
#include "passes/plan/FusionPlan.h"

namespace paracodex {

namespace {

PairShape shapeOf(const Candidate &C) {
  PairShape Shape;
  if (sideBySide(C.Kind)) {
    // A keep-store pair's reads at other iterations are recomputed; no
    // temporary goes, so no bytes are saved by it.
    for (const auto &[T, Origins] : C.ReadOrigins)
      Shape.RecomputedReads += Origins.size();
    return Shape;
  }
  const TargetRegion &Q = *C.Consumer;
  for (const auto &[T, Origins] : C.ReadOrigins) {
    (void)T;
    Shape.RecomputedReads += Origins.size();
    Shape.TemporaryBytesSaved += 16; // one 8-byte write + one 8-byte read
    for (const ProducerIteration &Origin : Origins)
      for (const auto &[Var, Value] : Origin.ProducerVarValues)
        for (const auto &[M, Coefficient] : Value.terms()) {
          (void)Coefficient;
          if (M.empty()) {
            // A constant shift: find the consumer loop this dimension follows.
            for (const auto &[M2, C2] : Value.terms())
              if (M2.size() == 1 && Q.loop(M2[0]))
                Shape.ShiftedLoops.insert(M2[0]);
          }
        }
  }
  return Shape;
}

} // namespace

FusionPlan planFusion(const Candidate &C) {
  FusionPlan Plan;
  if (!C.legal())
    return Plan;
  static_cast<PairShape &>(Plan) = shapeOf(C);
  for (const auto &S : registeredStrategies()) {
    if (!S->check(C).empty())
      continue;
    if (std::optional<std::string> Why = S->prefer(C, Plan)) {
      Plan.Chosen = S.get();
      Plan.Rationale = *Why;
      break;
    }
  }
  return Plan;
}

} // namespace paracodex
