/*
 * case:   keep_reads_what_it_writes
 * what:   In-place update: u is read at k-1 and k+1 and written at k. A
 *         read of an array the region writes is never cached (in a racy
 *         program the original would see other iterations' stores), and
 *         nothing else is read at two planes. Kept.
 * expect: KEPT [march-reuse] no value it reads is read again
 */
void inplace(double *u, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(tofrom: u[0:n*n*n])
  for (int k = 1; k < n - 1; k += 1)
    for (int j = 0; j < n; j++)
      for (int i = 0; i < n; i++)
        u[(k * n + j) * n + i] = 0.5 * (u[((k - 1) * n + j) * n + i] + u[((k + 1) * n + j) * n + i]);
}
