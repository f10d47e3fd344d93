/*
 * case:     form_target_parallel_for
 * what:     Both regions use target parallel for (one team), the form
 *           used for short vectors. Producer takes a log, consumer a
 *           centred difference of it.
 * regions:  R1 producer (writes lg), R2 consumer (reads lg).
 * expect:   R1 -> R2 via lg: LEGAL
 *           R1 writes lg[0..m-1]; R2 reads lg[k-1], lg[k+1] for k in
 *           1..m-2. p is restrict and only read.
 * strategy: inline (recompute).
 */
#include <stdlib.h>
#include <math.h>

void log_slope(const double *restrict p, double *restrict dlp, int m,
               double inv2dz)
{

#pragma omp target data map(to: p[0:m]) map(tofrom: dlp[0:m])
  {

#pragma omp target parallel for
    for (int k = 1; k < m - 1; k++)
      dlp[k] = inv2dz * ((log(p[(k + 1)])) - (log(p[(k - 1)])));
  }

}
