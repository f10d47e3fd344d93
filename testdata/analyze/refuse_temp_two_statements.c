/*
 * case:     refuse_temp_two_statements
 * what:     The producer writes the temporary in two different statements:
 *           even entries from one formula, odd entries from another
 *           (a 2x upsampling with a half-point average).
 * regions:  R1 producer (writes up[2*i] and up[2*i+1]), R2 consumer
 *           (reads up).
 * expect:   R1 -> R2 via up: REFUSED
 * rule:     the temporary is written by two statements, so a read has no
 *           single producer expression to inline.
 */
#include <stdlib.h>

void upsample_smooth(const float *restrict c, float *restrict f, int nc)
{
  int nf = 2 * nc;
  float *up = malloc((size_t)nf * sizeof(float));

#pragma omp target data map(to: c[0:nc]) map(tofrom: f[0:nf]) map(alloc: up[0:nf])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < nc - 1; i++) {
      up[2 * i] = c[i];
      up[2 * i + 1] = 0.5f * (c[i] + c[i + 1]);
    }

#pragma omp target teams distribute parallel for
    for (int i = 1; i < nf - 3; i++)
      f[i] = 0.25f * up[i - 1] + 0.5f * up[i] + 0.25f * up[i + 1];
  }

  free(up);
}
