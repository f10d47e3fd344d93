/*
 * case:     refuse_temp_aliased_pointer
 * what:     The temporary is reached through a second pointer: the
 *           producer writes `tmp`, the consumer reads `prev`, which was
 *           set to `tmp` on the host (`double *prev = tmp;`).
 * regions:  R1 producer (writes tmp), R2 consumer (reads prev == tmp).
 * expect:   R1 -> R2 via tmp: REFUSED
 *           R1 + R2 keep-store: LEGAL
 *           (the stores to `tmp` kept; the reads through `prev` (which points
 *           where `tmp` does) recompute its value.)
 * rule:     the temporary is aliased by another pointer (prev), so not all
 *           of its uses are known by name.
 */
#include <stdlib.h>

void lagged_average(const double *restrict src, double *restrict dst, int n,
                    double w)
{
  double *tmp = malloc((size_t)n * sizeof(double));
  double *prev = tmp;

#pragma omp target data map(to: src[0:n]) map(tofrom: dst[0:n]) map(alloc: tmp[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      tmp[i] = w * src[i];
      if (i >= 1) {
        dst[i] = (w * src[i]) + (1.0 - w) * (w * src[(i - 1)]);
      }
    }
  }

  free(tmp);
}
