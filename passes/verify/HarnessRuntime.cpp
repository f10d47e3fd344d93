//===- HarnessRuntime.cpp -------------------------------------------------===//
#include "passes/verify/HarnessRuntime.h"

namespace paracodex {

const char HarnessRuntimeSource[] = R"PCX(
/* ---- paracodex verify: harness runtime ---------------------------------- */
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp.h>

static uint64_t pcx_state;
static void pcx_seed(uint64_t s) { pcx_state = s * 0x9E3779B97F4A7C15ull + 1; }
static uint64_t pcx_next(void) { /* splitmix64 */
  uint64_t z = (pcx_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
static double pcx_uniform(void) { return (double)(pcx_next() >> 11) * 0x1.0p-53 * 2.0 - 1.0; }

/* Inputs: uniform in [-1, 1); with special != 0 a few elements become
 * NaN, +-Inf, a denormal, -0.0 and a very large magnitude. */
static void pcx_fill(double *a, size_t n, int special) {
  for (size_t i = 0; i < n; i++) a[i] = pcx_uniform();
  if (!special || n == 0) return;
  const double values[] = {NAN, INFINITY, -INFINITY, 4.9406564584124654e-324, -0.0, 1e300};
  for (size_t k = 0; k < sizeof values / sizeof values[0]; k++)
    a[pcx_next() % n] = values[k];
}
static void pcx_fill_float(float *a, size_t n, int special) {
  for (size_t i = 0; i < n; i++) a[i] = (float)pcx_uniform();
  if (special && n) { a[pcx_next() % n] = NAN; a[pcx_next() % n] = INFINITY; a[pcx_next() % n] = 1e-45f; }
}

/* Outputs start as a NaN with a recognisable payload, so that an element
 * one version writes and the other does not shows up. */
static void pcx_poison(double *a, size_t n) {
  uint64_t bits = 0x7FF4DEAD0BADF00Dull;
  for (size_t i = 0; i < n; i++) memcpy(&a[i], &bits, sizeof bits);
}
static void pcx_poison_float(float *a, size_t n) {
  uint32_t bits = 0x7FA0DEADu;
  for (size_t i = 0; i < n; i++) memcpy(&a[i], &bits, sizeof bits);
}
static int pcx_is_poison(double x) {
  uint64_t b; memcpy(&b, &x, sizeof b); return b == 0x7FF4DEAD0BADF00Dull;
}

static int64_t pcx_ordered(double x) {
  int64_t i; memcpy(&i, &x, sizeof i);
  return i < 0 ? INT64_MIN - i : i;
}
static double pcx_ulps(double a, double b) {
  int64_t d = pcx_ordered(a) - pcx_ordered(b);
  return d < 0 ? -(double)d : (double)d;
}

typedef struct {
  size_t count, mismatches;
  double max_abs, max_rel, max_ulp;
  size_t worst;       /* index of the worst mismatch (or the worst element) */
  double worst_ref, worst_opt;
  int worst_unwritten; /* 1: the optimized version left it unwritten, 2: the reference did */
} pcx_cmp;

/* Equal when both are NaN (sign ignored), or within atol + rtol*|ref|. */
static pcx_cmp pcx_compare(const double *ref, const double *opt, size_t n, double rtol, double atol) {
  pcx_cmp c; memset(&c, 0, sizeof c); c.count = n;
  double worst_score = -1;
  for (size_t i = 0; i < n; i++) {
    double a = ref[i], b = opt[i];
    int bad;
    double abs_err = 0, rel = 0, ulp = 0;
    if (isnan(a) || isnan(b)) {
      bad = !(isnan(a) && isnan(b)) || pcx_is_poison(a) != pcx_is_poison(b);
      if (bad) abs_err = rel = ulp = INFINITY;
    } else if (isinf(a) || isinf(b)) {
      bad = a != b;
      if (bad) abs_err = rel = ulp = INFINITY;
    } else {
      abs_err = fabs(a - b);
      rel = a != 0 ? abs_err / fabs(a) : (abs_err ? INFINITY : 0);
      ulp = pcx_ulps(a, b);
      bad = abs_err > atol + rtol * fabs(a);
    }
    if (abs_err > c.max_abs) c.max_abs = abs_err;
    if (rel > c.max_rel) c.max_rel = rel;
    if (ulp > c.max_ulp) c.max_ulp = ulp;
    double score = bad ? 1e308 + abs_err : abs_err;
    if (score > worst_score) {
      worst_score = score; c.worst = i; c.worst_ref = a; c.worst_opt = b;
      c.worst_unwritten = pcx_is_poison(b) && !pcx_is_poison(a) ? 1 : (pcx_is_poison(a) && !pcx_is_poison(b) ? 2 : 0);
    }
    c.mismatches += bad;
  }
  return c;
}
static pcx_cmp pcx_compare_float(const float *ref, const float *opt, size_t n, double rtol, double atol) {
  double *a = malloc((n ? n : 1) * sizeof *a), *b = malloc((n ? n : 1) * sizeof *b);
  for (size_t i = 0; i < n; i++) { a[i] = ref[i]; b[i] = opt[i]; }
  pcx_cmp c = pcx_compare(a, b, n, rtol, atol);
  free(a); free(b);
  return c;
}

static void pcx_json_double(double x) {
  if (isnan(x)) printf("\"nan\""); else if (isinf(x)) printf(x > 0 ? "\"inf\"" : "\"-inf\"");
  else printf("%.17g", x);
}

/* Multi-dimensional index of flat element k for extents dims[0..nd) (the
 * outermost first), and where it lies: halo (a ghost layer: first or last
 * along some dimension), boundary (next to one), or interior. */
static const char *pcx_where(size_t k, const size_t *dims, int nd, size_t *idx) {
  for (int d = nd - 1; d >= 0; d--) { idx[d] = dims[d] ? k % dims[d] : 0; k = dims[d] ? k / dims[d] : 0; }
  int halo = 0, boundary = 0;
  for (int d = 0; d < nd; d++) {
    if (idx[d] == 0 || idx[d] + 1 == dims[d]) halo = 1;
    else if (idx[d] == 1 || idx[d] + 2 == dims[d]) boundary = 1;
  }
  return halo ? "halo" : boundary ? "boundary" : "interior";
}

static int pcx_failures;
static void pcx_report(const char *function, const char *array, const char *sizes, uint64_t seed,
                       const char *inputs, const char *check, pcx_cmp c,
                       const size_t *dims, int nd) {
  size_t idx[8] = {0};
  const char *where = pcx_where(c.worst, dims, nd, idx);
  printf("{\"function\":\"%s\",\"array\":\"%s\",\"sizes\":\"%s\",\"seed\":%" PRIu64
         ",\"inputs\":\"%s\",\"check\":\"%s\",\"elements\":%zu,\"mismatches\":%zu,\"max_abs\":",
         function, array, sizes, seed, inputs, check, c.count, c.mismatches);
  pcx_json_double(c.max_abs); printf(",\"max_rel\":"); pcx_json_double(c.max_rel);
  printf(",\"max_ulp\":"); pcx_json_double(c.max_ulp);
  printf(",\"worst\":{\"flat\":%zu,\"index\":[", c.worst);
  for (int d = 0; d < nd; d++) printf("%s%zu", d ? "," : "", idx[d]);
  printf("],\"where\":\"%s\",\"reference\":", where); pcx_json_double(c.worst_ref);
  printf(",\"optimized\":"); pcx_json_double(c.worst_opt);
  printf(",\"unwritten\":\"%s\"}}\n", c.worst_unwritten == 1 ? "optimized" : c.worst_unwritten == 2 ? "reference" : "");
  if (c.mismatches) pcx_failures++;
}
/* ---- end of harness runtime ---------------------------------------------- */
)PCX";

} // namespace paracodex
