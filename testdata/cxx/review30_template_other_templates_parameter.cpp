/*
 * Review 30 (issue 28 point 5, templates): a local of type `typename Box<U>::type`: the copy spelled Box's own parameter name `T`, which in this template means another type.
 * original 356819.107697, fused 384705.823044.
 * Now refused.
 *
 * expect: R1 -> R2 via t: REFUSED [rewritable]
 */
// a local whose type comes through another template's parameter named T
#include <cstdio>
#include <cstdlib>

template <class T> struct Box { using type = T; };

template <typename T, typename U>
static void conv(const T *__restrict in, T *__restrict out, int n) {
  T *t = (T *)malloc(n * sizeof(T));
#pragma omp target data map(to: in[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      typename Box<U>::type v = in[i];
      if (v > 5)
        v *= 3;
      t[i] = v + in[i] / 4;
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + t[i] + t[i + 1];
  }
  free(t);
}

int main() {
  const int n = 1000;
  float fin[n], fout[n] = {0};
  for (int i = 0; i < n; i++)
    fin[i] = (float)((i * 37) % 101) / 7.0f;
  conv<float, int>(fin, fout, n);
  double c = 0;
  for (int i = 0; i < n; i++)
    c += fout[i] * (i % 13);
  printf("%.6f\n", c);
}
