/*
 * case:     review34_declaration_hides_typedef_in_macro
 * what:     The first region multiplies by `BYTES`, a macro for
 *           `sizeof(real)` with `real` a typedef of double; the statement
 *           between the regions declares `int real = 3;`. The shadowing
 *           test looks for the declared name among the first region's
 *           DeclRefExprs and in its text: a type name written by a macro is
 *           in neither. Moved above the first region, the declaration made
 *           `sizeof(real)` the size of the int (4, not 8): a silent wrong
 *           result. (Spelled `REAL t = a[i];` the fused text did not parse:
 *           fuse exited 3.) (Review reproducer of session 34.)
 *           A declaration is now not moved above a region that expands a
 *           macro.
 * expect:   REFUSED [movable-between] declares `real`, and the first region expands the macro
 */
#include <stdio.h>
#define N 64
typedef double real;
#define BYTES sizeof(real)
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; }
  int n = N;
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
  for (int i = 0; i < n; i++)
    a[i] = a[i] * BYTES;
  int real = 3;
#pragma omp target teams distribute parallel for map(tofrom: b[0:N])
  for (int j = 0; j < n; j++)
    b[j] = b[j] + real;
  double sum = 0;
  for (int i = 0; i < N; i++) sum += a[i] + 3 * b[i];
  printf("%g\n", sum);
  return 0;
}
