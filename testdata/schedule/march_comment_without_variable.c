/*
 * case:   march_comment_without_variable
 * what:   A schedule comment a user wrote without the marched loop's
 *         variable, `plane-march chunk=2`: fuse read past the end of its
 *         words and crashed (exit 3, session 18). The variable is optional:
 *         fuse picks the loop, honours the chunk, and writes the comment
 *         in full.
 * expect: MARCHED
 */
#include <stdio.h>
#include <stdlib.h>

#define N 12

static void smooth(const double *restrict a, double *restrict out)
{
// paracodex: schedule(plane-march chunk=2)
#pragma omp target teams distribute parallel for collapse(3) map(to: a[0:N*N*N]) map(tofrom: out[0:N*N*N])
  for (int k = 1; k < N - 1; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        out[(k * N + j) * N + i] = a[((k - 1) * N + j) * N + i] + 2.0 * a[(k * N + j) * N + i] +
                                   a[((k + 1) * N + j) * N + i];
}

int main(void)
{
  double *a = malloc(sizeof(double) * N * N * N), *out = malloc(sizeof(double) * N * N * N);
  for (int p = 0; p < N * N * N; p++) {
    a[p] = (p * 37 % 23) - 11;
    out[p] = 0;
  }
  smooth(a, out);
  double s = 0;
  for (int p = 0; p < N * N * N; p++)
    s = s * 1.000001 + out[p];
  printf("checksum %.17g\n", s);
  free(a);
  free(out);
  return 0;
}
