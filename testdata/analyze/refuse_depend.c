/*
 * case:     refuse_depend
 * what:     Both regions carry task dependences (depend(out:) on the
 *           producer, depend(in:) on the consumer), the form used when
 *           target regions are scheduled as tasks.
 * regions:  R1 producer (depend(out: tw), writes tw), R2 consumer
 *           (depend(in: tw), reads tw).
 * expect:   R1 -> R2 via tw: REFUSED
 * rule:     a region of the pair has depend(...) clauses: it is a task in
 *           a dependence graph that the model does not represent.
 */
#include <stdlib.h>
#include <math.h>

void twiddle_apply(const double *restrict phase, double *restrict re, int n)
{
  double *tw = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: phase[0:n]) map(tofrom: re[0:n]) map(alloc: tw[0:n])
  {
#pragma omp target teams distribute parallel for depend(out: tw[0:n])
    for (int i = 0; i < n; i++)
      tw[i] = cos(phase[i]);

#pragma omp target teams distribute parallel for depend(in: tw[0:n])
    for (int i = 0; i < n; i++)
      re[i] *= tw[i];
  }

  free(tw);
}
