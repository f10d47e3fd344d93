/*
 * case:     refuse_control_flow_while
 * what:     The producer solves a scalar nonlinear equation per cell
 *           (x^3 + a x = b) by Newton iteration: a while loop that runs
 *           until the update is below a tolerance.
 * regions:  R1 producer (writes root), R2 consumer (reads root).
 * expect:   R1 -> R2 via root: REFUSED
 * rule:     the producer has data-dependent control flow (a while loop
 *           whose trip count depends on a[i], b[i]).
 */
#include <stdlib.h>
#include <math.h>

void cubic_roots_smooth(const double *restrict a, const double *restrict b,
                        double *restrict out, int n, double tol)
{
  double *root = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: a[0:n], b[0:n]) map(tofrom: out[0:n]) map(alloc: root[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double x = b[i];
      double dx = 1.0;
      int it = 0;
      while (fabs(dx) > tol && it < 50) {
        dx = (x * x * x + a[i] * x - b[i]) / (3.0 * x * x + a[i]);
        x -= dx;
        it++;
      }
      root[i] = x;
    }

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = 0.5 * root[i] + 0.25 * (root[i - 1] + root[i + 1]);
  }

  free(root);
}
