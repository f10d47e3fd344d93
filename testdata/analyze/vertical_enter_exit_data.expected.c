/*
 * case:     vertical_enter_exit_data
 * what:     The temporary is mapped with unstructured data directives:
 *           target enter data map(alloc:) before the producer and target
 *           exit data map(delete:) after the consumer. 2-D biharmonic
 *           operator as Laplacian of a Laplacian, flat row-major indexing.
 * regions:  R1 producer (writes lap), R2 consumer (reads lap).
 * expect:   R1 -> R2 via lap: LEGAL
 *           R1 writes lap for j, i in 1..n-2; R2 reads lap at (j, i+/-1),
 *           (j+/-1, i) for j, i in 2..n-3, inside that box.
 * strategy: inline (recompute), collapse(2) over (j, i).
 */
#include <stdlib.h>

void biharmonic(const double *restrict phi, double *restrict bih, int n,
                double inv_h2)
{
  size_t cnt = (size_t)n * n;

#pragma omp target teams distribute parallel for collapse(2) map(tofrom: bih[0:cnt]) map(to: phi[0:cnt])
  for (int j = 2; j < n - 2; j++)
    for (int i = 2; i < n - 2; i++)
      bih[j * n + i] =
          inv_h2 *
          ((inv_h2 * (phi[j * n + (i - 1) - 1] + phi[j * n + (i - 1) + 1] +
                      phi[(j - 1) * n + (i - 1)] + phi[(j + 1) * n + (i - 1)] -
                      4.0 * phi[j * n + (i - 1)])) +
           (inv_h2 * (phi[j * n + (i + 1) - 1] + phi[j * n + (i + 1) + 1] +
                      phi[(j - 1) * n + (i + 1)] + phi[(j + 1) * n + (i + 1)] -
                      4.0 * phi[j * n + (i + 1)])) +
           (inv_h2 * (phi[(j - 1) * n + i - 1] + phi[(j - 1) * n + i + 1] +
                      phi[((j - 1) - 1) * n + i] + phi[((j - 1) + 1) * n + i] -
                      4.0 * phi[(j - 1) * n + i])) +
           (inv_h2 * (phi[(j + 1) * n + i - 1] + phi[(j + 1) * n + i + 1] +
                      phi[((j + 1) - 1) * n + i] + phi[((j + 1) + 1) * n + i] -
                      4.0 * phi[(j + 1) * n + i])) -
           4.0 * (inv_h2 *
                  (phi[j * n + i - 1] + phi[j * n + i + 1] + phi[(j - 1) * n + i] +
                   phi[(j + 1) * n + i] - 4.0 * phi[j * n + i])));
}
