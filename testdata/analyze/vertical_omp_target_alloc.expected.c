/*
 * case:     vertical_omp_target_alloc
 * what:     The temporary lives only on the device: omp_target_alloc'ed,
 *           passed to both regions with is_device_ptr, omp_target_free'd
 *           after. 1-D finite-volume update: face fluxes, then the cell
 *           update from the flux difference.
 * regions:  R1 producer (writes flux), R2 consumer (reads flux).
 * expect:   R1 -> R2 via flux: LEGAL
 *           R1 writes flux[i] for i in 0..n-2; R2 reads flux[i-1], flux[i]
 *           for i in 1..n-2. q is restrict and only read by R1.
 * strategy: inline (recompute), 1-D parallel loop.
 */
#include <omp.h>

void fv_update(const double *restrict q, double *restrict qnew, int n,
               double vel, double dtdx)
{
  int dev = omp_get_default_device();

#pragma omp target data map(to: q[0:n]) map(tofrom: qnew[0:n])
  {

#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      qnew[i] =
          q[i] -
          dtdx * ((0.5 * vel * (q[i] + q[i + 1]) - 0.5 * (q[i + 1] - q[i])) -
                  (0.5 * vel * (q[(i - 1)] + q[(i - 1) + 1]) -
                   0.5 * (q[(i - 1) + 1] - q[(i - 1)])));
  }

}
