/* A kernel pair in a function of its own, defined in a header. */
static void split(const double *restrict a, double *restrict b, int n)
{
  double *t = (double *)malloc((size_t)n * sizeof(double));
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(alloc: t[0:n])
  for (int i = 0; i < n; i++)
    t[i] = 2.0 * a[i];
#pragma omp target teams distribute parallel for map(alloc: t[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = t[i] + 1.0;
  free(t);
}
