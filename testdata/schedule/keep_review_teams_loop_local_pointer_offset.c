/*
 * case:   keep_review_teams_loop_local_pointer_offset
 * what:   The body writes through `double *p = a + 1;` and reads a[i]
 *         (second review, reproducer a4): p[i] is a[i + 1], the element
 *         the next iteration reads. p was taken for an array of its own.
 * expect: KEPT [expand-memory] `p`, which the iterations write, and `a` may share memory
 */
#include <math.h>

static void shift(double *a, int n)
{
#pragma omp target teams loop map(tofrom: a[0:n + 1])
  for (int i = 0; i < n; i++) {
    double *p = a + 1;
    p[i] = fabs(a[i]) + 1.0;
  }
}

void run(double *a, int n) { shift(a, n); }
