/*
 * case:     alloc_wrapper_counts
 * what:     The temporary comes from a wrapper that counts its calls on
 *           every call, not only when malloc fails: deleting the call
 *           would lose the count the program prints (review 26).
 * expect:   REFUSED [rewritable] assigns a variable outside its locals
 */
#include <stdio.h>
#include <stdlib.h>

static int allocations;

static double *counted_alloc(size_t n)
{
  double *p = malloc(n * sizeof *p);
  if (p == NULL) {
    fprintf(stderr, "out of memory\n");
    exit(1);
  }
  allocations = allocations + 1;
  return p;
}

static void step(const double *restrict a, double *restrict out, int n)
{
  double *t = counted_alloc((size_t)n);
#pragma omp target data map(to: a[0:n]) map(from: out[0:n]) map(alloc: t[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] * 0.5;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] + 1.0;
  }
  free(t);
}

int main(void)
{
  double a[6] = {1, 2, 3, 4, 5, 6}, out[6];
  step(a, out, 6);
  for (int i = 0; i < 6; i++)
    printf("%g\n", out[i]);
  printf("allocations %d\n", allocations);
  return 0;
}
