/*
 * case:     review34b_alias_of_file_scalar
 * what:     `static int lastcol __attribute__((alias("real_last")));`:
 *           lastcol is a `static` scalar of the file, but it is another
 *           name of the external `real_last`, which the first region sets
 *           (to 40). The statement between the regions,
 *           `end = lastcol + 1;`, reads lastcol; the first region does not
 *           name lastcol, calls nothing and the file never takes its
 *           address, so the statement moved above the fused region and
 *           read the old value (end 11, not 41). An alias (or an asm
 *           label) gives the variable another name: isFileScalar should
 *           not accept a variable with an alias attribute.
 *           (Review reproducer of session 34b.)
 * since:    session 35 the pair is not listed: the regions differ in
 *           range, and the box refuses a first region that stores to
 *           a variable of no one iteration (same-iteration-space),
 *           besides this statement (was: REFUSED [movable-between] `lastcol`).
 * expect:   UNCHANGED
 */
#include <stdio.h>
#define N 64
int real_last = 10;
#pragma omp declare target(real_last)
static int lastcol __attribute__((alias("real_last")));
int a[N], b[N + 16];
int main(void) {
  int n = N, end;
#pragma omp target teams distribute parallel for num_teams(1) num_threads(1) map(tofrom: a[0:N], real_last)
  for (int i = 0; i < n; i++) {
    a[i] = i;
    if (i == 0)
      real_last = 40;
  }
  end = lastcol + 1;
#pragma omp target teams distribute parallel for map(tofrom: b[0:N + 16])
  for (int j = 0; j < end; j++)
    b[j] = j;
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  for (int i = 0; i < N + 16; i++) s += b[i];
  printf("%d %d\n", s, end);
  return 0;
}
