/*
 * case:     vertical_overlap_check_reads_past_section
 * what:     The producer reads in[i + 1], one element past the section its
 *           `map(present, to: in[0:n])` names, which is valid because main
 *           maps all of buf. A run-time test built from the map sections
 *           said "no overlap" for smooth(buf, buf + N, N) and the fused
 *           program differed (found by a review: 21454 became 21838). The
 *           test is now built from the accesses: in[0..n] against out[0..n-1]
 *           overlap, so the original regions run.
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes out).
 * expect:   R1 -> R2 via t: LEGAL
 * strategy: inline, guarded; the program-output CTest runs main.
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
static void smooth(const double *in, double *out, int n) {
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(present, to: in[0:n]) map(present, tofrom: out[0:n])
  {
    if (PARACODEX_NO_OVERLAP(in, (1LL) + 0LL + PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                             (1LL) + 0LL + PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), out,
                             PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                             PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
        out[i] = (0.5 * in[i + 1] + 1.0) * 2.0;
    } else {
#pragma omp target data map(alloc: t[0:n])
    {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.5 * in[i + 1] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] * 2.0 ;
      }
    }
  }
  free(t);
}
int main(void)
{
  enum { N = 64 };
  double buf[2 * N + 1];
  for (int i = 0; i < 2 * N + 1; i++) buf[i] = (double)((i * 37) % 11) - 4.0;
#pragma omp target data map(tofrom: buf[0:2 * N + 1])
  {
    smooth(buf, buf + N, N);
  }
  double sum = 0.0;
  for (int i = 0; i < 2 * N + 1; i++) sum += buf[i] * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
