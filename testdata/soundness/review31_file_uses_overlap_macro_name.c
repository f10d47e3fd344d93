/*
 * case:     review31_file_uses_overlap_macro_name
 * what:     The mutation fuzzer's mutant 56: the file has a function named
 *           PARACODEX_NO_OVERLAP, the name of the macro the run-time
 *           overlap test defines; the fused text did not parse (fuse exit
 *           3, nothing written). The test is now not planned when the file
 *           uses one of its names, and the pair is refused.
 * expect:   REFUSED [no-alias] which the run-time check defines
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *in, double *out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(present, to: in[0:n]) map(present, tofrom: out[0:n]) map(alloc: t[0:n])
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

static int PARACODEX_NO_OVERLAP(void) { return 1; }

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
