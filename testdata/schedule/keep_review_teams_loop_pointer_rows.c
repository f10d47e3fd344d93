/*
 * case:   keep_review_teams_loop_pointer_rows
 * what:   `rows[i][j] = ...` through `double **rows` (third review,
 *         reproducer r5): the store goes where the pointer rows[i] points,
 *         and main points two rows at one. Taken for a subscript of its
 *         own per iteration, the row was written by two threads.
 * expect: KEPT [expand-memory] `rows[i][j]` (line 19), through a pointer loaded from an array element
 */
#include <math.h>
#include <stdio.h>
#define N 6
#define M 4
void fill(double **rows, int n, int m) {
#pragma omp target teams loop
  for (int i = 0; i < n; i++) {
    double w = 0;
    for (int t = 0; t < (i < 3 ? 20000000 : 1); t++) w += sin((double)t) * 1e-30;
    for (int j = 0; j < m; j++)
      rows[i][j] = i + w;
  }
}
int main(void) {
  double buf[N * M] = {0};
  double *rows[N];
  for (int i = 0; i < N; i++) rows[i] = buf + (i == 3 ? 2 : i) * M;
  fill(rows, N, M);
  for (int k = 0; k < N * M; k++) printf("%g ", buf[k]);
  printf("\n");
  return 0;
}
