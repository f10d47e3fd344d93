/*
 * case:     review31_code_before_producer_loop
 * what:     Code before the producer's loop on the same line (`acc[0] += 1.0;
 *           for (...) {`): the first version deleted the whole line with the
 *           loop, and the increment with it.
 * expect:   FUSED
 */
#include <stdlib.h>
#include <stdio.h>
#include <math.h>

void kern(const double *restrict sig, double *restrict out, int n, int repeat, double *restrict acc)
{
  double *env = malloc((size_t)n * sizeof *env);
#pragma omp target data map(to: sig[0:n]) map(tofrom: out[0:n]) map(alloc: env[0:n])
  {
    acc[0] += 1.0; for (int r = 0; r < repeat; r++) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        env[i] = fabs(sig[i]);
    }
    for (int r = 0; r < repeat; r++)
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; i++)
        out[i] += (env[i - 1] + env[i] + env[i + 1]) / 3.0;
  }
  free(env);
}

int main(void) {
  int n = 1000; double *sig = malloc(n * sizeof(double)), *out = calloc(n, sizeof(double));
  double acc[1] = {0};
  for (int i = 0; i < n; i++) sig[i] = sin(i * 0.37) - 0.2;
  for (int rep = 0; rep < 4; rep++) { kern(sig, out, n, rep, acc); }
  double s = 0; for (int i = 0; i < n; i++) s += out[i] * (i % 7 + 1);
  printf("%.15e %.15e\n", s, acc[0]);
  return 0;
}
