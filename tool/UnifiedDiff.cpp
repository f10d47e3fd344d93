//===- UnifiedDiff.cpp ----------------------------------------------------===//
//
// Longest-common-subsequence over the lines that differ once the common
// head and tail are set aside; source files are small enough for that.
//
//===----------------------------------------------------------------------===//
#include "tool/UnifiedDiff.h"

#include <algorithm>
#include <sstream>
#include <vector>

namespace paracodex {

namespace {

std::vector<std::string> splitLines(const std::string &Text) {
  std::vector<std::string> Lines;
  std::string Line;
  std::istringstream In(Text);
  while (std::getline(In, Line))
    Lines.push_back(Line);
  return Lines;
}

/// One line of the edit script: ' ' kept, '-' removed, '+' added.
struct Op {
  char Kind;
  size_t A, B; ///< line indices in Before / After
};

std::vector<Op> editScript(const std::vector<std::string> &A,
                           const std::vector<std::string> &B) {
  size_t Head = 0;
  while (Head < A.size() && Head < B.size() && A[Head] == B[Head])
    ++Head;
  size_t Tail = 0;
  while (Tail < A.size() - Head && Tail < B.size() - Head &&
         A[A.size() - 1 - Tail] == B[B.size() - 1 - Tail])
    ++Tail;
  size_t N = A.size() - Head - Tail, M = B.size() - Head - Tail;
  std::vector<std::vector<unsigned>> L(N + 1, std::vector<unsigned>(M + 1, 0));
  for (size_t I = N; I-- > 0;)
    for (size_t J = M; J-- > 0;)
      L[I][J] = A[Head + I] == B[Head + J] ? L[I + 1][J + 1] + 1
                                           : std::max(L[I + 1][J], L[I][J + 1]);
  std::vector<Op> Ops;
  for (size_t I = 0; I < Head; ++I)
    Ops.push_back({' ', I, I});
  size_t I = 0, J = 0;
  while (I < N || J < M) {
    if (I < N && J < M && A[Head + I] == B[Head + J]) {
      Ops.push_back({' ', Head + I, Head + J});
      ++I, ++J;
    } else if (J < M && (I == N || L[I][J + 1] >= L[I + 1][J])) {
      Ops.push_back({'+', Head + I, Head + J});
      ++J;
    } else {
      Ops.push_back({'-', Head + I, Head + J});
      ++I;
    }
  }
  for (size_t K = 0; K < Tail; ++K)
    Ops.push_back({' ', Head + N + K, Head + M + K});
  return Ops;
}

} // namespace

std::string unifiedDiff(const std::string &Before, const std::string &After,
                        const std::string &Name) {
  if (Before == After)
    return "";
  std::vector<std::string> A = splitLines(Before), B = splitLines(After);
  std::vector<Op> Ops = editScript(A, B);
  const size_t Context = 3;
  std::ostringstream Out;
  Out << "--- a/" << Name << "\n+++ b/" << Name << "\n";
  size_t K = 0;
  while (K < Ops.size()) {
    while (K < Ops.size() && Ops[K].Kind == ' ')
      ++K;
    if (K == Ops.size())
      break;
    size_t Start = K >= Context ? K - Context : 0;
    // Extend the hunk while changes are closer than 2*Context lines apart.
    size_t End = K, LastChange = K;
    while (End < Ops.size()) {
      if (Ops[End].Kind != ' ')
        LastChange = End;
      else if (End - LastChange > 2 * Context)
        break;
      ++End;
    }
    End = std::min(Ops.size(), LastChange + Context + 1);
    size_t ACount = 0, BCount = 0;
    for (size_t X = Start; X < End; ++X) {
      ACount += Ops[X].Kind != '+';
      BCount += Ops[X].Kind != '-';
    }
    size_t AStart = Ops[Start].A + (ACount ? 1 : 0);
    size_t BStart = Ops[Start].B + (BCount ? 1 : 0);
    Out << "@@ -" << AStart << "," << ACount << " +" << BStart << "," << BCount
        << " @@\n";
    for (size_t X = Start; X < End; ++X)
      Out << Ops[X].Kind
          << (Ops[X].Kind == '+' ? B[Ops[X].B] : A[Ops[X].A]) << "\n";
    K = End;
  }
  return Out.str();
}

} // namespace paracodex
