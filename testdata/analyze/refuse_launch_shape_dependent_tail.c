/*
 * case:     refuse_launch_shape_dependent_tail
 * what:     two side-by-side regions over different ranges and arrays; the
 *           second is a running sum, kept in order by the one team of one
 *           thread it asks for: under the first's shape its iterations
 *           would race.
 * regions:  R1 (reads x[i], writes a[i] over 0..m-1, num_teams(teams)
 *           num_threads(block)), R2 (reads b[i - 1] and x[i], writes b[i]
 *           over 1..n-1, num_teams(1) num_threads(1)).
 * expect:   R1 + R2 horizontal: REFUSED [rewritable]
 *           the regions ask for different `num_teams`: `b[i]` and
 *           `b[i - 1]` of the second touch one element at different
 *           iterations.
 */
#include <stddef.h>

void scale_and_scan(const float *restrict x, float *restrict a, float *restrict b, size_t m,
                    size_t n, int teams, int block)
{
#pragma omp target data map(to: x[0:n]) map(tofrom: a[0:m], b[0:n])
  {
#pragma omp target teams distribute parallel for num_teams(teams) num_threads(block)
    for (size_t i = 0; i < m; i++)
      a[i] = 2.0f * x[i];

#pragma omp target teams distribute parallel for num_teams(1) num_threads(1)
    for (size_t i = 1; i < n; i++)
      b[i] = b[i - 1] + x[i];
  }
}
