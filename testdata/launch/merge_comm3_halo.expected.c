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
  // paracodex: schedule(merged-copies 3)
  if (n1 >= 3 && n2 >= 3 && n3 >= 3) {
    const long long pcx_copy_lo0_0 = 1;
    const long long pcx_copy_n0_0 =
        (((long long)(n3)) - 2LL) > 0 ? (((long long)(n3)) - 2LL) : 0;
    const long long pcx_copy_lo0_1 = 1;
    const long long pcx_copy_n0_1 =
        (((long long)(n2)) - 2LL) > 0 ? (((long long)(n2)) - 2LL) : 0;
    const long long pcx_copy_lo1_0 = 1;
    const long long pcx_copy_n1_0 =
        (((long long)(n3)) - 2LL) > 0 ? (((long long)(n3)) - 2LL) : 0;
    const long long pcx_copy_lo1_1 = 0;
    const long long pcx_copy_n1_1 =
        (((long long)(n1))) > 0 ? (((long long)(n1))) : 0;
    const long long pcx_copy_lo2_0 = 0;
    const long long pcx_copy_n2_0 =
        (((long long)(n2))) > 0 ? (((long long)(n2))) : 0;
    const long long pcx_copy_lo2_1 = 0;
    const long long pcx_copy_n2_1 =
        (((long long)(n1))) > 0 ? (((long long)(n1))) : 0;
    const long long pcx_copy_end0 = pcx_copy_n0_0 * pcx_copy_n0_1;
    const long long pcx_copy_end1 =
        pcx_copy_end0 + pcx_copy_n1_0 * pcx_copy_n1_1;
    const long long pcx_copy_end2 =
        pcx_copy_end1 + pcx_copy_n2_0 * pcx_copy_n2_1;
#pragma omp target teams distribute parallel for
    for (long long pcx_copy_t = 0; pcx_copy_t < pcx_copy_end2; pcx_copy_t++) {
      if (pcx_copy_t < pcx_copy_end0) {
        long long pcx_copy_q = pcx_copy_t;
        int i2 = (int)(pcx_copy_lo0_1 + pcx_copy_q % pcx_copy_n0_1);
        pcx_copy_q /= pcx_copy_n0_1;
        int i3 = (int)(pcx_copy_lo0_0 + pcx_copy_q);
        I3D(u, n1, n2, i3, i2, 0) = I3D(u, n1, n2, i3, i2, n1 - 2);
        I3D(u, n1, n2, i3, i2, n1 - 1) = I3D(u, n1, n2, i3, i2, 1);
      } else if (pcx_copy_t < pcx_copy_end1) {
        long long pcx_copy_q = pcx_copy_t - pcx_copy_end0;
        int i1 = (int)(pcx_copy_lo1_1 + pcx_copy_q % pcx_copy_n1_1);
        pcx_copy_q /= pcx_copy_n1_1;
        int i3 = (int)(pcx_copy_lo1_0 + pcx_copy_q);
        I3D(u, n1, n2, i3, 0, i1) =
            (i1 == 0 ? I3D(u, n1, n2, (i3), (n2 - 2), n1 - 2)
                     : (i1 == n1 - 1 ? I3D(u, n1, n2, (i3), (n2 - 2), 1)
                                     : I3D(u, n1, n2, i3, n2 - 2, i1)));
        I3D(u, n1, n2, i3, n2 - 1, i1) =
            (i1 == 0 ? I3D(u, n1, n2, (i3), (1), n1 - 2)
                     : (i1 == n1 - 1 ? I3D(u, n1, n2, (i3), (1), 1)
                                     : I3D(u, n1, n2, i3, 1, i1)));
      } else {
        long long pcx_copy_q = pcx_copy_t - pcx_copy_end1;
        int i1 = (int)(pcx_copy_lo2_1 + pcx_copy_q % pcx_copy_n2_1);
        pcx_copy_q /= pcx_copy_n2_1;
        int i2 = (int)(pcx_copy_lo2_0 + pcx_copy_q);
        I3D(u, n1, n2, 0, i2, i1) =
            (i2 == 0
                 ? (i1 == 0 ? I3D(u, n1, n2, (n3 - 2), (n2 - 2), n1 - 2)
                            : (i1 == n1 - 1
                                   ? I3D(u, n1, n2, (n3 - 2), (n2 - 2), 1)
                                   : I3D(u, n1, n2, (n3 - 2), n2 - 2, (i1))))
                 : (i2 == n2 - 1
                        ? (i1 == 0 ? I3D(u, n1, n2, (n3 - 2), (1), n1 - 2)
                                   : (i1 == n1 - 1
                                          ? I3D(u, n1, n2, (n3 - 2), (1), 1)
                                          : I3D(u, n1, n2, (n3 - 2), 1, (i1))))
                        : (i2 >= 1 && n2 - 2 >= i2 && i1 == 0
                               ? I3D(u, n1, n2, (n3 - 2), (i2), n1 - 2)
                               : (i2 >= 1 && n2 - 2 >= i2 && i1 == n1 - 1
                                      ? I3D(u, n1, n2, (n3 - 2), (i2), 1)
                                      : I3D(u, n1, n2, n3 - 2, i2, i1)))));
        I3D(u, n1, n2, n3 - 1, i2, i1) =
            (i2 == 0 ? (i1 == 0 ? I3D(u, n1, n2, (1), (n2 - 2), n1 - 2)
                                : (i1 == n1 - 1
                                       ? I3D(u, n1, n2, (1), (n2 - 2), 1)
                                       : I3D(u, n1, n2, (1), n2 - 2, (i1))))
                     : (i2 == n2 - 1
                            ? (i1 == 0 ? I3D(u, n1, n2, (1), (1), n1 - 2)
                                       : (i1 == n1 - 1
                                              ? I3D(u, n1, n2, (1), (1), 1)
                                              : I3D(u, n1, n2, (1), 1, (i1))))
                            : (i2 >= 1 && n2 - 2 >= i2 && i1 == 0
                                   ? I3D(u, n1, n2, (1), (i2), n1 - 2)
                                   : (i2 >= 1 && n2 - 2 >= i2 && i1 == n1 - 1
                                          ? I3D(u, n1, n2, (1), (i2), 1)
                                          : I3D(u, n1, n2, 1, i2, i1)))));
      }
    }
  } else {
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
