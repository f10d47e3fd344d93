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
#pragma omp target data map(to: in[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n - 1; i++)
      out[i] =
          ((((i + 1) < n - 1)
                ? ((double)((((i + 1) > 0)
                                 ? ((double)((in[(i + 1)]) + (in[(i + 1) - 1])))
                                 : (in[(i + 1)])) +
                            (in[(i + 1) + 1])))
                : (((i + 1) > 0) ? ((double)((in[(i + 1)]) + (in[(i + 1) - 1])))
                                 : (in[(i + 1)]))) /
               (((i + 1) < n - 1)
                    ? ((int)((((i + 1) > 0) ? ((int)((1) + (1))) : (1)) + (1)))
                    : (((i + 1) > 0) ? ((int)((1) + (1))) : (1))) +
           ((in[(i + 1)] > 0.0)
                ? ((unsigned char)(((unsigned char)(250)) + (10)))
                : ((unsigned char)(250)))) -
          (((i < n - 1)
                ? ((double)(((i > 0) ? ((double)((in[i]) + (in[i - 1])))
                                     : (in[i])) +
                            (in[i + 1])))
                : ((i > 0) ? ((double)((in[i]) + (in[i - 1]))) : (in[i]))) /
               ((i < n - 1)
                    ? ((int)(((i > 0) ? ((int)((1) + (1))) : (1)) + (1)))
                    : ((i > 0) ? ((int)((1) + (1))) : (1))) +
           ((in[i] > 0.0) ? ((unsigned char)(((unsigned char)(250)) + (10)))
                          : ((unsigned char)(250))));
  }
}
