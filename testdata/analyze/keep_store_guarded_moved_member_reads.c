/*
 * case:     keep_store_guarded_moved_member_reads
 * what:     CloverLeaf's reset_field: each region is preceded by the host
 *           lines that fetch its stride and arrays from the field
 *           (`const int vels_stride = f->vels_stride;`, `double *xvel0 =
 *           f->xvel0.data;`). The two copies may share memory (nothing
 *           proves the buffers apart), so the fused launch runs under a
 *           run-time overlap test, and the test needs the second region's
 *           pointers: the lines between move above the test. They read
 *           an `int` and `double *` members; the first region stores only
 *           `double`s and calls nothing, so (strict aliasing) it cannot
 *           change what they read. main() calls it with distinct buffers
 *           (fused branch) and with xvel0 == density1 (the original
 *           regions run).
 * regions:  R1 (reads density1, writes density0 over ny x nx), R2 (reads
 *           xvel1, writes xvel0 over (ny+1) x (nx+1)).
 * expect:   R1 + R2 keep-store: LEGAL
 * strategy: keep-store over the box of both ranges, under
 *           PARACODEX_NO_OVERLAP tests; the lines between moved above the
 *           test, the `else` branch the regions without them.
 */
#include <stdio.h>
#include <stdlib.h>

struct buffer {
  double *data;
};

struct field {
  struct buffer density0, density1, xvel0, xvel1;
  int base_stride, vels_stride;
};

void reset_field(struct field *f, int nx, int ny)
{
  const int base_stride = f->base_stride;
  double *density0 = f->density0.data;
  double *density1 = f->density1.data;
#pragma omp target teams distribute parallel for collapse(2)
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++)
      density0[i + j * base_stride] = density1[i + j * base_stride];

  const int vels_stride = f->vels_stride;
  double *xvel0 = f->xvel0.data;
  double *xvel1 = f->xvel1.data;
#pragma omp target teams distribute parallel for collapse(2)
  for (int j = 0; j < ny + 1; j++)
    for (int i = 0; i < nx + 1; i++)
      xvel0[i + j * vels_stride] = xvel1[i + j * vels_stride];
}

static double sum(const double *a, int n)
{
  double s = 0.0;
  for (int k = 0; k < n; k++)
    s += a[k] * (k % 7 + 1);
  return s;
}

int main(void)
{
  enum { NX = 37, NY = 23 };
  const int base = NX, vels = NX + 1, cells = (NY + 1) * (NX + 1);
  double *pool = malloc(4 * cells * sizeof *pool);
  for (int k = 0; k < 4 * cells; k++)
    pool[k] = 0.25 * (k % 13) - 1.0;
  struct field f = {{pool}, {pool + cells}, {pool + 2 * cells}, {pool + 3 * cells}, base, vels};
#pragma omp target data map(tofrom: pool[0:4 * cells])
  reset_field(&f, NX, NY);
  printf("distinct: %.6f\n", sum(pool, 4 * cells));

  /* xvel0 is density1: the second region overwrites what the first read. */
  for (int k = 0; k < 4 * cells; k++)
    pool[k] = 0.5 * (k % 11) - 2.0;
  struct field g = {{pool}, {pool + cells}, {pool + cells}, {pool + 3 * cells}, base, vels};
#pragma omp target data map(tofrom: pool[0:4 * cells])
  reset_field(&g, NX, NY);
  printf("shared: %.6f\n", sum(pool, 4 * cells));
  free(pool);
  return 0;
}
