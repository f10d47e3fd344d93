/*
 * case:     refuse_mapped_back_outside_data
 * what:     The consumer maps the temporary tofrom with no enclosing data
 *           region that maps it: that mapping owns it, so its values come
 *           back to the host at the end of the consumer.
 * regions:  R1 producer (writes t), R2 consumer (reads t, map tofrom).
 * expect:   R1 -> R2 via t: REFUSED [not-mapped-back]
 * rule:     the outermost mapping of t copies it back.
 */
#include <stdlib.h>

void blend_back(const double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: t[0:n])
  for (int i = 0; i < n; i++)
    t[i] = a[i] * a[i];
#pragma omp target teams distribute parallel for map(tofrom: t[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = t[i] - 1.0;
  free(t);
}
