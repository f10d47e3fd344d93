/*
 * case:   teams_loop_inner_loop_variable
 * what:   A `target teams loop bind(teams)` over rows whose body calls
 *         `sqrt` and runs an inner loop whose variable `j` is declared
 *         outside the region. The expansion drops `bind(teams)` (only `loop`
 *         takes it) and makes `j` and `acc` private: each iteration sets them
 *         before reading them (the `for` init, then the assignment).
 * expect: MARCHED
 */
#include <math.h>
#include <stdio.h>

enum { ROWS = 40, COLS = 33 };

static void row_norms(const double *m, double *out)
{
  int i, j;
  double acc;
#pragma omp target teams distribute parallel for map(to: m[0:ROWS * COLS]) map(from: out[0:ROWS]) private(acc, j)
  for (i = 0; i < ROWS; i++) {
    acc = 0.0;
    for (j = 0; j < COLS; j++)
      acc += m[i * COLS + j] * m[i * COLS + j];
    out[i] = sqrt(acc);
  }
}

int main(void)
{
  static double m[ROWS * COLS], out[ROWS];
  for (int p = 0; p < ROWS * COLS; p++)
    m[p] = (double)((p * 13) % 17) - 8.0;
  row_norms(m, out);
  for (int i = 0; i < ROWS; i += 7)
    printf("%.17g\n", out[i]);
  return 0;
}
