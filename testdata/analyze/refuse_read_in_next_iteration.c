/*
 * case:     refuse_read_in_next_iteration
 * what:     In a host time loop, a region before the producer reads the
 *           temporary: on the next step it sees what the producer wrote on
 *           this one, so the temporary is live across the loop and cannot
 *           be removed.
 * regions:  R1 (reads t), R2 producer (writes t), R3 consumer (reads t).
 * expect:   R2 -> R3 via t: REFUSED [no-other-use]
 *           R1 + R2 keep-store: LEGAL
 *           R2 + R3 keep-store: REFUSED [fused-first]
 * rule:     R1 uses t.
 */
#include <stdlib.h>

void relax_steps(double *restrict u, double *restrict v, double *restrict w, int n,
                 int steps)
{
  double *t = calloc((size_t)n, sizeof(double));
#pragma omp target data map(tofrom: u[0:n], v[0:n], w[0:n]) map(to: t[0:n])
  for (int s = 0; s < steps; s++) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      v[i] = v[i] + t[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.5 * u[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      w[i] = t[i] + 1.0;
  }
  free(t);
}
