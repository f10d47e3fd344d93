/*
 * case:     review31_enter_data_alloc_between
 * what:     `target enter data map(alloc: work)` between the regions: where
 *           the producer's device copy has ended (an implicit map of a
 *           static array), it begins a new one, and the original consumer
 *           reads uninitialized device memory; the fused one read the
 *           producer's values. Such a map of a temporary between the two
 *           is refused.
 * expect:   REFUSED [nothing-between] may change `work`
 */
#include <stdio.h>
#include <stdlib.h>
#define N 1000
static double work[N];
static double in2[N], out2[N];
static int depth;
void smooth(const double *restrict in, double *restrict out, int n);
static void rerun(int *g) { if (depth == 0) { depth = 1; smooth(in2, out2, N); depth = 0; } }
void smooth(const double *restrict in, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n])
  for (int i = 0; i < n; i++)
    work[i] = in[i] * in[i];
#pragma omp target enter data map(alloc: work)
#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = work[i - 1] + 2.0 * work[i] + work[i + 1];
}
int main(void)
{
  int n = N;
  double *in = malloc(n * sizeof *in), *out = calloc(n, sizeof *out);
  for (int i = 0; i < n; i++) { in[i] = (double)((i * 7) % 13) * 0.25 - 1.0; in2[i] = 3.0; }
  smooth(in, out, n);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += out[i] * (double)(i % 5 + 1);
  printf("%.15e\n", s);
  return 0;
}
