/*
 * case:     chain_3d_marched_after_two_rounds
 * what:     Three collapse(3) regions: R1 scales u into a, R2 takes a
 *           five-point Laplacian of a into b, R3 adds b to u. fuse fuses
 *           R1 -> R2, then the fused region into R3, and marches the final
 *           region along i3 (a is read at i3 - 1, i3, i3 + 1). The plan
 *           must compose the second fusion with R1's reads, which the
 *           first fusion moved into R2 (a review of session 21: analyze
 *           said march-reuse, no value read twice, where fuse marched).
 * regions:  R1 (writes a), R2 (reads a, writes b), R3 (reads b).
 * expect:   R1 -> R2 via a: LEGAL
 *           R2 -> R3 via b: LEGAL, the fused region plane-marched along i3
 * strategy: inline twice, then the plane march.
 */
#include <stdlib.h>

#define AT(p, n1, n2, i3, i2, i1) p[((size_t)(i3) * (n2) + (i2)) * (n1) + (i1)]

void relax(const double *restrict u, double *restrict v, int n1, int n2, int n3)
{
  size_t cells = (size_t)n1 * n2 * n3;
  double *a = malloc(cells * sizeof(double));
  double *b = malloc(cells * sizeof(double));
#pragma omp target data map(to: u[0:cells]) map(tofrom: v[0:cells]) map(alloc: a[0:cells], b[0:cells])
  {
#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 0; i3 < n3; i3++)
      for (int i2 = 0; i2 < n2; i2++)
        for (int i1 = 0; i1 < n1; i1++)
          AT(a, n1, n2, i3, i2, i1) = 0.5 * AT(u, n1, n2, i3, i2, i1) + 2.0;
#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 1; i3 < n3 - 1; i3++)
      for (int i2 = 1; i2 < n2 - 1; i2++)
        for (int i1 = 1; i1 < n1 - 1; i1++)
          AT(b, n1, n2, i3, i2, i1) = AT(a, n1, n2, i3 - 1, i2, i1) + AT(a, n1, n2, i3 + 1, i2, i1) +
                                      AT(a, n1, n2, i3, i2 - 1, i1) + AT(a, n1, n2, i3, i2 + 1, i1) -
                                      4.0 * AT(a, n1, n2, i3, i2, i1);
#pragma omp target teams distribute parallel for collapse(3)
    for (int i3 = 1; i3 < n3 - 1; i3++)
      for (int i2 = 1; i2 < n2 - 1; i2++)
        for (int i1 = 1; i1 < n1 - 1; i1++)
          AT(v, n1, n2, i3, i2, i1) = AT(u, n1, n2, i3, i2, i1) - 0.125 * AT(b, n1, n2, i3, i2, i1);
  }
  free(a);
  free(b);
}
