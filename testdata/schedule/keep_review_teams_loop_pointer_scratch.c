/*
 * case:   keep_review_teams_loop_pointer_scratch
 * what:   The same through a pointer to memory allocated outside (review
 *         reproducer tl8): every iteration stores to w[0] and reads it.
 * expect: KEPT [expand-memory] the iterations write `w` at elements they share
 */
#include <math.h>
#include <stdlib.h>

void scratch(const double *x, double *y, int n)
{
  double *w = malloc(sizeof(double));
#pragma omp target teams loop map(to: x[0:n]) map(from: y[0:n]) map(alloc: w[0:1])
  for (int i = 0; i < n; i++) {
    w[0] = fabs(x[i]);
    y[i] = w[0] + 1.0;
  }
  free(w);
}
