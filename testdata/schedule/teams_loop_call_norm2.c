/*
 * case:   teams_loop_call_norm2
 * what:   ParaCodex's norm2u3: a `target teams loop` with a sum and a max
 *         reduction whose body calls `fabs`. clang 19 runs such a loop as
 *         `teams distribute` (one thread per team, generic mode); it becomes
 *         `teams distribute parallel for`. The scalar `a`, declared outside
 *         and shared, is assigned before any read in every iteration, so it
 *         becomes private. Values are small integers: every order of the
 *         additions gives the same sum.
 * expect: MARCHED
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define max(x, y) ((x) > (y) ? (x) : (y))
#define I3D(array, n1, n2, i3, i2, i1) (array[(i3) * n2 * n1 + (i2) * n1 + (i1)])

static void norm2u3(double *orr, int n1, int n2, int n3, double *rnm2, double *rnmu)
{
  double s, a;
  double temp;
  int i3, i2, i1;
  s = 0.0;
  temp = 0.0;
  size_t total = (size_t)n3 * n2 * n1;
#pragma omp target teams loop collapse(3) reduction(+:s) reduction(max:temp) map(to: orr[0:total])
  for (i3 = 1; i3 < n3 - 1; i3++) {
    for (i2 = 1; i2 < n2 - 1; i2++) {
      for (i1 = 1; i1 < n1 - 1; i1++) {
        double val = I3D(orr, n1, n2, i3, i2, i1);
        s = s + val * val;
        a = fabs(val);
        temp = max(temp, a);
      }
    }
  }
  *rnmu = temp;
  *rnm2 = sqrt(s / ((n1 - 2.0) * (n2 - 2.0) * (n3 - 2.0)));
}

int main(void)
{
  int n = 18;
  double *u = malloc((size_t)n * n * n * sizeof(double));
  for (int p = 0; p < n * n * n; p++)
    u[p] = (double)((p * 37) % 23 - 11);
  double rnm2, rnmu;
  norm2u3(u, n, n, n, &rnm2, &rnmu);
  printf("%.17g %.17g\n", rnm2, rnmu);
  free(u);
  return 0;
}
