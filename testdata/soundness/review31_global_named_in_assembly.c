/*
 * case:     review31_global_named_in_assembly
 * what:     Inline assembly names the static work array by its symbol: after
 *           the fusion the array had no C use left and the fused program did
 *           not link.
 * expect:   FUSED (keep-store), vertical REFUSED [temporary] the file has assembly
 */
#include <stdio.h>
#include <stdlib.h>
#define N 1000
static double work[N];
void smooth(const double *restrict in, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n])
  for (int i = 0; i < n; i++)
    work[i] = in[i] * in[i];

#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = work[i - 1] + 2.0 * work[i] + work[i + 1];
}
double peek(int n) { double *p; __asm__("leaq work(%%rip), %0" : "=r"(p)); return p[3]; }
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
