/*
 * case:     refuse_temp_passed_to_function
 * what:     The consumer reads the temporary through a helper function
 *           (declare target) that it passes the temporary's pointer to.
 * regions:  R1 producer (writes mag), R2 consumer (calls avg3(mag, i)).
 * expect:   R1 -> R2 via mag: REFUSED [no-escape]
 * rule:     the temporary is passed to a function (avg3), so its reads are
 *           not visible as array accesses and cannot be rewritten.
 */
#include <stdlib.h>
#include <math.h>

#pragma omp declare target
double avg3(const double *p, int i)
{
  return (p[i - 1] + p[i] + p[i + 1]) / 3.0;
}
#pragma omp end declare target

void smooth_magnitude(const double *restrict ex, const double *restrict ey,
                      double *restrict out, int n)
{
  double *mag = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: ex[0:n], ey[0:n]) map(tofrom: out[0:n]) map(alloc: mag[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      mag[i] = sqrt(ex[i] * ex[i] + ey[i] * ey[i]);

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = avg3(mag, i);
  }

  free(mag);
}
