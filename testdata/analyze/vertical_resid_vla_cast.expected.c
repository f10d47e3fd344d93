/*
 * case:     vertical_resid_vla_cast
 * what:     resid on flat device-resident buffers viewed through
 *           pointer-to-VLA casts (double (*u)[n2][n1] = (double (*)[n2][n1])up),
 *           so every access is written u[i3][i2][i1]. The temporaries are
 *           malloc'ed flat and cast the same way.
 * regions:  R1 producer (writes u1, u2), R2 consumer (reads u1, u2).
 * expect:   R1 -> R2 via u1, u2: LEGAL
 *           Same access pattern as the seed after delinearizing the casts.
 * strategy: inline (recompute), collapse(3).
 */
#include <stdlib.h>

void resid_vla(const double *restrict up, const double *vp, double *rp, int n1,
               int n2, int n3, const double *coef)
{
  const double (*restrict u)[n2][n1] = (const double (*)[n2][n1])up;
  const double (*v)[n2][n1] = (const double (*)[n2][n1])vp;
  double (*r)[n2][n1] = (double (*)[n2][n1])rp;

  const double a0 = coef[0], a2 = coef[2], a3 = coef[3];

  {

// paracodex: schedule(plane-march i3 prefetch)
#pragma omp target teams distribute parallel for collapse(2)
    for (int i2 = 1; i2 < n2 - 1; i2++)
      for (int i1 = 1; i1 < n1 - 1; i1++) {
        // input columns rotate in registers as i3 advances:
        // <array>_<offsets>_<s> holds plane i3 + (lowest offset) + s;
        // <array>_<offsets>_next, the newest plane of the next step
        double up_m1_0_0, up_m1_0_1, up_m1_0_2, up_m1_0_next, up_p1_0_0,
            up_p1_0_1, up_p1_0_2, up_p1_0_next, up_m1_m1_0, up_m1_m1_1,
            up_m1_m1_2, up_m1_m1_next, up_p1_m1_0, up_p1_m1_1, up_p1_m1_2,
            up_p1_m1_next, up_0_m1_0, up_0_m1_1, up_0_m1_2, up_0_m1_next,
            up_m1_p1_0, up_m1_p1_1, up_m1_p1_2, up_m1_p1_next, up_p1_p1_0,
            up_p1_p1_1, up_p1_p1_2, up_p1_p1_next, up_0_p1_0, up_0_p1_1,
            up_0_p1_2, up_0_p1_next, vp_0_0_0, vp_0_0_next, up_0_0_0,
            up_0_0_next;
        for (int i3 = 1; i3 < n3 - 1; i3++) {
          if (i3 == 1) {
            up_m1_0_0 = u[i3 - 1][i2 - 1][i1];
            up_m1_0_1 = u[i3][i2 - 1][i1];
            up_p1_0_0 = u[i3 - 1][i2 + 1][i1];
            up_p1_0_1 = u[i3][i2 + 1][i1];
            up_m1_m1_0 = u[i3 - 1][i2 - 1][(i1 - 1)];
            up_m1_m1_1 = u[i3][i2 - 1][(i1 - 1)];
            up_p1_m1_0 = u[i3 - 1][i2 + 1][(i1 - 1)];
            up_p1_m1_1 = u[i3][i2 + 1][(i1 - 1)];
            up_0_m1_0 = u[i3 - 1][i2][(i1 - 1)];
            up_0_m1_1 = u[i3][i2][(i1 - 1)];
            up_m1_p1_0 = u[i3 - 1][i2 - 1][(i1 + 1)];
            up_m1_p1_1 = u[i3][i2 - 1][(i1 + 1)];
            up_p1_p1_0 = u[i3 - 1][i2 + 1][(i1 + 1)];
            up_p1_p1_1 = u[i3][i2 + 1][(i1 + 1)];
            up_0_p1_0 = u[i3 - 1][i2][(i1 + 1)];
            up_0_p1_1 = u[i3][i2][(i1 + 1)];
            up_m1_0_next = u[i3 + 1][i2 - 1][i1];
            up_p1_0_next = u[i3 + 1][i2 + 1][i1];
            up_m1_m1_next = u[i3 + 1][i2 - 1][(i1 - 1)];
            up_p1_m1_next = u[i3 + 1][i2 + 1][(i1 - 1)];
            up_0_m1_next = u[i3 + 1][i2][(i1 - 1)];
            up_m1_p1_next = u[i3 + 1][i2 - 1][(i1 + 1)];
            up_p1_p1_next = u[i3 + 1][i2 + 1][(i1 + 1)];
            up_0_p1_next = u[i3 + 1][i2][(i1 + 1)];
            vp_0_0_next = v[i3][i2][i1];
            up_0_0_next = u[i3][i2][i1];
          }
          up_m1_0_2 = up_m1_0_next;
          up_p1_0_2 = up_p1_0_next;
          up_m1_m1_2 = up_m1_m1_next;
          up_p1_m1_2 = up_p1_m1_next;
          up_0_m1_2 = up_0_m1_next;
          up_m1_p1_2 = up_m1_p1_next;
          up_p1_p1_2 = up_p1_p1_next;
          up_0_p1_2 = up_0_p1_next;
          vp_0_0_0 = vp_0_0_next;
          up_0_0_0 = up_0_0_next;
          if ((long long)i3 + 1 <= (((long long)(n3)) - 2LL)) {
            up_m1_0_next = u[i3 + 2][i2 - 1][i1];
            up_p1_0_next = u[i3 + 2][i2 + 1][i1];
            up_m1_m1_next = u[i3 + 2][i2 - 1][(i1 - 1)];
            up_p1_m1_next = u[i3 + 2][i2 + 1][(i1 - 1)];
            up_0_m1_next = u[i3 + 2][i2][(i1 - 1)];
            up_m1_p1_next = u[i3 + 2][i2 - 1][(i1 + 1)];
            up_p1_p1_next = u[i3 + 2][i2 + 1][(i1 + 1)];
            up_0_p1_next = u[i3 + 2][i2][(i1 + 1)];
            vp_0_0_next = v[i3 + 1][i2][i1];
            up_0_0_next = u[i3 + 1][i2][i1];
          }
          r[i3][i2][i1] =
              vp_0_0_0 - a0 * up_0_0_0 -
              a2 * ((up_m1_0_0 + up_p1_0_0 + up_m1_0_2 + up_p1_0_2) +
                    (up_m1_m1_1 + up_p1_m1_1 + up_0_m1_0 + up_0_m1_2) +
                    (up_m1_p1_1 + up_p1_p1_1 + up_0_p1_0 + up_0_p1_2)) -
              a3 * ((up_m1_m1_0 + up_p1_m1_0 + up_m1_m1_2 + up_p1_m1_2) +
                    (up_m1_p1_0 + up_p1_p1_0 + up_m1_p1_2 + up_p1_p1_2));
          up_m1_0_0 = up_m1_0_1;
          up_m1_0_1 = up_m1_0_2;
          up_p1_0_0 = up_p1_0_1;
          up_p1_0_1 = up_p1_0_2;
          up_m1_m1_0 = up_m1_m1_1;
          up_m1_m1_1 = up_m1_m1_2;
          up_p1_m1_0 = up_p1_m1_1;
          up_p1_m1_1 = up_p1_m1_2;
          up_0_m1_0 = up_0_m1_1;
          up_0_m1_1 = up_0_m1_2;
          up_m1_p1_0 = up_m1_p1_1;
          up_m1_p1_1 = up_m1_p1_2;
          up_p1_p1_0 = up_p1_p1_1;
          up_p1_p1_1 = up_p1_p1_2;
          up_0_p1_0 = up_0_p1_1;
          up_0_p1_1 = up_0_p1_2;
        }
      }
  }

}
