/*
 * case:     guarded_temporary_section_bound_shadowed
 * what:     vertical_runtime_overlap_check with the section length in
 *           `len`, and the body of the target data declaring its own
 *           `int len = 1;` before the pair (review reproducer s5). Pasted
 *           into the fallback, `t[0:len]` named the inner len: a
 *           one-element device t (segfault in the host-offload build).
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes out).
 * expect:   R1 -> R2 via t: LEGAL
 *           no-alias holds where PARACODEX_NO_OVERLAP(in, n, out, n) does.
 * strategy: inline, guarded; `map(alloc: t[0:len])` stays on the target data.
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *in, double *out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
  int len = n;
#pragma omp target data map(present, to: in[0:n]) map(present, tofrom: out[0:n]) map(alloc: t[0:len])
  {
    int len = 1;
    printf("len=%d\n", len);
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
