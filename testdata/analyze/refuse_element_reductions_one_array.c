/*
 * case:     refuse_element_reductions_one_array
 * what:     HeCBench's atomicIntrinsics: side by side over one range, the
 *           largest value reduced into one element of a small results
 *           array and the smallest into another (`reduction(max: d[0])`,
 *           `reduction(min: d[1])`), the array mapped by a `target data`
 *           around both.
 * regions:  R1 (reads v[i], reduction(max: stats[0])), R2 (reads v[i],
 *           reduction(min: stats[1])).
 * expect:   R1 + R2 keep-store: REFUSED [rewritable]
 *           the regions reduce into different parts of `stats`. One
 *           directive with both clauses is not the same program: OpenMP
 *           leaves a body's accesses to array elements outside a reduced
 *           section unspecified, and clang-19 rebases the pointer `stats`
 *           on one private copy, so the fused launch (written by an
 *           intermediate build of session 35) returned stats[1] = DBL_MAX,
 *           the min lost, under host OpenMP (`verify`: MISMATCH at every
 *           size). With a local array `int g[7]` instead of a pointer the
 *           same fused form happened to give the right answer.
 */
#include <float.h>

void extremes(const double *restrict v, int n, double *restrict stats)
{
  stats[0] = -DBL_MAX;
  stats[1] = DBL_MAX;
#pragma omp target data map(to: v[0:n]) map(tofrom: stats[0:2])
  {
#pragma omp target teams distribute parallel for reduction(max: stats[0])
    for (int i = 0; i < n; i++)
      stats[0] = v[i] > stats[0] ? v[i] : stats[0];

#pragma omp target teams distribute parallel for reduction(min: stats[1])
    for (int i = 0; i < n; i++)
      stats[1] = v[i] < stats[1] ? v[i] : stats[1];
  }
}
