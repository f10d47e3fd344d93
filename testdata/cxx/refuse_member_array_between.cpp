/* A member function defined in its class body is analysed (issue 28:
   before, such functions were skipped without a word, so this file
   reported nothing). Here a region between the pair stores to the member
   array `a`, which the producer reads through `src`: a store through a
   pointer paracodex does not trace, so nothing is fused (fused, the
   consumer would see the producer's values computed from the zeroed
   array: checksum 136 instead of 2856). */
#include <cstdio>
#include <cstdlib>
struct Grid {
  double *a;
  void step(double *__restrict out, int n) {
    double *t = (double *)malloc(n * sizeof(double));
    double *src = a;
#pragma omp target data map(tofrom: src[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
    {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        t[i] = src[i] * 2.0;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
      for (int i = 0; i < n; i++)
        a[i] = 0.0;
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++)
        out[i] = t[i] + 1.0;
    }
    free(t);
  }
};
int main() {
  double buf[16], out[16];
  for (int i = 0; i < 16; i++) buf[i] = i;
  Grid g{buf};
  g.step(out, 16);
  double c = 0;
  for (int i = 0; i < 16; i++) c += out[i] * (i + 1);
  printf("%g\n", c);
}
