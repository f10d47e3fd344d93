/*
 * case:     refuse_name_clash_param_loop_var
 * what:     The producer writes t[i + k] with k a parameter; the
 *           consumer's own loop variable is also called k and reads
 *           t[k + 1]. Compared by name, (k + 1) - k cancels to 1 and the
 *           fused code read a[1] everywhere (issue 10, reproducer 4: sum 28
 *           became 8).
 * regions:  R1 producer (writes t), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [distinct-names]
 * rule:     the producer's k and the consumer's loop variable k are two
 *           variables.
 */
#include <stdlib.h>

void offset_copy(const double *restrict a, double *restrict out, int n, int k)
{
  double *t = malloc((size_t)(n + k + 1) * sizeof(double));
#pragma omp target data map(to: a[0:n]) map(from: out[0:n]) map(alloc: t[0:n+k+1])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i + k] = a[i];
#pragma omp target teams distribute parallel for
    for (int k = 0; k < n - 1; k++)
      out[k] = t[k + 1];
  }
  free(t);
}
