/*
 * case:     refuse_keep_store_guarded_beside_unguarded
 * what:     Three adjacent regions over one loop: the first reads `a`,
 *           the second steps `b`, the third reads `b` into `d`. `a` and
 *           `b` may be one array, so the first two share a launch only
 *           under a run-time overlap test; the second and third need none
 *           (`d` is restrict). The unguarded pair is fused, the guarded one
 *           yields: it would keep the second region apart whenever the
 *           test fails.
 * regions:  R1 (reads a, writes c), R2 (writes b), R3 (reads b, writes d).
 * expect:   R1 + R2 keep-store: REFUSED [unguarded-first]
 *           R2 + R3 keep-store: LEGAL
 * strategy: keep-store for R2 + R3.
 */
void f(const double *a, double *b, double *restrict c, double *restrict d, int n)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    c[i] = 2.0 * a[i];
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    b[i] = b[i] + 1.0;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    d[i] = 3.0 * b[i];
}
