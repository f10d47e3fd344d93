/*
 * case:     form_ttdpf_simd
 * what:     Both regions use target teams distribute parallel for simd.
 *           Single precision, point-wise pair: producer scales and shifts,
 *           consumer applies a soft clip to the same element.
 * regions:  R1 producer (writes s), R2 consumer (reads s).
 * expect:   R1 -> R2 via s: LEGAL
 *           R2 reads s[i] at exactly the point R1 wrote; x is restrict.
 * strategy: inline (recompute), keep simd on the fused loop.
 */
#include <stdlib.h>
#include <math.h>

void scale_clip(const float *restrict x, float *restrict y, int n,
                float gain, float bias)
{

#pragma omp target data map(to: x[0:n]) map(from: y[0:n])
  {

#pragma omp target teams distribute parallel for simd
    for (int i = 0; i < n; i++)
      y[i] = (gain * x[i] + bias) / (1.0f + fabsf((gain * x[i] + bias)));
  }

}
