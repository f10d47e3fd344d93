/*
 * case:   keep_review_teams_loop_flat_index
 * what:   `a[i * m + j]` under collapse(2) with j running to 2*m (second
 *         review, reproducer a3): the model splits the flat index into
 *         [i][j], but iteration (i, j + m) writes the element of
 *         (i + 1, j). Under clang's one thread per team the later store
 *         won; as `parallel for` either could (7316 became 7312).
 * expect: KEPT [expand-memory] a flat index, whose parts are not proved to stay within their strides
 */
#include <math.h>

void fill(double *a, int n, int m)
{
#pragma omp target teams loop collapse(2) map(tofrom: a[0:(n + 2) * m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 2 * m; j++)
      a[i * m + j] = fabs((double)i);
}
