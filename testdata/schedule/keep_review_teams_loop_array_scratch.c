/*
 * case:   keep_review_teams_loop_array_scratch
 * what:   A `teams loop` calling `fabs` whose iterations all use one
 *         element of an array declared outside as scratch (review
 *         reproducer tl2: under clang's one thread per team the value each
 *         iteration stores is the one it reads back; as `parallel for`
 *         the threads raced on tmp[0] and the sum changed from run to
 *         run). Only the scalars were checked; array elements, struct
 *         members and pointed-to memory that iterations share were not.
 * expect: KEPT [expand-memory] the iterations write `tmp` at elements they share
 */
#include <math.h>

void scratch(const double *x, double *y, int n)
{
  double tmp[1];
#pragma omp target teams loop num_teams(1) map(to: x[0:n]) map(from: y[0:n]) map(alloc: tmp[0:1])
  for (int i = 0; i < n; i++) {
    tmp[0] = fabs(x[i]) + i;
    y[i] = tmp[0];
  }
}
