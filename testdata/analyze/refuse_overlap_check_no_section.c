/*
 * case:     refuse_overlap_check_no_section
 * what:     vertical_runtime_overlap_check without map clauses for `in` and
 *           `out` (the caller's mapping makes them present): no section
 *           says how far each reaches, so there is nothing to test at run
 *           time, and nothing else proves them apart.
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes out).
 * expect:   R1 -> R2 via t: REFUSED [no-alias]
 * rule:     `in` and `out` may point into `buf`; no map clause gives a section with a length.
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *in, double *out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.5 * in[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + 2.0 * t[i] + t[i + 1];
  }
  free(t);
}

int main(void)
{
  enum { N = 64 };
  double buf[2 * N];
  for (int i = 0; i < 2 * N; i++)
    buf[i] = (double)((i * 37) % 11) - 4.0;
#pragma omp target data map(tofrom: buf[0:2 * N])
  {
    smooth(buf, buf + N, N);
    smooth(buf, buf + 1, N - 1);
  }
  double sum = 0.0;
  for (int i = 0; i < 2 * N; i++)
    sum += buf[i] * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
