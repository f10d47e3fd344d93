/*
 * case:   merge_teams_loop_present
 * what:   ParaCodex's comm3: `teams loop`, loop variables declared at the
 *         top of the function, the same `map(present, alloc: ...)` on every
 *         region. The merged region keeps the directive and the maps.
 * expect: MERGED 3 copy regions of `ou`
 */
#include <stdio.h>
#include <stdlib.h>

#define I3D(a, n1, n2, i3, i2, i1) (a[((i3) * (n2) + (i2)) * (n1) + (i1)])

static void comm3(double *ou, int n1, int n2, int n3)
{
  int i1, i2, i3;
  size_t total = (size_t)n3 * n2 * n1;
  #pragma omp target teams loop collapse(2) map(present, alloc: ou[0:total])
  for (i3 = 1; i3 < n3-1; i3++) {
    for (i2 = 1; i2 < n2-1; i2++) {
      I3D(ou, n1, n2, i3, i2, 0)    = I3D(ou, n1, n2, i3, i2, n1-2);
      I3D(ou, n1, n2, i3, i2, n1-1) = I3D(ou, n1, n2, i3, i2, 1);
    }
  }

  #pragma omp target teams loop collapse(2) map(present, alloc: ou[0:total])
  for (i3 = 1; i3 < n3-1; i3++) {
    for (i1 = 0; i1 < n1; i1++) {
      I3D(ou, n1, n2, i3, 0, i1)    = I3D(ou, n1, n2, i3, n2-2, i1);
      I3D(ou, n1, n2, i3, n2-1, i1) = I3D(ou, n1, n2, i3, 1, i1);
    }
  }

  #pragma omp target teams loop collapse(2) map(present, alloc: ou[0:total])
  for (i2 = 0; i2 < n2; i2++) {
    for (i1 = 0; i1 < n1; i1++) {
      I3D(ou, n1, n2, 0, i2, i1) = I3D(ou, n1, n2, n3-2, i2, i1);
      I3D(ou, n1, n2, n3-1, i2, i1) = I3D(ou, n1, n2, 1, i2, i1);
    }
  }
}

int main(void)
{
  int sizes[][3] = {{6, 5, 7}, {4, 4, 4}, {3, 9, 2}};
  for (int s = 0; s < 3; s++) {
    int n1 = sizes[s][0], n2 = sizes[s][1], n3 = sizes[s][2], n = n1 * n2 * n3;
    double *u = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++)
      u[i] = (double)((i * 53) % 97);
#pragma omp target enter data map(to: u[0:n])
    comm3(u, n1, n2, n3);
#pragma omp target exit data map(from: u[0:n])
    double hash = 0.0;
    for (int i = 0; i < n; i++)
      hash += u[i] * (double)(i % 11 + 1);
    printf("%d x %d x %d: %.17g\n", n1, n2, n3, hash);
    free(u);
  }
  return 0;
}
