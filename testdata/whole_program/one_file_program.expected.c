/*
 * case:     one_file_program
 * what:     The file is the whole program (issue 28, point 1): smooth() and
 *           driver() are not static, as C codes write them, and the work
 *           array `w` is allocated in main and passed down. Without
 *           --whole-program callers in other files may pass anything, so
 *           the pair is refused (temporary, no-alias); with it, every call
 *           is in this file: `w` is a work array of main's that nothing
 *           reads, and `in`, `w` and `out` point into different arrays at
 *           every call.
 * regions:  R1 producer (writes w), R2 consumer (reads w, writes out).
 * expect:   R1 -> R2 via w: LEGAL with --whole-program; REFUSED without
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

void smooth(const double *in, double *w, double *out, int n)
{
  if (PARACODEX_NO_OVERLAP(in, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), out,
                           PARACODEX_MIN((1LL), (-2LL + 1LL * (long long)(n))),
                           PARACODEX_MAX((1LL), (-2LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for map(alloc: w[0:n]) map(tofrom: out[0:n]) map(to: in[0:n])
  for (int i = 1; i < n - 1; i++)
      out[i] = (0.25 * in[(i - 1)] + 1.0) + 2.0 * (0.25 * in[i] + 1.0) +
               (0.25 * in[(i + 1)] + 1.0);
  } else {
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: w[0:n])
  for (int i = 0; i < n; i++)
    w[i] = 0.25 * in[i] + 1.0;
#pragma omp target teams distribute parallel for map(alloc: w[0:n]) map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = w[i - 1] + 2.0 * w[i] + w[i + 1];
  }
}

void driver(double *a, double *b, double *w, int n, int steps)
{
  for (int s = 0; s < steps; s++) {
    smooth(a, w, b, n);
    smooth(b, w, a, n);
  }
}

int main(void)
{
  enum { N = 64 };
  double a[N], b[N];
  double *w = malloc(N * sizeof *w);
  if (w == NULL)
    return 1;
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 13) % 7) - 3.0;
    b[i] = 0.0;
  }
  driver(a, b, w, N, 3);
  free(w);
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    sum += (a[i] + 0.5 * b[i]) * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
