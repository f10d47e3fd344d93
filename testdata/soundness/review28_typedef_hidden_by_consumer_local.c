/*
 * case:     review28_typedef_hidden_by_consumer_local
 * what:     The copy converts `v` to its typedef `real` (`(real)(in[i])`), but
 *           the consumer declares `int real`: the cast does not parse there
 *           (fuse exit 3, analyze said legal). Type names the copy spells are
 *           checked against the consumer's names. (Review of session 28,
 *           c59_typedef_capture.)
 * expect:   REFUSED [rewritable] which would change the meaning of the type
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdbool.h>
typedef float real;

void kern(const double *restrict in, const int *restrict ii, double *restrict out, int n, double lo, double hi)
{
  double *t = malloc((size_t)n * sizeof(double));
#pragma omp target data map(to: in[0:n], ii[0:n]) map(tofrom: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      real v = in[i];
      if (v > 0.0)
        v = v / 3.0;
      t[i] = v;
    }
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++) {
      int real = 2;
      out[i] = t[i] * real;
    }
  }
  free(t);
}

int main(void)
{
  int n = 64;
  double *in = malloc(n * sizeof(double));
  int *ii = malloc(n * sizeof(int));
  double *out = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    in[i] = ((i * 37) % 23 - 11) * 13.7 + (i % 3) * 0.3;
    ii[i] = (int)((i * 2654435761u) % 100000u) - 50000;
    out[i] = 0;
  }
  kern(in, ii, out, n, -50.0, 60.0);
  for (int i = 0; i < n; i++)
    printf("%.17g\n", (double)out[i]);
  return 0;
}
