/*
 * case:     review36_moved_declaration_hides_uintptr
 * what:     A moved `const int uintptr_t = f->stride;` above a run-time
 *           overlap test hid the type the test's macro casts to: the fused
 *           text did not parse (exit 3). (Review reproducer of session 36.)
 * expect:   REFUSED [rewritable] hides `uintptr_t`
 */
#include <stdio.h>
#define N 64
struct field { int stride; };

void work(struct field *f, double *a, double *b, int n)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    a[i] = 0.5 * i;

  const int uintptr_t = f->stride;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    b[i * uintptr_t] = 2.0 * i;
}

int main(void)
{
  static double a[N], b[3 * N];
  struct field f = {3};
#pragma omp target data map(tofrom: a[0:N], b[0:3 * N])
  work(&f, a, b, N);
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  for (int i = 0; i < 3 * N; i++) s += b[i] * (i % 5 + 1);
  printf("%f\n", s);
  return 0;
}
