/*
 * case:     refuse_static_global_mapped_back
 * what:     The teardown copies the device copy back before freeing it
 *           (`map(from:)`): the values reach the host.
 * regions:  R1 producer (writes work), R2 consumer (reads work).
 * expect:   R1 -> R2 via work: REFUSED [temporary]
 * rule:     `work` is used outside the two regions by a data directive
 *           that copies.
 */
#include <stdlib.h>

static double *work;
static int nwork;

void setup(int n)
{
  work = malloc((size_t)n * sizeof *work);
  nwork = n;
#pragma omp target enter data map(alloc: work[0:n])
}

void teardown(void)
{
#pragma omp target exit data map(from: work[0:nwork])
  free(work);
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
