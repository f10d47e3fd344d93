/*
 * A function template whose pair is legal in one instantiation and not in
 * the other (issue 28, point 5): `weight(float)` only computes, but
 * `weight(double)` also counts its calls in a global. The template's one
 * text serves both, so the pair is refused for both (rule pure-producer,
 * "in `scale<double>`: ..."). Fused from the float instantiation alone,
 * the double run would count one call per read of `t`, three per point.
 * original: calls 1000
 *
 * expect: R1 -> R2 via t: REFUSED [pure-producer]
 */
#include <cstdio>
#include <cstdlib>

#pragma omp declare target
int calls = 0;
static float weight(float x) { return x * 0.5f; }
static double weight(double x) {
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
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i] + t[i + 1];
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
