/*
 * case:     refuse_static_local_used_before_assignment
 * what:     a static local work array that each call frees before it
 *           allocates a new one: the pointer is read before the
 *           assignment, so it carries one call's array into the next and
 *           is not a temporary of one call (vertical_shared_producer_guarded
 *           has the form paracodex accepts: assigned first).
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes out).
 * expect:   R1 -> R2 via t: REFUSED [temporary]
 * rule:     `t` is not allocated in `smooth` by a first assignment.
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *restrict in, double *restrict out, int n)
{
  static double *t;
  if (t)
    free(t);
  t = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: t[0:n])
  for (int i = 0; i < n; i++)
    t[i] = 0.5 * in[i];
#pragma omp target teams distribute parallel for map(alloc: t[0:n]) map(from: out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = t[i] + 1.0;
}

int main(void)
{
  enum { N = 16 };
  double in[N], out[N];
  for (int i = 0; i < N; i++)
    in[i] = (double)i;
  smooth(in, out, N);
  smooth(out, in, N);
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += in[i] * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
