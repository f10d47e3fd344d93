/*
 * case:   march_comment_unreadable_number
 * what:   A schedule comment whose chunk is not a number,
 *         `plane-march k chunk=two`, asks for nothing: the options decide
 *         (with --schedule=all the region is marched with the defaults),
 *         and fuse writes its own comment under the user's line, which it
 *         leaves as written. A second run reads fuse's comment.
 * expect: MARCHED
 */
#include <stdio.h>
#include <stdlib.h>

#define N 12

static void smooth(const double *restrict a, double *restrict out)
{
// paracodex: schedule(plane-march k chunk=two)
#pragma omp target teams distribute parallel for collapse(3) map(to: a[0:N*N*N]) map(tofrom: out[0:N*N*N])
  for (int k = 1; k < N - 1; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        out[(k * N + j) * N + i] = a[((k - 1) * N + j) * N + i] - a[((k + 1) * N + j) * N + i];
}

int main(void)
{
  double *a = malloc(sizeof(double) * N * N * N), *out = malloc(sizeof(double) * N * N * N);
  for (int p = 0; p < N * N * N; p++) {
    a[p] = (p * 53 % 17) / 4.0;
    out[p] = 1;
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
