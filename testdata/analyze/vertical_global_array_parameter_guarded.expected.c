/*
 * case:     vertical_global_array_parameter_guarded
 * what:     smooth(in, n) writes the global array G and reads the
 *           parameter `in`; main calls smooth(G, N), so `in` points into
 *           G (third review, reproducer ga3). A global array was counted
 *           as fresh storage, apart from any parameter, and the pair was
 *           fused with no test (checksum 18583 became 7883430298115.34).
 *           A global array is now apart only from another global array
 *           or a local allocation; here the pair is fused under the
 *           run-time overlap test, whose fallback runs at this call.
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes G).
 * expect:   R1 -> R2 via t: LEGAL
 *           no-alias holds where PARACODEX_NO_OVERLAP(in, ..., G, ...) does.
 * strategy: inline, guarded.
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
enum { N = 64 };
double G[2 * N];

void smooth(const double *in, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(present, to: in[0:n]) map(present, tofrom: G[0:n + 2])
  {
    if (PARACODEX_NO_OVERLAP(in, PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(n))),
                             PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(n))), G,
                             (2LL) + 0LL + PARACODEX_MIN((1LL), (-2LL + 1LL * (long long)(n))),
                             (2LL) + 0LL + PARACODEX_MAX((1LL), (-2LL + 1LL * (long long)(n))))) {
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
        G[i + 2] = (0.5 * in[(i - 1)] + 1.0) + 2.0 * (0.5 * in[i] + 1.0) + (0.5 * in[(i + 1)] + 1.0);
    } else {
#pragma omp target data map(alloc: t[0:n])
    {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.5 * in[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      G[i + 2] = t[i - 1] + 2.0 * t[i] + t[i + 1];
      }
    }
  }
  free(t);
}

int main(void)
{
  for (int i = 0; i < 2 * N; i++)
    G[i] = (double)((i * 37) % 11) - 4.0;
#pragma omp target data map(tofrom: G[0:2 * N])
  smooth(G, N);
  double sum = 0.0;
  for (int i = 0; i < 2 * N; i++)
    sum += G[i] * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
