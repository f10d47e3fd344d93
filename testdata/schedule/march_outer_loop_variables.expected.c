/*
 * case:   march_outer_loop_variables
 * what:   ParaCodex's style: `target teams loop collapse(3)`, loop
 *         variables declared at the top of the function, braces around
 *         every loop, an index macro. The marched loop gets its own
 *         `int k` (a sequential loop's variable is not private by itself
 *         in C); the caller's k is untouched, as in the original.
 * expect: MARCHED
 */
#include <stdio.h>
#include <stdlib.h>
/* paracodex: a marched region runs when its plane has at least this many
   points, its fused form otherwise. -DPARACODEX_MARCH_MIN_PLANE=N sets N for
   every region (0: always marched; paracodex verify builds its harness so). */
#ifdef PARACODEX_MARCH_MIN_PLANE
#define PARACODEX_MIN_PLANE(n) ((long long)(PARACODEX_MARCH_MIN_PLANE))
#else
#define PARACODEX_MIN_PLANE(n) (n)
#endif

#define IDX(a, n, k, j, i) (a[((k) * (n) + (j)) * (n) + (i)])

static int blur(const double *restrict u, double *restrict out, int n)
{
  int k = -7, j, i;
  // paracodex: schedule(plane-march k min-plane=262144)
  if ((((long long)(n))) * (((long long)(n))) >= PARACODEX_MIN_PLANE(262144LL)) {
#pragma omp target teams loop collapse(2) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (j = 0; j < n; j++)
      for (i = 0; i < n; i++) {
        // input columns rotate in registers as k advances: <array>_<offsets>_<s> holds plane k + (lowest
        // offset) + s
        double u_0_0_0, u_0_0_1, u_0_0_2;
        for (int k = 1; k < n - 1; k++) {
          if (k == 1) {
            u_0_0_0 = IDX(u, n, k - 1, j, i);
            u_0_0_1 = IDX(u, n, k, j, i);
          }
          u_0_0_2 = IDX(u, n, k + 1, j, i);
          IDX(out, n, k, j, i) = u_0_0_0 + 2.0 * u_0_0_1 + u_0_0_2;
          u_0_0_0 = u_0_0_1;
          u_0_0_1 = u_0_0_2;
        }
      }
  } else {
#pragma omp target teams loop collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (k = 1; k < n - 1; k++) {
      for (j = 0; j < n; j++) {
        for (i = 0; i < n; i++) {
          IDX(out, n, k, j, i) =
              IDX(u, n, k - 1, j, i) + 2.0 * IDX(u, n, k, j, i) + IDX(u, n, k + 1, j, i);
        }
      }
    }
  }
  return k;
}

int main(void)
{
  enum { N = 10 };
  double *u = malloc(N * N * N * sizeof(double));
  double *out = calloc(N * N * N, sizeof(double));
  for (int p = 0; p < N * N * N; p++)
    u[p] = (double)((p * 31) % 17) - 8.0;
  int k = blur(u, out, N);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++)
    s += out[p] * (double)(p % 7 + 1);
  printf("k %d checksum %.17g\n", k, s);
  free(u);
  free(out);
  return 0;
}
