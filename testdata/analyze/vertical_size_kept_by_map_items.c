/*
 * case:     vertical_size_kept_by_map_items
 * what:     Found by the mutation fuzzer (seed 11, mutant 2158): the size
 *           `total` is used by the temporaries' allocations and, after
 *           fusion, only by the map items the consumer keeps. Rewriting the
 *           consumer's map list once marked the whole list as deleted, so
 *           `total` looked dead, its declaration went, and the fused text
 *           did not parse. The kept items keep what they name.
 * regions:  R1 producer (writes r1), R2 consumer (reads r1).
 * expect:   R1 -> R2 via r1: LEGAL
 */
#include <stdlib.h>

void scale(double *__restrict__ a, double *__restrict__ b, int n)
{
  size_t total = (size_t)n;
  double *__restrict__ r1 = (double *)malloc(total * sizeof(double));
#pragma omp target teams distribute parallel for map(present,alloc:a[0:total],r1[0:total])
  for (int i = 0; i < n; i++)
    r1[i] = 2.0 * a[i];
#pragma omp target teams distribute parallel for map(present,alloc:a[0:total],b[0:total],r1[0:total])
  for (int i = 0; i < n; i++)
    b[i] = r1[i] + a[i];
  free(r1);
}
