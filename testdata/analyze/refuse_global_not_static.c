/*
 * case:     refuse_global_not_static
 * what:     The work array is a global with external linkage: another
 *           file may read it.
 * regions:  R1 producer (writes work), R2 consumer (reads work).
 * expect:   R1 -> R2 via work: REFUSED [temporary]
 * rule:     `work` is not `static`.
 */
#include <stdlib.h>

double *work;

void smooth(const double *restrict in, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n])
  for (int i = 0; i < n; i++)
    work[i] = in[i] * in[i];

#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = work[i - 1] + 2.0 * work[i] + work[i + 1];
}
