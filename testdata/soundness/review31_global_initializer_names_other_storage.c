/*
 * case:     review31_global_initializer_names_other_storage
 * what:     `static double *work = buf;`: the pointer starts at another array,
 *           which main() reads.
 * expect:   REFUSED [temporary] has an initializer
 */
#include <stdio.h>
#include <stdlib.h>
#define N 1000
static double buf[N];
static double *work = buf;

void smooth(const double *restrict in, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n])
  for (int i = 0; i < n; i++)
    work[i] = in[i] * in[i];

#pragma omp target teams distribute parallel for map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = work[i - 1] + 2.0 * work[i] + work[i + 1];
}

int main(void)
{
  int n = N;
  double *in = malloc(n * sizeof *in), *out = calloc(n, sizeof *out);
  for (int i = 0; i < n; i++) in[i] = (double)((i * 7) % 13) * 0.25 - 1.0;
  smooth(in, out, n);
  double s = 0.0, t = 0.0;
  for (int i = 0; i < n; i++) { s += out[i] * (double)(i % 5 + 1); t += buf[i]; }
  printf("%.15e %.15e\n", s, t);
  return 0;
}
