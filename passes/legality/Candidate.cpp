//===- Candidate.cpp ------------------------------------------------------===//
#include "passes/legality/Candidate.h"

namespace paracodex {

const char *candidateKindName(CandidateKind K) {
  switch (K) {
  case CandidateKind::Vertical:
    return "vertical";
  case CandidateKind::MapReduce:
    return "map-reduce";
  case CandidateKind::Horizontal:
    return "horizontal";
  case CandidateKind::KeepStore:
    return "keep-store";
  }
  return "vertical";
}

} // namespace paracodex
