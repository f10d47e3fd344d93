/*
 * case:     refuse_static_global_read_elsewhere
 * what:     The file-scope work array is also read by another function
 *           (a checksum after the step): the producer's values are program
 *           state, not the pair's temporary.
 * regions:  R1 producer (writes work), R2 consumer (reads work).
 * expect:   R1 -> R2 via work: REFUSED [temporary]
 * rule:     `work` is used outside the two regions (in checksum()).
 */
#include <stdlib.h>

static double *work;

void setup(int n)
{
  work = malloc((size_t)n * sizeof *work);
#pragma omp target enter data map(alloc: work[0:n])
}

double checksum(int n)
{
  double s = 0.0;
#pragma omp target update from(work[0:n])
  for (int i = 0; i < n; i++)
    s += work[i];
  return s;
}

void smooth(const double *restrict in, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n])
  for (int i = 0; i < n; i++)
    work[i] = in[i] * in[i];

#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = work[i - 1] + 2.0 * work[i] + work[i + 1];
}
