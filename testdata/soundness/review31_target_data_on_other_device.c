/*
 * case:     review31_target_data_on_other_device
 * what:     The `target data` that would hold the work array present is for
 *           `device(1)`: on device 0 the consumer's `map(to:)` copies the
 *           host's values in.
 * expect:   REFUSED [reaches-consumer] nothing keeps it present
 */
#include <stdio.h>
#include <stdlib.h>
#define N 1000
static double work[N]; static double dummy[4];
void smooth(const double *restrict in, double *restrict out, int n)
{
#pragma omp target data map(alloc: work) map(to: dummy) device(1)
  {
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: work)
    for (int i = 0; i < n; i++)
      work[i] = in[i] * in[i];
#pragma omp target teams distribute parallel for map(to: work) map(tofrom: out[0:n])
    for (int i = 1; i < n - 1; i++)
      out[i] = work[i - 1] + 2.0 * work[i] + work[i + 1];
  }
}
int main(void)
{
  int n = N;
  double *in = malloc(n * sizeof *in), *out = calloc(n, sizeof *out);
  for (int i = 0; i < n; i++) in[i] = (double)((i * 7) % 13) * 0.25 - 1.0;
  smooth(in, out, n);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += out[i] * (double)(i % 5 + 1);
  printf("%.15e\n", s);
  return 0;
}
