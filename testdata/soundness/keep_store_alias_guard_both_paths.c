/*
 * case:   keep_store_alias_guard_both_paths
 * what:   keep-store pairs whose arrays may share memory, fused under the
 *         run-time overlap test. main calls each function once with
 *         arrays apart (the fused launch runs) and once with the output
 *         one element (one row) past the input: the original stays
 *         race-free, but fused, iteration i would store in[i + 1] before
 *         iteration i + 1 reads it. The test fails there and the regions
 *         as written run. A 1-D pair and a collapse(2) pair over a flat
 *         2-D index. The regions map nothing themselves (main maps
 *         the buffers around each call): a map clause of its own would
 *         put both arrays' sections on the fused directive, which the
 *         overlap test does not cover (review of session 25).
 * expect: FUSED (keep-store)
 */
#include <stdio.h>
#include <stdlib.h>

static void step(const double *in, double *flux, double *out, int n, double dt)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    flux[i] = 0.5 * in[i] * in[i] + 1.0;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    out[i] = flux[i] * dt;
}

static void grid(const double *g, double *f, double *u, int ny, int nx)
{
#pragma omp target teams distribute parallel for collapse(2)
  for (int j = 1; j < ny - 1; j++)
    for (int i = 1; i < nx - 1; i++)
      f[j * nx + i] = g[j * nx + i] * g[j * nx + i] + 1.0;
#pragma omp target teams distribute parallel for collapse(2)
  for (int j = 1; j < ny - 1; j++)
    for (int i = 1; i < nx - 1; i++)
      u[j * nx + i] = 0.25 * f[j * nx + i];
}

static double sum(const double *a, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * (1 + i % 7);
  return s;
}

int main(void)
{
  int n = 1000, ny = 40, nx = 50;
  double *a = malloc(sizeof(double) * (n + 1));
  double *b = malloc(sizeof(double) * n);
  double *c = malloc(sizeof(double) * n);
  double *u = malloc(sizeof(double) * (ny + 1) * nx);
  double *f = malloc(sizeof(double) * ny * nx);
  double *v = malloc(sizeof(double) * ny * nx);
  for (int i = 0; i <= n; i++)
    a[i] = (i % 13) * 0.1;
  for (int i = 0; i < n; i++)
    b[i] = c[i] = 0;
#pragma omp target data map(tofrom: a[0:n + 1], b[0:n], c[0:n])
  step(a, b, c, n, 0.5); /* apart */
  printf("apart %.6f %.6f\n", sum(b, n), sum(c, n));
#pragma omp target data map(tofrom: a[0:n + 1], b[0:n])
  step(a, b, a + 1, n, 0.5); /* out one element past in */
  printf("shifted %.6f %.6f\n", sum(a, n + 1), sum(b, n));
  for (int k = 0; k < (ny + 1) * nx; k++)
    u[k] = (k % 11) * 0.5;
  for (int k = 0; k < ny * nx; k++)
    f[k] = v[k] = 0;
#pragma omp target data map(tofrom: u[0:(ny + 1) * nx], f[0:ny * nx], v[0:ny * nx])
  grid(u, f, v, ny, nx); /* apart */
  printf("grid apart %.6f %.6f\n", sum(f, ny * nx), sum(v, ny * nx));
#pragma omp target data map(tofrom: u[0:(ny + 1) * nx], f[0:ny * nx])
  grid(u, f, u + nx, ny, nx); /* out one row past in */
  printf("grid shifted %.6f %.6f\n", sum(u, (ny + 1) * nx), sum(f, ny * nx));
  free(a);
  free(b);
  free(c);
  free(u);
  free(f);
  free(v);
  return 0;
}
