/*
 * case:     review31_consumer_maps_array_implicitly
 * what:     The producer maps a static array `alloc`, the consumer names it
 *           with no map: the implicit `tofrom` copies the host's values in.
 * expect:   REFUSED [reaches-consumer] implicitly
 */
#include <stdio.h>
#include <stdlib.h>
#define N 1000
static double work[N];
void smooth(const double *restrict in, double *restrict out, int n)
{
// none
  {
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: work)
    for (int i = 0; i < n; i++)
      work[i] = in[i] * in[i];
#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
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
