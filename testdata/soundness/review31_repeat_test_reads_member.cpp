/*
 * case:     review31_repeat_test_reads_member
 * what:     The loops' test reads the member `reps`, which the host changes
 *           between the loops.
 * expect:   REFUSED [same-repeat] reads memory or calls a function
 */
#include <cstdlib>
#include <cstdio>
#include <cmath>
struct K {
  int reps;
  void run(const double *__restrict sig, double *__restrict out, int n) {
    double *env = (double *)calloc((size_t)n, sizeof *env);
#pragma omp target data map(to: sig[0:n]) map(tofrom: out[0:n]) map(to: env[0:n])
    {
      for (int r = 0; r < reps; r++) {
#pragma omp target teams distribute parallel for
        for (int i = 0; i < n; i++)
          env[i] = 0.5 * i;
      }
      reps = 1;
      for (int r = 0; r < reps; r++) {
#pragma omp target teams distribute parallel for
        for (int i = 1; i < n - 1; i++)
          out[i] += (env[i - 1] + env[i] + env[i + 1]) / 3.0;
      }
    }
    free(env);
  }
};
int main(void) {
  int n = 1000; double *sig = (double*)malloc(n * sizeof(double)), *out = (double*)calloc(n, sizeof(double));
  for (int i = 0; i < n; i++) sig[i] = sin(i * 0.37) - 0.2;
  for (int rep = -1; rep < 4; rep++) { K k{rep}; k.run(sig, out, n); }
  double s = 0; for (int i = 0; i < n; i++) s += out[i] * (i % 7 + 1);
  printf("%.15e\n", s);
  return 0;
}
