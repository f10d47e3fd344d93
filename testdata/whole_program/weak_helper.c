/*
 * case:     weak_helper
 * what:     smooth() is weak: a strong definition linked in from elsewhere
 *           replaces it, and a library may call it. --whole-program does
 *           not make it the file's own.
 * expect:   R1 -> R2 via w: REFUSED [temporary] with --whole-program ("has
 *           an attribute")
 */
#include <stdio.h>
#include <stdlib.h>

__attribute__((weak)) void smooth(const double *restrict in, double *restrict w,
                                  double *restrict out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: w[0:n])
  for (int i = 0; i < n; i++)
    w[i] = 0.25 * in[i] + 1.0;
#pragma omp target teams distribute parallel for map(alloc: w[0:n]) map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = w[i - 1] + 2.0 * w[i] + w[i + 1];
}

int main(void)
{
  enum { N = 32 };
  double a[N], b[N];
  double *w = malloc(N * sizeof *w);
  for (int i = 0; i < N; i++)
    a[i] = b[i] = (double)i;
  smooth(a, w, b, N);
  free(w);
  printf("%g\n", b[5]);
  return 0;
}
