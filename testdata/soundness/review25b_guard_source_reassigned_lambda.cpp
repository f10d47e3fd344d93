/*
 * case:     review25b_guard_source_reassigned_lambda
 * what:     C++ [&] lambda: `double *a = A;` captured by reference, then `A
 *           = C;` before the call: the test in the lambda names `A` instead
 *           of `a`.
 *           (Second review of session 25; the test named the source of
 *           a pointer copy, or a name an inner block hides; the output
 *           changed. Now the test spells the names the regions use.)
 * expect:   FUSED (keep-store)
 */
#include <cstdio>
#include <cstdlib>
int main() { int n = 600; long L = (long)n + 64;
  double *A = (double *)calloc(L, 8), *B = (double *)calloc(L, 8), *C = (double *)calloc(L, 8);
  for (long i = 0; i < L; i++) A[i] = i % 13;
  double *a = A, *c = A + 1;
  double *__restrict b = B;
  auto k = [&]() {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      a[i] = i * 3.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      b[i] = a[i] * 2.0 + c[i];
  };
  A = C;
#pragma omp target data map(tofrom: a[0:L], B[0:L])
  { k(); }
  double t = 0; for (long i = 0; i < L; i++) t += (a[i] + 3 * B[i]) * (i % 7 + 1);
  printf("%.3f\n", t); return 0; }
