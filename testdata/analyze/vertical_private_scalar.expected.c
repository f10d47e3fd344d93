/*
 * case:     vertical_private_scalar
 * what:     Body scalars declared outside the region and listed in the loop
 *           directive's `private(...)` (issue 28, 39 candidates in the
 *           corpus): each thread's own copy, set before it is read in every
 *           iteration, is a local of the body. The producer's `x` is
 *           replaced by the value it is set to; the consumer keeps its
 *           `private(y)`.
 * regions:  R1 producer (sets private x, writes t), R2 consumer (sets
 *           private y, reads t).
 * expect:   R1 -> R2 via t: LEGAL
 */
#include <stdlib.h>

void scale(const double *restrict in, double *restrict out, int n)
{
  double x, y;
  int i;
#pragma omp target data map(to: in[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for private(y)
    for (i = 0; i < n; i++) {
      y = ((in[i] * 2.0) + 1.0) * 3.0;
      out[i] = y - ((in[i] * 2.0) + 1.0);
    }
  }
}
