/*
 * case:     vertical_static_callers_alias_guarded
 * what:     The same static smooth(in, out, n) without restrict, but one
 *           call passes one array for both: smooth(a, a + 1, n - 1). Then
 *           the consumer's store to out[i] can change in[i + 1] before the
 *           recomputed producer reads it: no proof from the calls. The
 *           pair is fused under a run-time test of the mapped sections,
 *           and at that call the original regions run (the program-output
 *           CTest runs main, so both branches). (Refused before run-time
 *           tests existed.)
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: LEGAL
 * strategy: inline, guarded by PARACODEX_NO_OVERLAP(in, n, out, n).
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no
   byte. A fused region under it runs only then; otherwise the original
   regions, kept in the else branch, run. */
#define PARACODEX_NO_OVERLAP(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) || (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))
#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))
#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))

#define N 64
static double a[N], b[N];

static void smooth(const double *in, double *out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(tofrom: out[0:n])
  {
    if (PARACODEX_NO_OVERLAP(
            in, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
            PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), out,
            PARACODEX_MIN((1LL), (-2LL + 1LL * (long long)(n))),
            PARACODEX_MAX((1LL), (-2LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
        out[i] = (0.5 * in[(i - 1)]) + (0.5 * in[i]) + (0.5 * in[(i + 1)]);
    } else {
#pragma omp target data map(alloc: t[0:n])
    {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.5 * in[i];
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i] + t[i + 1];
      }
    }
  }
  free(t);
}

int main(void)
{
  for (int i = 0; i < N; i++)
    a[i] = i;
  smooth(a, b, N);
  smooth(a, a + 1, N - 1);
  printf("%g %g\n", a[N / 2], b[N / 2]);
  return 0;
}
