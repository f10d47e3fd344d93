#include <cstdlib>
struct Tag {};
int n;
double gout[64];
void operator<<(Tag, double *w)
{
  int m = n;
#pragma omp target teams distribute parallel for map(alloc: w[0:m])
  for (int i = 0; i < m; i++)
    w[i] = 0.5 * i + 1.0;
#pragma omp target teams distribute parallel for map(alloc: w[0:m]) map(tofrom: gout[0:m])
  for (int i = 0; i < m; i++)
    gout[i] = 2.0 * w[i];
}
void run(void)
{
  double *w = (double *)malloc((size_t)n * sizeof *w);
  if (!w) return;
  Tag() << w;
  free(w);
}
