/*
 * case:     refuse_temp_read_after_region
 * what:     The temporary (a smoothed field) is read by the consumer and
 *           then again by a third region that computes the residual
 *           against it.
 * regions:  R1 producer (writes sm), R2 consumer (reads sm, writes grad),
 *           R3 (reads sm and f, writes res).
 * expect:   R1 -> R2 via sm: REFUSED [dead-after]
 *           R1 + R2 keep-store: LEGAL
 *           (R1 -> R3 is not a pair: R2 is R1's first consumer. The
 *           stores to sm are kept, R2's reads at i - 1 and i + 1
 *           recompute them; R1 and R2 run over 1..n-2 and 2..n-3: one
 *           launch over 1..n-2, R2's body under its own bounds. R2 + R3,
 *           independent, waits for that fusion, after which R3 joins the
 *           launch as a keep-store pair reading sm where it is stored.)
 * rule:     the temporary is not dead after the consumer: R3 reads sm
 *           again, so removing it would lose values a later region needs.
 */
#include <stdlib.h>

void smooth_grad_res(const double *restrict f, double *restrict grad,
                     double *restrict res, int n, double inv2h)
{
  double *sm = malloc((size_t)n * sizeof(double));

#pragma omp target data map(to: f[0:n]) map(tofrom: grad[0:n], res[0:n]) map(alloc: sm[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++) {
      sm[i] = 0.25 * f[i - 1] + 0.5 * f[i] + 0.25 * f[i + 1];
      if (i >= 2 && i < (n - 2)) {
        grad[i] =
            inv2h * ((0.25 * f[(i + 1) - 1] + 0.5 * f[(i + 1)] + 0.25 * f[(i + 1) + 1]) -
                     (0.25 * f[(i - 1) - 1] + 0.5 * f[(i - 1)] + 0.25 * f[(i - 1) + 1]));
      }
      res[i] = f[i] - sm[i];
    }
  }

  free(sm);
}
