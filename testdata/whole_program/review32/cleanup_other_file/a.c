#include <stdlib.h>
double *gin;
double gout[4];
int n;
void smooth(double *w)
{
  int m = n;
  double *in = gin;
#pragma omp target teams distribute parallel for map(to: in[0:m]) map(alloc: w[0:m])
  for (int i = 0; i < m; i++)
    w[i] = in[i] + 1.0;
#pragma omp target teams distribute parallel for map(to: in[0:m]) map(alloc: w[0:m]) map(tofrom: gout[0:m])
  for (int i = 0; i < m; i++)
    gout[i] = w[i] + in[i];
}
void run(void)
{
  double *w = malloc((size_t)n * sizeof *w);
  if (!w) return;
  smooth(w);
  free(w);
}
