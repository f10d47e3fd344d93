/*
 * case:     vertical_pure_user_function
 * what:     The producer calls functions of the user's whose bodies are in
 *           this file and compute a number from numbers alone: a `declare
 *           target` equation of state that calls another helper and libm,
 *           and a static clamp. Such a call reads only its arguments, so
 *           recomputing it where the consumer reads is like recomputing an
 *           operator (issue 28, point 4: only libm was trusted before).
 * regions:  R1 producer (writes press through eos_pressure), R2 consumer
 *           (reads press at i - 1 and i + 1).
 * expect:   R1 -> R2 via press: LEGAL
 * strategy: inline.
 */
#include <math.h>
#include <stdlib.h>

static double clamp_positive(double v, double floor_value)
{
  return v < floor_value ? floor_value : v;
}

#pragma omp declare target
static const double gamma_minus_one = 0.4;
double eos_pressure(double rho, double eint)
{
  double p = gamma_minus_one * rho * eint;
  return clamp_positive(p, 1.0e-12) + 0.0 * fabs(eint);
}
#pragma omp end declare target

void pressure_force(const double *restrict rho, const double *restrict eint,
                    double *restrict fx, int n, double inv2h)
{
  double *press = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: rho[0:n], eint[0:n]) map(tofrom: fx[0:n]) map(alloc: press[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      press[i] = eos_pressure(rho[i], eint[i]);

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      fx[i] = -inv2h * (press[i + 1] - press[i - 1]);
  }

  free(press);
}
