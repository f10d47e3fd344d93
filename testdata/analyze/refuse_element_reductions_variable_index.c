/*
 * case:     refuse_element_reductions_variable_index
 * what:     keep_store_element_reductions with the second element chosen
 *           by a parameter (`reduction(min: stats[k])`): k may be 0, the
 *           element the first region reduces.
 * regions:  R1 (reads v[i], reduction(max: stats[0])), R2 (reads v[i],
 *           reduction(min: stats[k])).
 * expect:   R1 + R2 keep-store: REFUSED [point-wise]
 *           R2 writes stats[k] at every iteration and R1 stats[0]: when
 *           k is 0 they meet at other iterations.
 */
void extremes(const double *restrict v, int n, int k, double *restrict stats)
{
#pragma omp target data map(to: v[0:n]) map(tofrom: stats[0:2])
  {
#pragma omp target teams distribute parallel for reduction(max: stats[0])
    for (int i = 0; i < n; i++)
      stats[0] = v[i] > stats[0] ? v[i] : stats[0];

#pragma omp target teams distribute parallel for reduction(min: stats[k])
    for (int i = 0; i < n; i++)
      stats[k] = v[i] < stats[k] ? v[i] : stats[k];
  }
}
