/*
 * case:     refuse_side_effect_unknown_call
 * what:     The producer calls an equation-of-state routine that is only
 *           declared here (defined in another translation unit), so
 *           nothing shows that it is pure.
 * regions:  R1 producer (writes press via eos_pressure), R2 consumer
 *           (reads press).
 * expect:   R1 -> R2 via press: REFUSED
 * rule:     the producer calls a function whose body is not visible
 *           (eos_pressure), so it cannot be proven free of side effects.
 */
#include <stdlib.h>

#pragma omp declare target
double eos_pressure(double rho, double eint);
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
