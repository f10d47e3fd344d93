/*
 * case:     review31_global_cleanup_inside_parallel_between
 * what:     A `cleanup` local inside a `parallel` construct between the
 *           regions runs the function again.
 * expect:   REFUSED [temporary] may run `smooth` again
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
#pragma omp parallel num_threads(1)
  { int g __attribute__((cleanup(rerun))) = 0; (void)g; }
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
