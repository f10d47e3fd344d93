/*
 * Differential check of the sliding-window rewrite: each case's original
 * function and its fused form (the same file after `paracodex fuse`, its
 * symbol renamed with -D<name>=<name>_fused) are linked into this program,
 * run on the same random inputs at several sizes (odd, non-square, and
 * sizes where the window loop runs zero, one or two times), and every
 * output element is compared. Outputs are poisoned with NaN before each
 * run, so that an element one version writes and the other does not shows
 * as a difference. Exit status 0 when every element agrees.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void box_blur(const float *restrict img, float *restrict out, int w, int h);
void box_blur_fused(const float *restrict img, float *restrict out, int w, int h);
void resid_i3(const double *restrict u, const double *v, double *r, int n1, int n2,
              int n3, const double a[4]);
void resid_i3_fused(const double *restrict u, const double *v, double *r, int n1,
                    int n2, int n3, const double a[4]);
void smooth_rows(const double *restrict in, double *restrict out, int nx, int ny, int lo);
void smooth_rows_fused(const double *restrict in, double *restrict out, int nx, int ny,
                       int lo);

static unsigned long long State = 0x9e3779b97f4a7c15ull;
static double uniform(void) /* in [-1, 1) */
{
  State ^= State << 13;
  State ^= State >> 7;
  State ^= State << 17;
  return (double)(State >> 11) / 4503599627370496.0 - 1.0;
}

static long Compared, Failures;

/* Equal, both NaN, or within 1e-12 relative. */
static void compare(const char *what, const double *want, const double *got, size_t n)
{
  for (size_t k = 0; k < n; ++k) {
    double a = want[k], b = got[k];
    int same = (isnan(a) && isnan(b)) || a == b ||
               fabs(a - b) <= 1e-12 * fmax(fabs(a), fabs(b));
    ++Compared;
    if (!same && Failures++ < 10)
      fprintf(stderr, "%s: element %zu: original %.17g, fused %.17g\n", what, k, a, b);
  }
}

static double *randomArray(size_t n)
{
  double *a = malloc((n ? n : 1) * sizeof(double));
  for (size_t k = 0; k < n; ++k)
    a[k] = uniform();
  return a;
}

static double *poisoned(size_t n)
{
  double *a = malloc((n ? n : 1) * sizeof(double));
  for (size_t k = 0; k < n; ++k)
    a[k] = NAN;
  return a;
}

static void checkBlur(int w, int h)
{
  size_t n = (size_t)w * h;
  float *img = malloc((n ? n : 1) * sizeof(float));
  float *want = malloc((n ? n : 1) * sizeof(float)), *got = malloc((n ? n : 1) * sizeof(float));
  for (size_t k = 0; k < n; ++k) {
    img[k] = (float)uniform();
    want[k] = got[k] = NAN;
  }
  box_blur(img, want, w, h);
  box_blur_fused(img, got, w, h);
  double *a = malloc((n ? n : 1) * sizeof(double)), *b = malloc((n ? n : 1) * sizeof(double));
  for (size_t k = 0; k < n; ++k) {
    a[k] = want[k];
    b[k] = got[k];
  }
  char what[64];
  snprintf(what, sizeof what, "box_blur %dx%d", w, h);
  compare(what, a, b, n);
  free(img), free(want), free(got), free(a), free(b);
}

static void checkResid(int n1, int n2, int n3, int aliased)
{
  size_t n = (size_t)n1 * n2 * n3;
  double *u = randomArray(n), *v = randomArray(n);
  double coefficients[4] = {-8.0 / 3.0, 0.0, 1.0 / 6.0, 1.0 / 12.0};
  double *want = poisoned(n), *got = poisoned(n);
  if (aliased) { /* resid(u, r, r): v is the output */
    memcpy(want, v, n * sizeof(double));
    memcpy(got, v, n * sizeof(double));
  }
  /* As in NAS MG, resid's arrays are resident on the device: the caller maps them. */
  if (aliased) {
#pragma omp target data map(to: u[0:n]) map(tofrom: want[0:n], got[0:n])
    {
      resid_i3(u, want, want, n1, n2, n3, coefficients);
      resid_i3_fused(u, got, got, n1, n2, n3, coefficients);
    }
  } else {
#pragma omp target data map(to: u[0:n], v[0:n]) map(tofrom: want[0:n], got[0:n])
    {
      resid_i3(u, v, want, n1, n2, n3, coefficients);
      resid_i3_fused(u, v, got, n1, n2, n3, coefficients);
    }
  }
  char what[64];
  snprintf(what, sizeof what, "resid_i3 %dx%dx%d%s", n1, n2, n3, aliased ? " (v = r)" : "");
  compare(what, want, got, n);
  free(u), free(v), free(want), free(got);
}

static void checkSmooth(int nx, int ny, int lo)
{
  size_t n = (size_t)nx * ny;
  double *in = randomArray(n), *want = poisoned(n), *got = poisoned(n);
  smooth_rows(in, want, nx, ny, lo);
  smooth_rows_fused(in, got, nx, ny, lo);
  char what[64];
  snprintf(what, sizeof what, "smooth_rows %dx%d from %d", nx, ny, lo);
  compare(what, want, got, n);
  free(in), free(want), free(got);
}

int main(void)
{
  static const int Blur[][2] = {{1, 1}, {3, 1}, {3, 2}, {3, 3}, {4, 4}, {7, 5},
                                {5, 7}, {64, 33}, {129, 257}, {1000, 3}, {3, 1000}};
  for (size_t k = 0; k < sizeof Blur / sizeof Blur[0]; ++k)
    checkBlur(Blur[k][0], Blur[k][1]);

  static const int Resid[][3] = {{3, 3, 1}, {3, 3, 2}, {3, 3, 3}, {4, 5, 4},
                                 {9, 7, 5}, {17, 6, 33}, {34, 34, 34}, {65, 3, 9}};
  for (size_t k = 0; k < sizeof Resid / sizeof Resid[0]; ++k)
    for (int aliased = 0; aliased < 2; ++aliased)
      checkResid(Resid[k][0], Resid[k][1], Resid[k][2], aliased);

  static const int Smooth[][3] = {{5, 1, 0}, {5, 3, 0}, {5, 4, 0}, {5, 4, 1},
                                  {7, 9, 0}, {7, 9, 3}, {33, 65, 2}, {1, 40, 5}};
  for (size_t k = 0; k < sizeof Smooth / sizeof Smooth[0]; ++k)
    checkSmooth(Smooth[k][0], Smooth[k][1], Smooth[k][2]);

  printf("%ld elements compared, %ld differ\n", Compared, Failures);
  return Failures == 0 ? 0 : 1;
}
