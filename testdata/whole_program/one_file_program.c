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

void smooth(const double *in, double *w, double *out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: w[0:n])
  for (int i = 0; i < n; i++)
    w[i] = 0.25 * in[i] + 1.0;
#pragma omp target teams distribute parallel for map(alloc: w[0:n]) map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = w[i - 1] + 2.0 * w[i] + w[i + 1];
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
