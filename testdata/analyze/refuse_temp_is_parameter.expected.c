/*
 * case:     refuse_temp_is_parameter
 * what:     The scratch array is passed in by the caller (device-resident
 *           workspace), written by the producer and read by the consumer.
 * regions:  R1 producer (writes work), R2 consumer (reads work).
 * expect:   R1 -> R2 via work: REFUSED [temporary]
 *           R1 + R2 keep-store: LEGAL
 *           (the stores to `work` kept for the caller, its reads recomputed.)
 * rule:     the temporary is a function parameter: the caller may read it
 *           afterwards, so it cannot be proven dead after the consumer.
 */
void smooth_with_workspace(const double *restrict x, double *restrict work,
                           double *restrict y, int n)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    work[i] = x[i] * x[i] * x[i];
    if (i >= 1 && i < (n - 1)) {
      y[i] = 0.5 * (x[i] * x[i] * x[i]) +
             0.25 * ((x[(i - 1)] * x[(i - 1)] * x[(i - 1)]) +
                     (x[(i + 1)] * x[(i + 1)] * x[(i + 1)]));
    }
  }
}
