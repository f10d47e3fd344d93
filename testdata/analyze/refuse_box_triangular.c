/*
 * case:     refuse_box_triangular
 * what:     The first nest fills the upper triangle of a (columns from the
 *           row on), the second the whole of b with one more column.
 * regions:  R1 (writes a over i <= j < n), R2 (writes b over 0 <= j <= n).
 * expect:   R1 + R2 horizontal: REFUSED [same-iteration-space]
 *           the inner loops differ and the first's start is the outer
 *           loop's variable: no box of a collapsed nest holds both.
 */
void fill_upper(double *restrict a, double *restrict b, int n)
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n * n])
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      a[i * n + j] = 1.0;

#pragma omp target teams distribute parallel for collapse(2) map(tofrom: b[0:n * (n + 1)])
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= n; j++)
      b[i * (n + 1) + j] = 2.0;
}
