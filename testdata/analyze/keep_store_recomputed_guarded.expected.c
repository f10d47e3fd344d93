/*
 * case:     keep_store_recomputed_guarded
 * what:     CloverLeaf's advec_mom as written: the arrays come from the
 *           field's buffers, fetched by host lines before each region, so
 *           nothing proves them apart. The node flux is read at i - 1 and
 *           i: those reads recompute the average of the mass flux, the
 *           first body still stores the node flux (read again after the
 *           pair), and the fused launch runs under a run-time test that
 *           the arrays the bodies touch do not overlap, with the host
 *           lines moved above it. main() calls it with distinct buffers
 *           (fused branch) and with the node mass in the mass flux's
 *           buffer (the original regions run).
 * regions:  R1 (reads mass_flux, writes node_flux), R2 (reads density,
 *           node_flux at i - 1 and i, writes node_mass), R3 (reads
 *           node_flux, writes mom).
 * expect:   R1 + R2 keep-store: LEGAL
 * strategy: keep-store under PARACODEX_NO_OVERLAP tests, the reads of
 *           node_flux recomputed from mass_flux.
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
  struct buffer mass_flux, node_flux, density, node_mass, mom;
  int stride;
};

void advec_mom(struct field *f, int nx, int ny)
{
  const int stride = f->stride;
  double *mass_flux = f->mass_flux.data;
  double *node_flux = f->node_flux.data;
  double *density = f->density.data;
  double *node_mass = f->node_mass.data;
  if (PARACODEX_NO_OVERLAP(node_flux,
                           PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MIN((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MAX((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride))),
                           node_mass,
                           PARACODEX_MIN((1LL), (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MIN((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride))),
                           PARACODEX_MAX((1LL), (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MAX((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride)))) &&
      PARACODEX_NO_OVERLAP(node_flux,
                           PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MIN((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MAX((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride))),
                           density,
                           PARACODEX_MIN((1LL), (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MIN((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride))),
                           PARACODEX_MAX((1LL), (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MAX((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride)))) &&
      PARACODEX_NO_OVERLAP(node_flux,
                           PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MIN((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride))),
                           PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MAX((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride))),
                           mass_flux,
                           PARACODEX_MIN((-1LL + -1LL * (long long)(stride)), (-1LL)) +
                               PARACODEX_MIN((1LL), (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MIN((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride))),
                           PARACODEX_MAX((1LL + -1LL * (long long)(stride)), (1LL)) +
                               PARACODEX_MAX((1LL), (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MAX((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride)))) &&
      PARACODEX_NO_OVERLAP(mass_flux,
                           PARACODEX_MIN((-1LL * (long long)(stride)), 0LL) +
                               PARACODEX_MIN(0LL, (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MIN((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride))),
                           PARACODEX_MAX((1LL + -1LL * (long long)(stride)), (1LL)) +
                               PARACODEX_MAX(0LL, (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MAX((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride))),
                           node_mass,
                           PARACODEX_MIN((1LL), (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MIN((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride))),
                           PARACODEX_MAX((1LL), (-1LL + 1LL * (long long)(nx))) +
                               PARACODEX_MAX((1LL * (long long)(stride)),
                                             (1LL * (long long)(ny) * (long long)(stride) +
                                              -1LL * (long long)(stride))))) {
#pragma omp target teams distribute parallel for collapse(2)
  for (int j = 1; j < ny; j++)
      for (int i = 0; i < nx; i++) {
        node_flux[i + j * stride] =
            0.25 * (mass_flux[i + (j - 1) * stride] + mass_flux[i + j * stride] +
                    mass_flux[i + 1 + (j - 1) * stride] + mass_flux[i + 1 + j * stride]);
        if (i >= 1) {
          node_mass[i + j * stride] =
              density[i + j * stride] -
              (0.25 * (mass_flux[(i - 1) + (j - 1) * stride] + mass_flux[(i - 1) + j * stride] +
                       mass_flux[(i - 1) + 1 + (j - 1) * stride] +
                       mass_flux[(i - 1) + 1 + j * stride])) +
              (0.25 * (mass_flux[i + (j - 1) * stride] + mass_flux[i + j * stride] +
                       mass_flux[i + 1 + (j - 1) * stride] + mass_flux[i + 1 + j * stride]));
        }
      }
  } else {
#pragma omp target teams distribute parallel for collapse(2)
  for (int j = 1; j < ny; j++)
    for (int i = 0; i < nx; i++)
      node_flux[i + j * stride] =
          0.25 * (mass_flux[i + (j - 1) * stride] + mass_flux[i + j * stride] +
                  mass_flux[i + 1 + (j - 1) * stride] + mass_flux[i + 1 + j * stride]);

#pragma omp target teams distribute parallel for collapse(2)
  for (int j = 1; j < ny; j++)
    for (int i = 1; i < nx; i++)
      node_mass[i + j * stride] =
          density[i + j * stride] - node_flux[(i - 1) + j * stride] + node_flux[i + j * stride];
  }

  double *mom = f->mom.data;
#pragma omp target teams distribute parallel for collapse(2)
  for (int j = 1; j < ny; j++)
    for (int i = 0; i < nx; i++)
      mom[i + j * stride] = 2.0 * node_flux[i + j * stride];
}

static double *filled(int n, double scale)
{
  double *a = malloc(sizeof *a * n);
  for (int k = 0; k < n; k++)
    a[k] = scale * ((k * 37) % 101) / 101.0;
  return a;
}

static double sum(const double *a, int n)
{
  double s = 0.0;
  for (int k = 0; k < n; k++)
    s += a[k] * (1 + k % 7);
  return s;
}

int main(void)
{
  const int nx = 40, ny = 30, stride = nx + 1, n = stride * (ny + 1);
  for (int shared = 0; shared < 2; shared++) {
    struct field f;
    f.stride = stride;
    f.mass_flux.data = filled(n, 1.0);
    f.node_flux.data = filled(n, 0.0);
    f.density.data = filled(n, 3.0);
    f.node_mass.data = shared ? f.mass_flux.data : filled(n, 0.0);
    f.mom.data = filled(n, 0.0);
#pragma omp target data map(tofrom: f.mass_flux.data[0:n], f.node_flux.data[0:n], \
                                f.density.data[0:n], f.mom.data[0:n])
#pragma omp target data map(tofrom: f.node_mass.data[0:n]) if(!shared)
    advec_mom(&f, nx, ny);
    printf("shared=%d node_flux %.10f node_mass %.10f mom %.10f\n", shared,
           sum(f.node_flux.data, n), sum(f.node_mass.data, n), sum(f.mom.data, n));
    free(f.mass_flux.data);
    free(f.node_flux.data);
    free(f.density.data);
    if (!shared)
      free(f.node_mass.data);
    free(f.mom.data);
  }
  return 0;
}
