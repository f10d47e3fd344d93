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
#include <stdint.h>
/* paracodex: nonzero when elements alo..ahi of a and blo..bhi of b share no
   byte. A fused region under it runs only then; otherwise the original
   regions, kept in the else branch, run. */
#define PARACODEX_NO_OVERLAP(a, alo, ahi, b, blo, bhi) ((uintptr_t)((a) + (ahi) + 1) <= (uintptr_t)((b) + (blo)) || (uintptr_t)((b) + (bhi) + 1) <= (uintptr_t)((a) + (alo)))
#define PARACODEX_MIN(x, y) ((x) < (y) ? (x) : (y))
#define PARACODEX_MAX(x, y) ((x) > (y) ? (x) : (y))

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
  const int vels_stride = f->vels_stride;
  double *xvel0 = f->xvel0.data;
  double *xvel1 = f->xvel1.data;
  if (PARACODEX_NO_OVERLAP(
          density0,
          PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(nx))) +
              PARACODEX_MIN(0LL, (-1LL * (long long)(base_stride) +
                                  1LL * (long long)(base_stride) * (long long)(ny))),
          PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(nx))) +
              PARACODEX_MAX(0LL, (-1LL * (long long)(base_stride) +
                                  1LL * (long long)(base_stride) * (long long)(ny))),
          xvel0,
          PARACODEX_MIN(0LL, (1LL * (long long)(nx))) +
              PARACODEX_MIN(0LL, (1LL * (long long)(ny) * (long long)(vels_stride))),
          PARACODEX_MAX(0LL, (1LL * (long long)(nx))) +
              PARACODEX_MAX(0LL, (1LL * (long long)(ny) * (long long)(vels_stride)))) &&
      PARACODEX_NO_OVERLAP(
          density0,
          PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(nx))) +
              PARACODEX_MIN(0LL, (-1LL * (long long)(base_stride) +
                                  1LL * (long long)(base_stride) * (long long)(ny))),
          PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(nx))) +
              PARACODEX_MAX(0LL, (-1LL * (long long)(base_stride) +
                                  1LL * (long long)(base_stride) * (long long)(ny))),
          xvel1,
          PARACODEX_MIN(0LL, (1LL * (long long)(nx))) +
              PARACODEX_MIN(0LL, (1LL * (long long)(ny) * (long long)(vels_stride))),
          PARACODEX_MAX(0LL, (1LL * (long long)(nx))) +
              PARACODEX_MAX(0LL, (1LL * (long long)(ny) * (long long)(vels_stride)))) &&
      PARACODEX_NO_OVERLAP(
          density1,
          PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(nx))) +
              PARACODEX_MIN(0LL, (-1LL * (long long)(base_stride) +
                                  1LL * (long long)(base_stride) * (long long)(ny))),
          PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(nx))) +
              PARACODEX_MAX(0LL, (-1LL * (long long)(base_stride) +
                                  1LL * (long long)(base_stride) * (long long)(ny))),
          xvel0,
          PARACODEX_MIN(0LL, (1LL * (long long)(nx))) +
              PARACODEX_MIN(0LL, (1LL * (long long)(ny) * (long long)(vels_stride))),
          PARACODEX_MAX(0LL, (1LL * (long long)(nx))) +
              PARACODEX_MAX(0LL, (1LL * (long long)(ny) * (long long)(vels_stride))))) {
#pragma omp target teams distribute parallel for collapse(2)
  for (int j = 0; j < (ny + 1); j++)
      for (int i = 0; i < (nx + 1); i++) {
        if (j < ny && i < nx)
          density0[i + j * base_stride] = density1[i + j * base_stride];
        xvel0[i + j * vels_stride] = xvel1[i + j * vels_stride];
      }
  } else {
#pragma omp target teams distribute parallel for collapse(2)
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++)
      density0[i + j * base_stride] = density1[i + j * base_stride];

#pragma omp target teams distribute parallel for collapse(2)
  for (int j = 0; j < ny + 1; j++)
    for (int i = 0; i < nx + 1; i++)
      xvel0[i + j * vels_stride] = xvel1[i + j * vels_stride];
  }
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
