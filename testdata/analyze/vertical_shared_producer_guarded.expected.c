/*
 * case:     vertical_shared_producer_guarded
 * what:     ParaCodex MG's interp in small: one producer writes three
 *           temporaries (z3 from z1, read back in the same iteration), a
 *           region that reads none of them follows, then one consumer for
 *           each. The work arrays are static local pointers malloc'ed by
 *           assignment on every call. `oz` and `ou` have no restrict and
 *           main passes them into one array, once apart and once
 *           overlapping (each region stays free of races either way; an
 *           earlier version of this case raced and printed different sums
 *           from run to run): the producer is fused into all three consumers at
 *           once under one run-time test that covers the writes of every
 *           region after it, the original five regions in the `else`.
 * regions:  R1 producer (writes z1, z2, z3), R2 (writes ou), R3 consumer
 *           (reads z1), R4 consumer (reads z2), R5 consumer (reads z3).
 * expect:   R1 -> R3 via z1: LEGAL
 *           R1 -> R4 via z2: LEGAL
 *           R1 -> R5 via z3: LEGAL
 *           R2 + R3 keep-store: REFUSED [vertical-first]
 *           R3 + R4 keep-store: REFUSED [vertical-first]
 *           R4 + R5 keep-store: REFUSED [vertical-first]
 * strategy: inline, all three at once; z3's value has z1's value inside.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no
   byte. A fused region under it runs only then; otherwise the original
   regions, kept in the else branch, run. */
#define PARACODEX_NO_OVERLAP(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) || (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))
#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))
#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))

static void spread(double *oz, double *ou, int n)
{
  static double *z1, *z2, *z3;
  z1 = (double *)malloc((size_t)n * sizeof(double));
  z2 = (double *)malloc((size_t)n * sizeof(double));
  z3 = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target data map(present, to: oz[0:n]) map(present, tofrom: ou[0:4 * n])
  {
    if (PARACODEX_NO_OVERLAP(
            oz, 0LL + PARACODEX_MIN(0LL, (-2LL + 1LL * (long long)(n))),
            (1LL) + PARACODEX_MAX(0LL, (-2LL + 1LL * (long long)(n))), ou,
            PARACODEX_MIN(PARACODEX_MIN(PARACODEX_MIN(PARACODEX_MIN(0LL, (-8LL + 4LL * (long long)(n))),
                                                      (1LL) + 0LL + PARACODEX_MIN(0LL, (-8LL + 4LL * (long long)(n)))),
                                        (2LL) + 0LL + PARACODEX_MIN(0LL, (-8LL + 4LL * (long long)(n)))),
                          (3LL) + 0LL + PARACODEX_MIN(0LL, (-8LL + 4LL * (long long)(n)))),
            PARACODEX_MAX(PARACODEX_MAX(PARACODEX_MAX(PARACODEX_MAX(0LL, (-8LL + 4LL * (long long)(n))),
                                                      (1LL) + 0LL + PARACODEX_MAX(0LL, (-8LL + 4LL * (long long)(n)))),
                                        (2LL) + 0LL + PARACODEX_MAX(0LL, (-8LL + 4LL * (long long)(n)))),
                          (3LL) + 0LL + PARACODEX_MAX(0LL, (-8LL + 4LL * (long long)(n)))))) {
#pragma omp target teams distribute parallel for map(present, alloc: ou[0:4 * n])
    for (int i = 0; i < n - 1; i++)
        ou[4 * i] = ou[4 * i] + 1.0;
#pragma omp target teams distribute parallel for map(present, alloc: ou[0:4 * n]) map(present,alloc: oz[0:n])
    for (int i = 0; i < n - 1; i++)
        ou[4 * i + 1] = ou[4 * i + 1] + 0.5 * (oz[i] + oz[i + 1]);
#pragma omp target teams distribute parallel for map(present, alloc: ou[0:4 * n]) map(present,alloc: oz[0:n])
    for (int i = 0; i < n - 1; i++)
        ou[4 * i + 2] = ou[4 * i + 2] + 0.25 * (oz[i] - oz[i + 1]);
#pragma omp target teams distribute parallel for map(present, alloc: ou[0:4 * n]) map(present,alloc: oz[0:n])
    for (int i = 0; i < n - 1; i++)
        ou[4 * i + 3] = ou[4 * i + 3] + 0.125 * (0.5 * oz[i] + (oz[i] + oz[i + 1]));
    } else {
#pragma omp target data map(alloc: z1[0:n], z2[0:n], z3[0:n])
    {
#pragma omp target teams distribute parallel for map(present, alloc: oz[0:n], z1[0:n], z2[0:n], z3[0:n])
    for (int i = 0; i < n - 1; i++) {
      z1[i] = oz[i] + oz[i + 1];
      z2[i] = oz[i] - oz[i + 1];
      z3[i] = 0.5 * oz[i] + z1[i];
    }
#pragma omp target teams distribute parallel for map(present, alloc: ou[0:4 * n])
    for (int i = 0; i < n - 1; i++)
      ou[4 * i] = ou[4 * i] + 1.0;
#pragma omp target teams distribute parallel for map(present, alloc: ou[0:4 * n], z1[0:n])
    for (int i = 0; i < n - 1; i++)
      ou[4 * i + 1] = ou[4 * i + 1] + 0.5 * z1[i];
#pragma omp target teams distribute parallel for map(present, alloc: ou[0:4 * n], z2[0:n])
    for (int i = 0; i < n - 1; i++)
      ou[4 * i + 2] = ou[4 * i + 2] + 0.25 * z2[i];
#pragma omp target teams distribute parallel for map(present, alloc: ou[0:4 * n], z3[0:n])
    for (int i = 0; i < n - 1; i++)
      ou[4 * i + 3] = ou[4 * i + 3] + 0.125 * z3[i];
      }
    }
  }
  free(z1);
  free(z2);
  free(z3);
}

int main(void)
{
  enum { N = 32 };
  double buf[5 * N + 8];
  for (int i = 0; i < 5 * N + 8; i++)
    buf[i] = (double)((i * 37) % 11) - 4.0;
#pragma omp target data map(tofrom: buf[0:5 * N + 8])
  {
    spread(buf, buf + N, N);
    spread(buf + 2, buf, N);
  }
  double sum = 0.0;
  for (int i = 0; i < 5 * N + 8; i++)
    sum += buf[i] * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
