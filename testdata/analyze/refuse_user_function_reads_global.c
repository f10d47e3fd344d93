/*
 * case:     refuse_user_function_reads_global
 * what:     vertical_pure_user_function, but the equation of state reads
 *           `gamma_now`, a global that is not a constant: its value is the
 *           program's state, so the call is not a function of its
 *           arguments alone, and the producer keeps its call as an effect.
 * regions:  R1 producer (writes press through eos_pressure), R2 consumer.
 * expect:   R1 -> R2 via press: REFUSED [pure-producer]
 * rule:     the producer calls `eos_pressure`, which reads `gamma_now`.
 */
#include <stdlib.h>

#pragma omp declare target
double gamma_now = 1.4;
double eos_pressure(double rho, double eint)
{
  return (gamma_now - 1.0) * rho * eint;
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
