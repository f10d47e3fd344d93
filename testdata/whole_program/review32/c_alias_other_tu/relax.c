/*
 * case:     callers/relax.c
 * what:     relax() is not static and every call is in another file:
 *           main.c allocates `w`, passes it on each step and frees it.
 *           With -p (main.c, relax.c) and --whole-program, the calls of
 *           main.c are judged there: `w` is a work array of main's that
 *           nothing reads, so it is relax's temporary. With main_reads.c
 *           instead, which prints w[1] after a call, it is refused.
 * expect:   R1 -> R2 via w: LEGAL with -p (main.c, relax.c) --whole-program
 */
#include "relax.h"

void relax(const double *in, double *w, double *out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: w[0:n])
  for (int i = 0; i < n; i++)
    w[i] = 0.5 * in[i] + 0.25;
#pragma omp target teams distribute parallel for map(alloc: w[0:n]) map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = w[i] - 0.25 * (w[i - 1] + w[i + 1]);
}
