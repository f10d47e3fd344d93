/*
 * case:     horizontal_unsigned_bound
 * what:     HeCBench's QTC: two fills side by side over different ranges,
 *           the first an `int` loop up to an `unsigned long` count (the
 *           test compares in unsigned long), the second an `int` loop up
 *           to an `int` product.
 * regions:  R1 (writes mask[i] over 0..count-1), R2 (writes dist[i] over
 *           0..rows*cols-1).
 * expect:   R1 + R2 horizontal: LEGAL
 *           i counts up by one from 0, so every test compares a value that
 *           is not negative exactly, and a count beyond INT_MAX would have
 *           i overflow first: in a program without undefined behaviour the
 *           count fits an int, and the box's `(int)count` keeps it.
 * strategy: horizontal over the box of both ranges.
 */
void clear(double *restrict mask, float *restrict dist, unsigned long count, int rows, int cols)
{
#pragma omp target data map(tofrom: mask[0:count], dist[0:rows * cols])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < count; i++)
      mask[i] = 0.5 * i;

#pragma omp target teams distribute parallel for
    for (int i = 0; i < rows * cols; i++)
      dist[i] = 2.0f;
  }
}
