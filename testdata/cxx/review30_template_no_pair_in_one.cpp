/*
 * Review 30 (issue 28 point 5, templates): the consumer reads the temporary only under `if constexpr` for float: `scale<double>` has no pair, and was not compared; fused, its producer (which counts calls) was deleted.
 * original calls 1000 14.500, fused calls 0 14.500.
 * Now refused.
 *
 * expect: R1 -> R2 via t: REFUSED [every-instantiation]
 */
// the double instantiation's consumer does not read t (if constexpr): it has no pair, so it is not compared
#include <cstdio>
#include <cstdlib>
#include <type_traits>

#pragma omp declare target
int calls = 0;
static float weight(float x) { return x * 0.5f; }
static double weight(double x) {
#pragma omp atomic
  calls++;
  return x * 0.5;
}
#pragma omp end declare target

template <typename T>
static void scale(const T *__restrict in, T *__restrict out, int n) {
  T *t = (T *)malloc(n * sizeof(T));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = weight(in[i]);
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++) {
      if constexpr (std::is_same_v<T, float>)
        out[i] = t[i - 1] + t[i] + t[i + 1];
      else
        out[i] = in[i];
    }
  }
  free(t);
}

int main() {
  const int n = 1000;
  float fin[n], fout[n] = {0};
  double din[n], dout[n] = {0};
  for (int i = 0; i < n; i++)
    fin[i] = din[i] = i % 17;
  scale(fin, fout, n);
  scale(din, dout, n);
#pragma omp target update from(calls)
  printf("calls %d %.3f\n", calls, fout[5] + dout[7]);
}
