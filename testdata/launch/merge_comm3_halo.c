/*
 * case:   merge_comm3_halo
 * what:   NAS MG's comm3: three dependent regions refresh the ghost faces
 *         of u, the second and third reading corners the ones before
 *         wrote. They become one region whose copies read through the
 *         earlier ones (forwarding), under a run-time test of the sizes;
 *         main also calls it with 2 x 3 x 4, where the test fails and the
 *         regions as written run.
 * expect: MERGED 3 copy regions of `u`
 */
#include <stdio.h>

#define I3D(a, n1, n2, i3, i2, i1) (a[((i3) * (n2) + (i2)) * (n1) + (i1)])

static void comm3(double *u, int n1, int n2, int n3)
{
#pragma omp target teams distribute parallel for collapse(2)
  for (int i3 = 1; i3 < n3 - 1; i3++)
    for (int i2 = 1; i2 < n2 - 1; i2++) {
      I3D(u, n1, n2, i3, i2, 0) = I3D(u, n1, n2, i3, i2, n1 - 2);
      I3D(u, n1, n2, i3, i2, n1 - 1) = I3D(u, n1, n2, i3, i2, 1);
    }
#pragma omp target teams distribute parallel for collapse(2)
  for (int i3 = 1; i3 < n3 - 1; i3++)
    for (int i1 = 0; i1 < n1; i1++) {
      I3D(u, n1, n2, i3, 0, i1) = I3D(u, n1, n2, i3, n2 - 2, i1);
      I3D(u, n1, n2, i3, n2 - 1, i1) = I3D(u, n1, n2, i3, 1, i1);
    }
#pragma omp target teams distribute parallel for collapse(2)
  for (int i2 = 0; i2 < n2; i2++)
    for (int i1 = 0; i1 < n1; i1++) {
      I3D(u, n1, n2, 0, i2, i1) = I3D(u, n1, n2, n3 - 2, i2, i1);
      I3D(u, n1, n2, n3 - 1, i2, i1) = I3D(u, n1, n2, 1, i2, i1);
    }
}

static void run(int n1, int n2, int n3)
{
  static double u[8 * 7 * 6];
  int n = n1 * n2 * n3;
  for (int i = 0; i < n; i++)
    u[i] = (double)((i * 37) % 101);
#pragma omp target data map(tofrom: u[0:n])
  comm3(u, n1, n2, n3);
  double hash = 0.0;
  for (int i = 0; i < n; i++)
    hash += u[i] * (double)(i % 13 + 1);
  printf("%d x %d x %d: %.17g\n", n1, n2, n3, hash);
}

int main(void)
{
  run(8, 7, 6);
  run(3, 3, 3);
  run(2, 3, 4);
  return 0;
}
