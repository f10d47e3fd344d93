/*
 * case:   twolevel_double_sum_host_limits
 * what:   A double sum in the two-level schedule, run on the host. There
 *         it launches one team of a thread a processor within
 *         OMP_THREAD_LIMIT and OMP_TEAMS_THREAD_LIMIT (review 16: with
 *         omp_get_num_procs() threads alone, OMP_THREAD_LIMIT=1 added the
 *         terms on two threads, and the sum's last digits differed from
 *         the original's one-thread sum), and libomp prints no warning
 *         (the device's 1056 teams made it print "Cannot form a team").
 *         With at most 270336 terms each thread adds one term per
 *         iteration, in the original's order for the same thread count.
 * expect: MARCHED
 */
#include <stdio.h>
#include <stdlib.h>

static double total(const double *restrict x, int n)
{
  double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: x[0:n]) map(tofrom: s)
  for (int i = 0; i < n; i++)
    s += x[i];
  return s;
}

int main(void)
{
  enum { N = 100000 };
  double *x = malloc(N * sizeof(double));
  for (int p = 0; p < N; p++)
    x[p] = 1.0 / (3.0 + p % 1000);
  printf("total %.17g\n", total(x, N));
  free(x);
  return 0;
}
