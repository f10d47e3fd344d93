/*
 * case:     vertical_predicated_boundary
 * what:     miniWeather's shape of predicated producer: at the two edges of
 *           the domain a face value is zero, inside it is an average of
 *           the neighbours (issue 28, point 3). The local `w` is declared
 *           without a value and set on both paths; an `int` local chosen
 *           by the if is converted as the assignment converts it (`k =
 *           in[i] * 3.0` truncates).
 * regions:  R1 producer (writes flux over the n + 1 faces), R2 consumer
 *           (reads flux at i and i + 1).
 * expect:   R1 -> R2 via flux: LEGAL
 * strategy: inline.
 */
#include <stdlib.h>

void face_update(const double *restrict in, double *restrict out, int n)
{
#pragma omp target data map(to: in[0:n]) map(tofrom: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] =
          out[i] +
          ((((i + 1) == 0 || (i + 1) == n) ? (0.0)
                                           : (0.5 * (in[(i + 1) - 1] + in[(i + 1)]))) *
           (((i + 1) == 0 || (i + 1) == n)
                ? (1)
                : (((0.5 * (in[(i + 1) - 1] + in[(i + 1)])) < 0.0)
                       ? ((int)(in[(i + 1)] * 3.0))
                       : (1)))) -
          (((i == 0 || i == n) ? (0.0) : (0.5 * (in[i - 1] + in[i]))) *
           ((i == 0 || i == n)
                ? (1)
                : (((0.5 * (in[i - 1] + in[i])) < 0.0) ? ((int)(in[i] * 3.0)) : (1))));
  }
}
