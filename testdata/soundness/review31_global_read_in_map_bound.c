/*
 * case:     review31_global_read_in_map_bound
 * what:     An `enter data map(alloc:)` of another array whose length reads
 *           `work[3]` on the host: only the base of a map item is storage
 *           management.
 * expect:   REFUSED [temporary] outside the two regions
 */
#include <stdio.h>
#include <stdlib.h>
#define N 1000
static double *work;
static double dummy[N];
static double seen;
static int note(double v) { seen = v; return 1; }
void smooth(const double *restrict in, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n])
  for (int i = 0; i < n; i++)
    work[i] = in[i] * in[i];

#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = work[i - 1] + 2.0 * work[i] + work[i + 1];
}
double peek(int n) {
#pragma omp target enter data map(alloc: dummy[0:note(work[3])])
#pragma omp target exit data map(delete: dummy[0:1])
  return seen; }
int main(void)
{
  int n = N;
  double *in = malloc(n * sizeof *in), *out = calloc(n, sizeof *out);
  for (int i = 0; i < n; i++) in[i] = (double)((i * 7) % 13) * 0.25 - 1.0;
  work = calloc(N, sizeof(double));
  smooth(in, out, n);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += out[i] * (double)(i % 5 + 1);
  printf("%.15e %.15e\n", s, peek(n));
  return 0;
}
