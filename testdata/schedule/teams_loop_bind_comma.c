/*
 * case:   teams_loop_bind_comma
 * what:   `bind(teams),` followed by more clauses (review reproducer
 *         tl10): removing the clause left its comma right after the new
 *         directive name, and clang then ignored every clause after it
 *         ("extra tokens at the end of '#pragma omp target teams
 *         distribute parallel for'"), the maps included. The comma goes
 *         with the clause.
 * expect: EXPANDED, `bind(teams),` removed with its comma
 */
#include <math.h>
#include <stdio.h>

enum { N = 8 };

int main(void)
{
  double x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = i - 3.0;
    y[i] = -1.0;
  }
#pragma omp target teams loop bind(teams), map(to: x[0:N]) map(from: y[0:N])
  for (int i = 0; i < N; i++)
    y[i] = fabs(x[i]);
  for (int i = 0; i < N; i++)
    printf("%g ", y[i]);
  printf("\n");
  return 0;
}
