/*
 * case:     guarded_temporary_section_bound_asm
 * what:     guarded_temporary_section_bound_changes with the store to the
 *           section length made by an asm output operand (second review,
 *           reproducer f5: no assignment, increment or `&m` to see, and
 *           the fused offload build segfaulted). A map item's variables
 *           may only be read anywhere in the function, or stored by `=`
 *           or `++` outside the target data; any other use (an asm
 *           operand, a reference or lambda capture in C++) keeps the map
 *           item where it was evaluated.
 * regions:  R1 producer (writes t), R2 consumer (reads t, writes out).
 * expect:   R1 -> R2 via t: LEGAL
 *           no-alias holds where PARACODEX_NO_OVERLAP(in, n, out, n) does.
 * strategy: inline, guarded; `map(alloc: t[0:m])` stays on the target data.
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *in, double *out, int n)
{
  double *t = malloc((size_t)n * sizeof(double));
  int m = n;
#pragma omp target data map(present, to: in[0:n]) map(present, tofrom: out[0:n]) map(alloc: t[0:m])
  {
#if defined(__x86_64__)
    __asm__ volatile("movl $1, %0" : "=r"(m));
#else
    m = 1;
#endif
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = 0.5 * in[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i] = t[i - 1] + 2.0 * t[i] + t[i + 1];
  }
  printf("m=%d\n", m);
  free(t);
}

int main(void)
{
  enum { N = 64 };
  double buf[2 * N];
  for (int i = 0; i < 2 * N; i++)
    buf[i] = (double)((i * 37) % 11) - 4.0;
#pragma omp target data map(tofrom: buf[0:2 * N])
  {
    smooth(buf, buf + N, N);
    smooth(buf, buf + 1, N - 1);
  }
  double sum = 0.0;
  for (int i = 0; i < 2 * N; i++)
    sum += buf[i] * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  return 0;
}
