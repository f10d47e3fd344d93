#include <cstdio>
#include <cstdlib>
extern "C" {
#include "relax.h"
}
extern "C" void warmup(void);
static void relax(int k) { std::printf("k=%d\n", k); }
int main()
{
  enum { N = 96 };
  double a[N], b[N];
  double *w = (double *)std::malloc(N * sizeof *w);
  for (int i = 0; i < N; i++) { a[i] = (double)i; b[i] = 0.0; }
  relax(a, w, b, N);
  std::printf("%g %g\n", b[3], w[1]);
  warmup();
  relax(7);
  std::free(w);
  return 0;
}
