/*
 * case:     global_work_array
 * what:     A work array at file scope that is not static (issue 28, point
 *           1: "a global"), as C codes write it: `double *flux` is
 *           allocated and freed by main and used by nothing but the two
 *           regions of step(). Without --whole-program another file may
 *           name it (`extern double *flux;`) and read what the producer
 *           stores; with it, no file of the program but this one does.
 * regions:  R1 producer (writes flux), R2 consumer (reads flux at i and
 *           i + 1, writes q).
 * expect:   R1 -> R2 via flux: LEGAL with --whole-program; REFUSED without
 */
#include <stdio.h>
#include <stdlib.h>

double *flux;
int ncell;

void step(double *restrict q, const double *restrict u, double dt)
{
  int n = ncell;
#pragma omp target teams distribute parallel for map(tofrom: q[0:n]) map(to: u[0:n + 1])
  for (int i = 0; i < n; i++)
    q[i] = q[i] - dt * ((0.5 * u[(i + 1)] * u[(i + 1)]) - (0.5 * u[i] * u[i]));
}

int main(void)
{
  ncell = 100;
  flux = malloc((ncell + 1) * sizeof *flux);
  double *q = malloc(ncell * sizeof *q), *u = malloc((ncell + 1) * sizeof *u);
  if (!flux || !q || !u)
    return 1;
  for (int i = 0; i < ncell + 1; i++)
    u[i] = (double)((i * 7) % 11) / 10.0;
  for (int i = 0; i < ncell; i++)
    q[i] = 1.0 + (double)(i % 3);
#pragma omp target data map(alloc: flux[0:ncell + 1])
  for (int s = 0; s < 4; s++)
    step(q, u, 0.01);
  double sum = 0.0;
  for (int i = 0; i < ncell; i++)
    sum += q[i] * (double)(i + 1);
  printf("checksum %.17g\n", sum);
  free(flux);
  free(q);
  free(u);
  return 0;
}
