/*
 * case:     refuse_step_binding_narrow_type
 * what:     An outer `unsigned char c` set per iteration, `c = 50 * j;`, indexes
 *           the producer's input: the store wraps (50*j mod 256), so `c` is
 *           not the polynomial 50*j, and substituting it read past the wrap
 *           (found by a review: checksum 1990 became 2540).
 * regions:  R1 producer (writes t, c), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: REFUSED [pure-producer]
 *           R1 + R2 keep-store: LEGAL
 * rule:     a binding must be a signed integer no narrower than int.
 */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
  enum { N = 40 };
  double *in = malloc(4096*sizeof(double)), *out = malloc(N*sizeof(double));
  for (int i = 0; i < 4096; i++) in[i] = (double)((i * 37) % 11) - 4.0;
  for (int i = 0; i < N; i++) out[i] = 0;
  double *t = malloc(N*sizeof(double));
  unsigned char c = 0;
#pragma omp target data map(to: in[0:4096]) map(tofrom: out[0:N]) map(alloc: t[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int j = 0; j < N; j++) {
      c = 50 * j;
      t[j] = in[c] * 2.0;
      out[j] = t[j] + 1.0;
    }
  }
  double sum = 0.0;
  for (int i = 0; i < N; i++) sum += out[i] * (double)(i + 1);
  printf("checksum %.17g c=%d\n", sum, c);
  return 0;
}
