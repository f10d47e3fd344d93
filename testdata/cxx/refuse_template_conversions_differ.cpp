/*
 * A function template instantiated for int and double (issue 28, point
 * 5): `in[i] / 2` divides integers in one and converts 2 in the other,
 * and `t[i] = v` converts the double local to T in only one. Each
 * instantiation's pair is legal, but the rewrite, written from one of
 * them, spells what that one converts; the pair is refused (rule
 * every-instantiation: its regions convert values unlike the first's).
 *
 * expect: R1 -> R2 via t: REFUSED [every-instantiation]
 */
#include <cstdio>
#include <cstdlib>

template <typename T>
static void halve(const T *__restrict in, T *__restrict out, int n) {
  T *t = (T *)malloc(n * sizeof(T));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double v = in[i] / 2;
      t[i] = v;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] + 1;
  }
  free(t);
}

int main() {
  const int n = 100;
  int iin[n], iout[n] = {0};
  double din[n], dout[n] = {0};
  for (int i = 0; i < n; i++)
    iin[i] = din[i] = i % 9;
  halve(iin, iout, n);
  halve(din, dout, n);
  printf("%d %.3f\n", iout[5], dout[5]);
}
