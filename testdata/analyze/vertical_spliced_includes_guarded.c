/*
 * case:     vertical_spliced_includes_guarded
 * what:     producer and consumer each in a file #included inside the
 *           function, and `a` and `b` may overlap (main passes a and a + N):
 *           the fusion runs under a run-time overlap test, with the regions
 *           as written in the fallback branch. That branch copies the text
 *           between the regions, splice markers and all (review of session
 *           26, r12): the output has none left, only the inlined text.
 * regions:  R1 producer (vertical_spliced_includes_guarded_f.inc: writes
 *           t), R2 consumer (vertical_spliced_includes_guarded_g.inc: reads
 *           t, writes b).
 * expect:   R1 -> R2 via t: LEGAL
 */
#include <stdio.h>
#include <stdlib.h>

#define N 1000

static void split(const double *a, double *b)
{
  double *t = malloc(N * sizeof(double));
#pragma omp target data map(to: a[0:N]) map(alloc: t[0:N]) map(tofrom: b[0:N])
  {
#include "vertical_spliced_includes_guarded_f.inc"
#include "vertical_spliced_includes_guarded_g.inc"
  }
  free(t);
}

int main(void)
{
  double *a = malloc(2 * N * sizeof(double));
  for (int i = 0; i < 2 * N; i++)
    a[i] = i * 0.5;
  split(a, a + N);
  split(a, a);
  double s = 0;
  for (int i = 0; i < 2 * N; i++)
    s += a[i] * (i % 7);
  printf("checksum %.6f\n", s);
  free(a);
  return 0;
}
