/*
 * case:     project/steps.c
 * what:     smooth() is not static and is called only here, by
 *           run_steps(), which main.c calls; `w` is run_steps's work array.
 *           With -p and --whole-program the program is main.c and steps.c:
 *           main.c never names smooth(), so its calls are all here.
 *           Alone (no -p), the file has no main and is refused; with
 *           peek.c in the program, which calls smooth(), it is refused.
 * expect:   R1 -> R2 via w: LEGAL with -p (main.c, steps.c) --whole-program
 */
#include <stdlib.h>

#include "grid.h"

void smooth(const double *in, double *w, double *out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: w[0:n])
  for (int i = 0; i < n; i++)
    w[i] = 0.5 * in[i] - 1.0;
#pragma omp target teams distribute parallel for map(alloc: w[0:n]) map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = 0.5 * (w[i - 1] + w[i + 1]) - w[i];
}

void run_steps(double *a, double *b, int n, int steps)
{
  double *w = malloc((size_t)n * sizeof *w);
  if (!w)
    return;
  for (int s = 0; s < steps; s++) {
    smooth(a, w, b, n);
    smooth(b, w, a, n);
  }
  free(w);
}
