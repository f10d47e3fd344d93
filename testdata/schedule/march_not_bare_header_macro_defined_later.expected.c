/*
 * case:   march_not_bare_header_macro_defined_later
 * what:   The file asks `#ifdef EXIT_FAILURE` and defines EXIT_FAILURE itself
 *         at its end; <stdlib.h>, which <omp.h> brings, defines it too. The
 *         check read only a macro's latest definition in the trial parse (the
 *         file's own), so the name did not count as the headers' and the #ifdef
 *         flipped (review 15). Any definition from a system header counts.
 * expect: MARCHED, no bare launch: the file defines a macro `EXIT_FAILURE`
 */
#include <stdio.h>
/* paracodex: a marched region runs when its plane has at least this many
   points, its fused form otherwise. -DPARACODEX_MARCH_MIN_PLANE=N sets N for
   every region (0: always marched; paracodex verify builds its harness so). */
#ifdef PARACODEX_MARCH_MIN_PLANE
#define PARACODEX_MIN_PLANE(n) ((long long)(PARACODEX_MARCH_MIN_PLANE))
#else
#define PARACODEX_MIN_PLANE(n) (n)
#endif

enum { N = 12 };
static double u[N * N * N], out[N * N * N];

static void smooth(const double *restrict in, double *restrict res, int n)
{
  // paracodex: schedule(plane-march k min-plane=262144)
  if ((((long long)(n)) - 2LL) * (((long long)(n)) - 2LL) >= PARACODEX_MIN_PLANE(262144LL)) {
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:n*n*n]) map(tofrom: res[0:n*n*n])
  for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++) {
        // input columns rotate in registers as k advances: <array>_<offsets>_<s> holds plane k + (lowest
        // offset) + s
        double in_0_0_0, in_0_0_1, in_0_0_2;
        {
          int k = 1;
          if (k < n - 1) {
            in_0_0_0 = in[((k - 1) * n + j) * n + i];
            in_0_0_1 = in[(k * n + j) * n + i];
          }
        }
        for (int k = 1; k < n - 1; k++) {
          in_0_0_2 = in[((k + 1) * n + j) * n + i];
          res[(k * n + j) * n + i] = in_0_0_0 + 2.0 * in_0_0_2 + in_0_0_1;
          in_0_0_0 = in_0_0_1;
          in_0_0_1 = in_0_0_2;
        }
      }
  } else {
#pragma omp target teams distribute parallel for collapse(3) map(to: in[0:n*n*n]) map(tofrom: res[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
      for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < n - 1; i++)
          res[(k * n + j) * n + i] = in[((k - 1) * n + j) * n + i] + 2.0 * in[((k + 1) * n + j) * n + i] +
                                     in[(k * n + j) * n + i];
  }
}

int main(void)
{
  for (int p = 0; p < N * N * N; p++)
    u[p] = (double)((p * 7919) % 101) / 101.0;
  smooth(u, out, N);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++)
    s += (out[p] - 1.0) * (double)(p % 13 + 1);
#ifdef EXIT_FAILURE
  puts("exit codes known");
#endif
  printf("checksum %.17g\n", s);
  return 0;
}
#define EXIT_FAILURE 1
