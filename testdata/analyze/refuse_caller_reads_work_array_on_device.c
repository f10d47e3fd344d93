/*
 * case:     refuse_caller_reads_work_array_on_device
 * what:     main keeps `w` on the device (`target data map(alloc:)`),
 *           calls smooth, then reads `w` in a target region of its own:
 *           what smooth's producer writes is used after the call, on the
 *           device. clang shares that region's reference to `w` with the
 *           region's implicit firstprivate clause, whose parent is the
 *           directive, and the caller check took it for a map clause item:
 *           smooth was fused and main read a `w` nothing wrote (review 23,
 *           k3; the output changed on host and host offload).
 * regions:  R1 producer (writes w), R2 consumer (reads w), R3 main's
 *           region (reads w).
 * expect:   R1 -> R2 via w: REFUSED [temporary]
 * rule:     `w` is used at line 38 of `main`, inside a target region.
 */
#include <stdio.h>
#include <stdlib.h>
static void smooth(const double *restrict in, double *restrict w, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: w[0:n])
  for (int i = 0; i < n; i++)
    w[i] = 0.25 * in[i] + 1.0;
#pragma omp target teams distribute parallel for map(alloc: w[0:n]) map(tofrom: out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = 2.0 * w[i];
}
int main(void)
{
  enum { N = 1000 };
  double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double)), *c = malloc(N * sizeof(double));
  double *w = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) { a[i] = i * 0.5; b[i] = 0; c[i] = 0; }
#pragma omp target data map(alloc: w[0:N])
  {
    smooth(a, w, b, N);
#pragma omp target teams distribute parallel for map(from: c[0:N])
    for (int i = 0; i < N; i++)
      c[i] = w[i] * 3.0;
  }
  free(w);
  double s = 0; for (int i = 0; i < N; i++) s += b[i] * (i % 7 + 1) + c[i] * (i % 3);
  printf("%.6f\n", s);
  return 0;
}
