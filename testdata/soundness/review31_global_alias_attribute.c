/*
 * case:     review31_global_alias_attribute
 * what:     An `extern` array declared as an alias of the static work array
 *           names the same storage through a string: no reference to `work`
 *           shows it.
 * expect:   FUSED (keep-store), vertical REFUSED [temporary] an alias attribute names it
 * builds:   host (host offload does not link an alias of a static array)
 */
#include <stdio.h>
#include <stdlib.h>
#define N 1000
static double work[N];
extern double wa[N] __attribute__((alias("work")));
void smooth(const double *restrict in, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n])
  for (int i = 0; i < n; i++)
    work[i] = in[i] * in[i];

#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = work[i - 1] + 2.0 * work[i] + work[i + 1];
}
double peek(int n) { return wa[3]; }
int main(void)
{
  int n = N;
  double *in = malloc(n * sizeof *in), *out = calloc(n, sizeof *out);
  for (int i = 0; i < n; i++) in[i] = (double)((i * 7) % 13) * 0.25 - 1.0;
  (void)0;
  smooth(in, out, n);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += out[i] * (double)(i % 5 + 1);
  printf("%.15e %.15e\n", s, peek(n));
  return 0;
}
