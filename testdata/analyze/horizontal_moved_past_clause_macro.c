/*
 * case:     horizontal_moved_past_clause_macro
 * what:     CloverLeaf's `clover_use_target(c)`, a macro that expands to
 *           `if (target : (c))` on every region: it adds keywords and
 *           punctuation only, and its argument is written in the region's
 *           own text, so the declaration between the regions may move
 *           above the first (a macro whose definition names something,
 *           refuse_moved_declaration_macro_body_name, may not). `a` and
 *           `b` are restrict: no run-time test.
 * regions:  R1 (writes a over n), R2 (writes b over n + 1).
 * expect:   R1 + R2 horizontal: LEGAL
 * strategy: horizontal over the box of both ranges, `const int m = n + 1;`
 *           moved above the fused region.
 */
#define use_target_if(c) if (target : (c))

void fill(double *restrict a, double *restrict b, int n, int on_device)
{
#pragma omp target teams distribute parallel for use_target_if(on_device) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 0.5 * i;

  const int m = n + 1;
#pragma omp target teams distribute parallel for use_target_if(on_device) map(tofrom: b[0:m])
  for (int i = 0; i < m; i++)
    b[i] = 2.0 * i;
}
