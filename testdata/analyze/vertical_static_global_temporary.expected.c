/*
 * case:     vertical_static_global_temporary
 * what:     A work array at file scope (issue 28, point 1: "a global"):
 *           `static double *work` is allocated and its device copy made by
 *           setup(), deleted and freed by teardown(), written by one region
 *           of smooth() and read by the next. It is static, and nothing in
 *           the file uses it but the two regions and its storage's
 *           management (the assignment from malloc, free, a null test,
 *           `sizeof`, enter/exit data that only allocate or delete), so no
 *           one but the consumer ever reads what the producer stores.
 *           setup() and teardown() stay as they are.
 * regions:  R1 producer (writes work), R2 consumer (reads work at i - 1, i
 *           and i + 1).
 * expect:   R1 -> R2 via work: LEGAL
 * strategy: inline. main() runs setup, three steps and teardown.
 */
#include <stdlib.h>

static double *work;
static int nwork;

void setup(int n)
{
  work = malloc((size_t)n * sizeof *work);
  nwork = n;
#pragma omp target enter data map(alloc: work[0:n])
}

void teardown(void)
{
  if (work) {
#pragma omp target exit data map(delete: work[0:nwork])
    free(work);
  }
}

void smooth(const double *restrict in, double *restrict out, int n)
{

#pragma omp target teams distribute parallel for map(tofrom: out[0:n]) map(to: in[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = (in[(i - 1)] * in[(i - 1)]) + 2.0 * (in[i] * in[i]) +
             (in[(i + 1)] * in[(i + 1)]);
}

#include <stdio.h>

int main(void)
{
  int n = 1000;
  double *in = malloc((size_t)n * sizeof *in), *out = calloc((size_t)n, sizeof *out);
  setup(n);
  for (int step = 0; step < 3; step++) {
    for (int i = 0; i < n; i++)
      in[i] = (double)((i * 7 + step * 3) % 13) * 0.25 - 1.0;
    smooth(in, out, n);
    double s = 0.0;
    for (int i = 0; i < n; i++)
      s += out[i] * (double)(i % 5 + 1);
    printf("step %d: %.15e\n", step, s);
  }
  teardown();
  free(in);
  free(out);
  return 0;
}
