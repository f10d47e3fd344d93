/*
 * case:     refuse_region_spans_spliced_include
 * what:     the producer's pragma and loop header are in a file #included
 *           inside the function, its body in this file (review of session
 *           26, r01): the region begins in one file and ends in another, so
 *           no fusion can keep either file whole.
 * regions:  R1 producer (pragma in the .inc, body here: writes t), R2
 *           consumer (reads t, writes b).
 * expect:   R1 -> R2 via t: REFUSED [main-file]
 */
#include <stdio.h>
#include <stdlib.h>

#define N 1000

int main(void)
{
  double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
  double *t = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++)
    a[i] = i * 0.5;
#pragma omp target data map(to: a[0:N]) map(alloc: t[0:N]) map(from: b[0:N])
  {
#include "refuse_region_spans_spliced_include.inc"
      t[i] = 2.0 * a[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      b[i] = t[i] + 1.0;
  }
  double s = 0;
  for (int i = 0; i < N; i++)
    s += b[i] * (i % 7);
  printf("checksum %.6f\n", s);
  free(a);
  free(b);
  free(t);
  return 0;
}
