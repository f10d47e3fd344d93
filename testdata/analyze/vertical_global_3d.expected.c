/*
 * case:     vertical_global_3d
 * what:     True multi-dimensional arrays: fixed-size globals
 *           double u[N][N][N] etc., mapped by the function. Globals are
 *           distinct objects, so no restrict is needed. The temporary is a
 *           heap block with a fixed-size array type (double (*lap)[N][N]).
 *           Producer is a 7-point Laplacian, consumer a relaxation step
 *           that reads the Laplacian at i, i-1, i+1 along the fastest index.
 * regions:  R1 producer (writes lap), R2 consumer (reads lap).
 * expect:   R1 -> R2 via lap: LEGAL
 *           R1 writes lap[k][j][i] for k, j, i in 1..N-2; R2 reads
 *           lap[k][j][i-1..i+1] for i in 2..N-3, inside that box.
 * strategy: inline (recompute), collapse(3).
 */
#include <stdlib.h>

#define N 130

double u[N][N][N], f[N][N][N], unew[N][N][N];

void relax_global(double omega, double h2inv)
{

#pragma omp target data map(to: u, f) map(from: unew)
  {

#pragma omp target teams distribute parallel for collapse(3)
    for (int k = 2; k < N - 2; k++)
      for (int j = 2; j < N - 2; j++)
        for (int i = 2; i < N - 2; i++)
          unew[k][j][i] =
              u[k][j][i] +
              omega *
                  (0.25 * (h2inv * (u[k][j][(i - 1) - 1] + u[k][j][(i - 1) + 1] +
                                    u[k][j - 1][(i - 1)] + u[k][j + 1][(i - 1)] +
                                    u[k - 1][j][(i - 1)] + u[k + 1][j][(i - 1)] -
                                    6.0 * u[k][j][(i - 1)])) +
                   0.5 *
                       (h2inv * (u[k][j][i - 1] + u[k][j][i + 1] + u[k][j - 1][i] +
                                 u[k][j + 1][i] + u[k - 1][j][i] + u[k + 1][j][i] -
                                 6.0 * u[k][j][i])) +
                   0.25 * (h2inv * (u[k][j][(i + 1) - 1] + u[k][j][(i + 1) + 1] +
                                    u[k][j - 1][(i + 1)] + u[k][j + 1][(i + 1)] +
                                    u[k - 1][j][(i + 1)] + u[k + 1][j][(i + 1)] -
                                    6.0 * u[k][j][(i + 1)])) -
                   f[k][j][i]);
  }

}
