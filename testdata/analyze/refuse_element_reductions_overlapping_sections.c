/*
 * case:     refuse_element_reductions_overlapping_sections
 * what:     two reductions over sections of one histogram that share an
 *           element (`h[0:2]` and `h[1:2]`): element 1 would be reduced by
 *           two clauses of one directive.
 * regions:  R1 (reads v[i], reduction(+: h[0:2])), R2 (reads v[i],
 *           reduction(+: h[1:2])).
 * expect:   R1 + R2 keep-store: REFUSED [point-wise]
 *           both bodies write h[1] at every iteration.
 */
void counts(const double *restrict v, int n, double *restrict h)
{
#pragma omp target data map(to: v[0:n]) map(tofrom: h[0:3])
  {
#pragma omp target teams distribute parallel for reduction(+: h[0:2])
    for (int i = 0; i < n; i++) {
      h[0] += v[i] > 0.0;
      h[1] += v[i] > 0.5;
    }

#pragma omp target teams distribute parallel for reduction(+: h[1:2])
    for (int i = 0; i < n; i++) {
      h[1] += v[i] > 0.25;
      h[2] += v[i] > 0.75;
    }
  }
}
