/*
 * case:     keep_store_different_ranges
 * what:     CG's start: r = x over every row (`naa`), then the norm of r
 *           over the first `ncols` (at most `naa`); r is program state
 *           (copied back at the end of the data region).
 * regions:  R1 (reads x, writes q and r over 0..naa-1), R2 (reads r over
 *           0..ncols-1, reduces into rho).
 * expect:   R1 + R2 keep-store: LEGAL
 *           every element of r the second reads at j was written by the
 *           first at the same j; the ranges differ and neither is known
 *           to hold the other: the fused loop runs to the larger end, each
 *           body under its own bound.
 * strategy: keep-store over the box of both ranges.
 */
double start_norm(double *restrict q, double *restrict r, const double *restrict x, int naa,
                  int ncols)
{
  double rho = 0.0;
#pragma omp target data map(to: x[0:naa]) map(from: q[0:naa]) map(tofrom: r[0:naa])
  {
#pragma omp target teams distribute parallel for
    for (int j = 0; j < naa; j++) {
      q[j] = 0.0;
      r[j] = x[j];
    }

#pragma omp target teams distribute parallel for reduction(+: rho)
    for (int j = 0; j < ncols; j++) {
      rho += r[j] * r[j];
    }
  }
  return rho;
}
