/*
 * case:     review35b_box_chunk_reassigned_index
 * what:     review35_box_chunk_local_scan with the carry written through a
 *           reassigned local: read a[i - k] with k = 1, then write a[i - k]
 *           with k = 0, under schedule(static, 500) (7022977 became 4788715).
 *           (Review reproducer of session 35b.)
 * expect:   REFUSED [same-iteration-space] may carry values between its iterations
 */
#include <stdio.h>
#define N 1100
int x[N], a[N], b[N];
int main(void)
{
  for (int i = 0; i < N; i++) { x[i] = (i % 7) + 1; a[i] = 0; b[i] = 0; }
#pragma omp target data map(to: x[0:N]) map(tofrom: a[0:N], b[0:N])
  {
#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) schedule(static, 500)
    for (int i = 100; i < 1100; i++) {
      int v = x[i];
      for (int r = 0; r < 20000; r++)
        v = (v * 1103515245 + 12345) & 0xffff;
      int k = 1;
      int p = ((i - 100) % 500 == 0) ? 0 : a[i - k];
      k = 0;
      a[i - k] = p + (v & 7);
    }
#pragma omp target teams distribute parallel for num_teams(1) num_threads(2) schedule(static, 500)
    for (int i = 0; i < 1000; i++)
      b[i] = 2 * x[i];
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += (long)a[i] * (i % 13 + 1) + b[i];
  printf("%ld\n", s);
  return 0;
}
