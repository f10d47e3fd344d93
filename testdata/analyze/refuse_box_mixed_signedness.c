/*
 * case:     refuse_box_mixed_signedness
 * what:     Two loops over int up to a long and an unsigned bound.
 * regions:  R1 (writes a over int i < n), R2 (writes b over int i < m + 1).
 * expect:   R1 + R2 horizontal: REFUSED [same-iteration-space]
 *           `i < n` compares in unsigned (n is unsigned): the box's bound,
 *           taken in int, would make a large n negative and run neither
 *           body; `i < m + 1` compares in long.
 */
void fill_two(double *restrict a, double *restrict b, unsigned n, long m)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = 1.0;

#pragma omp target teams distribute parallel for map(tofrom: b[0:m + 1])
  for (int i = 0; i < m + 1; i++)
    b[i] = 2.0;
}
