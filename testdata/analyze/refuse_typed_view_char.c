/*
 * case:     refuse_typed_view_char
 * what:     The consumer reads the temporary's bytes through a `char *`
 *           view: an index there names a byte, not an element, so the
 *           producer's value at `i` is not what `((char *)t)[i]` reads.
 *           (Review reproducer of session 20, char_view_read.)
 * regions:  R1 producer (reads a, writes t), R2 consumer (reads t as char).
 * expect:   R1 -> R2 via t: REFUSED [typed-views]
 * rule:     `((char *)t)[i]` accesses `t`, an array of double, as char.
 */
#include <stdlib.h>

void bytes_of(const double *restrict a, double *restrict b, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(from: b[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] * 2.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = ((char *)t)[i];
  }
  free(t);
}
