/* FINDING (minor; stderr differs): built with -DPARACODEX_BARE_ON_HOST (how paracodex verify tests the bare form), the bare region asks for num_teams(pcx_blocks) host teams with thread_limit(128); on a 2-core host libomp prints "OMP: Warning #96: Cannot form a team with 10 threads, using 2 instead." + a Hint to stderr, which the original never prints. The same happens on a GPU machine whenever the region falls back to the host (if(0), device(omp_get_initial_device())): PARACODEX_BARE_WANTED() is still 1, so the host runs the bare form, and team 0 walks every column serially. Repro: fuse; clang-19 -fopenmp -O1 -DPARACODEX_MARCH_MIN_PLANE=0 -DPARACODEX_BARE_ON_HOST F.c; ./a.out */
/*
 * case:   march_seven_point
 * what:   One 3-D seven-point stencil region, no pair: with
 *         --schedule=all it takes the plane-march shape. u's centre column
 *         is read at k-1, k, k+1 and rotates in registers; the four side
 *         columns are read once per step and stay loads.
 * expect: MARCHED
 */
#include <stdio.h>
#include <stdlib.h>

static void smooth(const double *restrict u, double *restrict out, int n)
{
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:n*n*n]) map(tofrom: out[0:n*n*n])
  for (int k = 1; k < n - 1; k++)
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < n - 1; i++)
        out[(k * n + j) * n + i] =
            0.5 * u[(k * n + j) * n + i] +
            0.125 * (u[((k - 1) * n + j) * n + i] + u[((k + 1) * n + j) * n + i] +
                     u[(k * n + j - 1) * n + i] + u[(k * n + j + 1) * n + i] +
                     u[(k * n + j) * n + i - 1] + u[(k * n + j) * n + i + 1]);
}

int main(void)
{
  enum { N = 12 };
  double *u = malloc(N * N * N * sizeof(double));
  double *out = calloc(N * N * N, sizeof(double));
  for (int p = 0; p < N * N * N; p++)
    u[p] = (double)((p * 7919) % 101) / 101.0;
  smooth(u, out, N);
  double s = 0.0;
  for (int p = 0; p < N * N * N; p++)
    s += out[p] * (double)(p % 13 + 1);
  printf("checksum %.17g\n", s);
  free(u);
  free(out);
  return 0;
}
