/*
 * case:     vertical_caller_work_arrays
 * what:     NPB style: the work array `w` is allocated once in main and
 *           passed down through driver(), which calls smooth() with it on
 *           every step; neither caller reads it. smooth and driver are
 *           static and only called here: `w` is a temporary of every call,
 *           followed through driver's own parameter.
 * regions:  R1 producer (writes w), R2 consumer (reads w, writes out).
 * expect:   R1 -> R2 via w: LEGAL
 * strategy: inline; the parameter stays.
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *restrict in, double *restrict w, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: out[0:n]) map(to: in[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] =
        (0.25 * in[(i - 1)] + 1.0) + 2.0 * (0.25 * in[i] + 1.0) + (0.25 * in[(i + 1)] + 1.0);
}

static void driver(double *a, double *b, double *w, int n, int steps)
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
  double *w = (double *)malloc(N * sizeof(double));
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
