/*
 * case:     refuse_different_functions
 * what:     Producer and consumer are in two functions called one after
 *           the other by a driver that owns the temporary.
 * regions:  R1 producer in compute_gradient (writes grad), R2 consumer in
 *           apply_gradient (reads grad).
 * expect:   R1 -> R2 via grad: REFUSED
 * rule:     producer and consumer are in different functions; pairs are
 *           only formed inside one function body.
 */
#include <stdlib.h>

void compute_gradient(const double *restrict u, double *restrict grad, int n,
                      double inv_h)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n - 1; i++)
    grad[i] = inv_h * (u[i + 1] - u[i]);
}

void apply_gradient(const double *restrict grad, double *restrict unew, int n,
                    double dt)
{
#pragma omp target teams distribute parallel for
  for (int i = 1; i < n - 1; i++)
    unew[i] += dt * (grad[i] - grad[i - 1]);
}

void step(const double *u, double *unew, int n, double dt, double inv_h)
{
  double *grad = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: u[0:n]) map(tofrom: unew[0:n]) map(alloc: grad[0:n])
  {
    compute_gradient(u, grad, n, inv_h);
    apply_gradient(grad, unew, n, dt);
  }

  free(grad);
}
