/*
 * case:     review31_consumer_maps_always_to
 * what:     The consumer maps the file's work array `always, to` inside a
 *           `target data` that holds it: `always` copies the host's values in
 *           even where the array is present.
 * expect:   REFUSED [reaches-consumer] `always, to`
 */
#include <stdio.h>
#include <stdlib.h>
#define N 1000
static double work[N];
void smooth(const double *restrict in, double *restrict out, int n)
{
#pragma omp target data map(alloc: work)
  {
#pragma omp target teams distribute parallel for map(to: in[0:n])
    for (int i = 0; i < n; i++)
      work[i] = in[i] * in[i];
#pragma omp target teams distribute parallel for map(always, to: work) map(tofrom: out[0:n])
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
