/*
 * case:     vertical_predicated_accumulate
 * what:     A producer that adds its neighbours where they exist, with
 *           compound assignments under ifs (issue 28, point 3): `s +=
 *           in[i - 1]` is `s = (double)(s + in[i - 1])`, and an unsigned
 *           char counter `b += 10` wraps past 255 as the assignment's
 *           conversion makes it.
 * regions:  R1 producer (accumulates s, c and b under ifs, writes t), R2
 *           consumer (reads t at i and i + 1).
 * expect:   R1 -> R2 via t: LEGAL
 * strategy: inline.
 */
#include <stdlib.h>

void neighbour_mean(const double *restrict in, double *restrict out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double s = in[i];
      int c = 1;
      unsigned char b = 250;
      if (i > 0) {
        s += in[i - 1];
        c += 1;
      }
      if (i < n - 1) {
        s += in[i + 1];
        c += 1;
      }
      if (in[i] > 0.0)
        b += 10;
      t[i] = s / c + b;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - 1; i++)
      out[i] = t[i + 1] - t[i];
  }
  free(t);
}
