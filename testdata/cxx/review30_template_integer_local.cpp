/*
 * Review 30 (issue 28 point 5, templates): an integer local `I j = i - 5` of a template parameter type: the copy spelled its value in `long`, the first instantiation's type, losing `unsigned long`'s wrap.
 * original 177934.333333, fused 177914.333333.
 * Now refused.
 *
 * expect: R1 -> R2 via t: REFUSED [every-instantiation]
 */
// an integer local of the template's type: long in one instantiation, unsigned long in the other
#include <cstdio>
#include <cstdlib>

template <typename I>
static void shift(const double *__restrict in, double *__restrict out, int n) {
  double *t = (double *)malloc(n * sizeof(double));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      I j = i - 5;
      t[i] = in[i] + (j < 100 ? 1 : 2);
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i];
  }
  free(t);
}

int main() {
  const int n = 1000;
  double in[n], out[n] = {0}, out2[n] = {0};
  for (int i = 0; i < n; i++)
    in[i] = (double)((i * 53) % 97) / 3.0;
  shift<long>(in, out, n);
  shift<unsigned long>(in, out2, n);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += out[i] * (i % 7) + out2[i] * (i % 5);
  printf("%.6f\n", c);
}
