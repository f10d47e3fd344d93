/*
 * case:     review31_global_allocation_in_statement_expression
 * what:     `view = ({ work = calloc(...); });`: the statement expression's
 *           value gives the storage a second name.
 * expect:   REFUSED [temporary] outside the two regions
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 1000
static double *work; static double *view;
void setup(int n) { view = ({ work = calloc(n, sizeof(double)); }); }
void smooth(const double *restrict in, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n])
  for (int i = 0; i < n; i++)
    work[i] = in[i] * in[i];

#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = work[i - 1] + 2.0 * work[i] + work[i + 1];
}
double peek(int n) { return view[3]; }
int main(void)
{
  int n = N;
  double *in = malloc(n * sizeof *in), *out = calloc(n, sizeof *out);
  for (int i = 0; i < n; i++) in[i] = (double)((i * 7) % 13) * 0.25 - 1.0;
  setup(n);
  smooth(in, out, n);
  double s = 0.0;
  for (int i = 0; i < n; i++) s += out[i] * (double)(i % 5 + 1);
  printf("%.15e %.15e\n", s, peek(n));
  return 0;
}
