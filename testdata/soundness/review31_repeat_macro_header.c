/*
 * case:     review31_repeat_macro_header
 * what:     Loop headers written by a macro, `REPEAT(repeat)` and
 *           `REPEAT(once)`: the first version read no text for either and took
 *           them as alike.
 * expect:   REFUSED [same-repeat] a macro writes part of a loop's header
 */
#include <stdlib.h>
#include <stdio.h>
#include <math.h>
#define REPEAT(cnt) for (int r = 0; r < (cnt); r++)

void kern(const double *restrict sig, double *restrict out, int n, int repeat, double *restrict acc)
{
  double *env = calloc((size_t)n, sizeof *env);
  int once = 1;
#pragma omp target data map(to: sig[0:n]) map(tofrom: out[0:n]) map(to: env[0:n])
  {
    REPEAT(repeat) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        env[i] = fabs(sig[i]);
    }
    REPEAT(once) {
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; i++)
        out[i] += (env[i - 1] + env[i] + env[i + 1]) / 3.0;
    }
  }
  free(env);
}

int main(void) {
  int n = 1000; double *sig = malloc(n * sizeof(double)), *out = calloc(n, sizeof(double));
  double acc[1] = {0};
  for (int i = 0; i < n; i++) sig[i] = sin(i * 0.37) - 0.2;
  for (int rep = -1; rep < 4; rep++) { kern(sig, out, n, rep, acc); }
  double s = 0; for (int i = 0; i < n; i++) s += out[i] * (i % 7 + 1);
  printf("%.15e %.15e\n", s, acc[0]);
  return 0;
}
