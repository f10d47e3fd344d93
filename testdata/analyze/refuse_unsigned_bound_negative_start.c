/*
 * case:     refuse_unsigned_bound_negative_start
 * what:     horizontal_unsigned_bound with the first loop starting at -1:
 *           the test `i < count` converts -1 to the largest unsigned long,
 *           so the loop as written runs no iteration, while a box over
 *           `(int)count` would run it from -1.
 * regions:  R1 (writes mask[i + 1] over -1..count-1 as written, which is
 *           no iteration), R2 (writes dist[i] over 0..rows*cols-1).
 * expect:   R1 + R2 horizontal: REFUSED [same-iteration-space]
 *           the loop over `i` compares its variable with a bound in the
 *           bound's type.
 */
void clear(double *restrict mask, float *restrict dist, unsigned long count, int rows, int cols)
{
#pragma omp target data map(tofrom: mask[0:count + 1], dist[0:rows * cols])
  {
#pragma omp target teams distribute parallel for
    for (int i = -1; i < count; i++)
      mask[i + 1] = 0.5 * i;

#pragma omp target teams distribute parallel for
    for (int i = 0; i < rows * cols; i++)
      dist[i] = 2.0f;
  }
}
