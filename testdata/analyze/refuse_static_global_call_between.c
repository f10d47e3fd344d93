/*
 * case:     refuse_static_global_call_between
 * what:     A call between the two regions may run smooth() again
 *           (report() calls back through a function pointer), which would
 *           store the work array's values for other inputs before the
 *           consumer reads it.
 * regions:  R1 producer (writes work), R2 consumer (reads work).
 * expect:   R1 -> R2 via work: REFUSED [temporary]
 * rule:     a call between the producer and the consumer.
 */
#include <stdlib.h>

static double *work;

void report(int n);

void smooth(const double *restrict in, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n])
  for (int i = 0; i < n; i++)
    work[i] = in[i] * in[i];

  report(n);

#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = work[i - 1] + 2.0 * work[i] + work[i + 1];
}

void setup(int n)
{
  work = malloc((size_t)n * sizeof *work);
#pragma omp target enter data map(alloc: work[0:n])
}
