/*
 * case:     none_single_region
 * what:     One target region (a DAXPY); nothing to pair it with.
 * regions:  R1.
 * expect:   no candidate pair.
 */
void daxpy(int n, double alpha, const double *restrict x, double *restrict y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] += alpha * x[i];
}
