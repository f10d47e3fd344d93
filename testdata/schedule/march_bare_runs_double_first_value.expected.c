/*
 * case:   march_bare_runs_double_first_value
 * what:   The marched loop starts at a double (`int k = first`, first 1.5:
 *         k counts from 1). The runs spelled from that text compared in
 *         double and overlapped (review 14: a plane marched twice). Runs
 *         need an integer first value: the bare form without them.
 * expect: MARCHED, no bare launch: the header of `k` cannot be split into runs
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *restrict u, double *restrict out, int n, double first)
{
// paracodex: schedule(plane-march k)
#pragma omp target teams distribute parallel for collapse(2) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int j = 1; j < n - 1; j++)
    for (int i = 1; i < n - 1; i++) {
      // input columns rotate in registers as k advances: <array>_<offsets>_<s> holds plane k + (lowest
      // offset) + s
      double u_0_0_0, u_0_0_1, u_0_0_2;
      {
        int k = first;
        if (k < n - 1) {
          u_0_0_0 = u[((k - 1) * n + j) * n + i];
          u_0_0_1 = u[(k * n + j) * n + i];
        }
      }
      for (int k = first; k < n - 1; k++) {
        u_0_0_2 = u[((k + 1) * n + j) * n + i];
        out[(k * n + j) * n + i] =
            out[(k * n + j) * n + i] + 0.5 * u_0_0_1 +
            0.125 * (u_0_0_0 + u_0_0_2 + u[(k * n + j - 1) * n + i] + u[(k * n + j + 1) * n + i] +
                     u[(k * n + j) * n + i - 1] + u[(k * n + j) * n + i + 1]);
        u_0_0_0 = u_0_0_1;
        u_0_0_1 = u_0_0_2;
      }
    }
}

int main(void)
{
  enum { N = 12 };
  double *u = malloc(N * N * N * sizeof(double));
  double *out = calloc(N * N * N, sizeof(double));
  for (int p = 0; p < N * N * N; p++)
    u[p] = (double)((p * 7919) % 101) / 101.0;
  smooth(u, out, N, 1.5);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++)
    s += out[p] * (double)(p % 13 + 1);
  printf("checksum %.17g\n", s);
  free(u);
  free(out);
  return 0;
}
