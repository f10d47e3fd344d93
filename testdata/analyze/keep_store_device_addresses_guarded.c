/*
 * case:     keep_store_device_addresses_guarded
 * what:     ParaCodex's NAS CG in small: the vectors are device addresses
 *           (`omp_target_alloc` in the caller, `is_device_ptr` on both
 *           regions). `x` and `r` may be one vector, so the keep-store pair
 *           runs under the run-time overlap test, which compares two device
 *           addresses: one address space. (A device address against a host
 *           one is refused: review25b_guard_device_vs_host_ptr.)
 * regions:  R1 (reads p, q, writes x, r), R2 (reads r, writes z).
 * expect:   R1 -> R2 via r: REFUSED [temporary]
 *           R1 + R2 keep-store: LEGAL
 * strategy: keep-store under PARACODEX_NO_OVERLAP.
 */
void step(double *x, double *r, const double *p, const double *q, double *z, int n,
          double alpha)
{
#pragma omp target teams loop firstprivate(alpha) is_device_ptr(x, r, p, q)
  for (int j = 0; j < n; j++) {
    x[j] = x[j] + alpha * p[j];
    r[j] = r[j] - alpha * q[j];
  }
#pragma omp target teams loop is_device_ptr(r, z)
  for (int j = 0; j < n; j++)
    z[j] = r[j] * r[j];
}
