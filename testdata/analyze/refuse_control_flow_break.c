/*
 * case:     refuse_control_flow_break
 * what:     The producer scans each column upward and stops (break) at
 *           the first level where the moisture drops below a threshold:
 *           a cloud-top index whose loop trip count depends on the data.
 *           The consumer smooths the cloud-top height across columns.
 * regions:  R1 producer (writes top), R2 consumer (reads top).
 * expect:   R1 -> R2 via top: REFUSED
 * rule:     the producer has data-dependent control flow (a break on
 *           q[k*ncol + c] < qmin), so its cost and shape per point are
 *           unknown.
 */
#include <stdlib.h>

void cloud_top(const double *restrict q, double *restrict ztop, int ncol,
               int nlev, double qmin, double dz)
{
  double *top = malloc((size_t)ncol * sizeof(double));

#pragma omp target data map(to: q[0:(size_t)ncol * nlev]) map(tofrom: ztop[0:ncol]) \
    map(alloc: top[0:ncol])
  {
#pragma omp target teams distribute parallel for
    for (int c = 0; c < ncol; c++) {
      int k;
      for (k = 0; k < nlev; k++)
        if (q[(size_t)k * ncol + c] < qmin)
          break;
      top[c] = k * dz;
    }

#pragma omp target teams distribute parallel for
    for (int c = 1; c < ncol - 1; c++)
      ztop[c] = 0.25 * top[c - 1] + 0.5 * top[c] + 0.25 * top[c + 1];
  }

  free(top);
}
