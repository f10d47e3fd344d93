//===- HarnessRuntime.cpp -------------------------------------------------===//
#include "passes/verify/HarnessRuntime.h"

namespace paracodex {

const char HarnessRuntimeSource[] = R"PCX(
/* ---- paracodex verify: harness runtime ---------------------------------- */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* sigaction, mmap */
#endif
#include <inttypes.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>
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

/* Out-of-bounds accesses on the host, where the regions run on these very
 * copies. Each copy ends exactly at a page that may not be touched, so a
 * read or write past its end stops the harness with the array and element
 * named (pcx_on_fault). Before its start lie PCX_GUARD elements of a quiet
 * NaN with its own payload: a read there carries the NaN into the result,
 * which the comparison names as an out-of-bounds read, and a write there
 * changes a guard, which pcx_check_guards reports. On a GPU only [0, n) is
 * mapped, so the device copy has neither: compute-sanitizer memcheck sees
 * those accesses instead. */
#define PCX_GUARD 256
static const uint64_t pcx_guard_bits = 0x7FF8A5A50DD60A4Dull;
static const uint32_t pcx_guard_bits_float = 0x7FC0A4Du;
static int pcx_is_guard(double x) {
  uint64_t b; memcpy(&b, &x, sizeof b); return (b & 0x7FFFFFFFFFFFFFFFull) == pcx_guard_bits;
}
static int pcx_is_guard_float(float x) {
  uint32_t b; memcpy(&b, &x, sizeof b); return (b & 0x7FFFFFFFu) == pcx_guard_bits_float;
}
static int pcx_guard_intact(const char *p, size_t elem) {
  if (elem == sizeof(double)) { double x; memcpy(&x, p, sizeof x); return pcx_is_guard(x); }
  float x; memcpy(&x, p, sizeof x); return pcx_is_guard_float(x);
}

typedef struct {
  char *start; size_t n, elem; /* the array */
  char *map; size_t map_len;   /* its mapping, fence page included */
  const char *array, *copy;
} pcx_allocation;
#define PCX_MAX_ALLOCATIONS 256
static pcx_allocation pcx_live[PCX_MAX_ALLOCATIONS];
static const char *pcx_current_function = "", *pcx_current_sizes = "";
static uint64_t pcx_current_seed;

static void pcx_on_fault(int sig, siginfo_t *si, void *context) {
  (void)context;
  char *a = (char *)si->si_addr;
  long page = sysconf(_SC_PAGESIZE);
  for (int k = 0; k < PCX_MAX_ALLOCATIONS; k++) {
    pcx_allocation *e = &pcx_live[k];
    char *end = e->start ? e->start + e->n * e->elem : NULL;
    if (!e->start || a < end || a >= end + page) continue;
    const char *version = e->copy[0] == 'r' ? "reference" : e->copy[0] == 'o' ? "optimized" : "harness";
    printf("{\"function\":\"%s\",\"array\":\"%s\",\"sizes\":\"%s\",\"seed\":%" PRIu64
           ",\"check\":\"out-of-bounds-access\",\"version\":\"%s\",\"elements\":%zu,"
           "\"mismatches\":1,\"first_offset\":%lld}\n",
           pcx_current_function, e->array, pcx_current_sizes, pcx_current_seed, version, e->n,
           (long long)((a - e->start) / (long long)e->elem));
    fflush(stdout);
    _exit(1);
  }
  signal(sig, SIG_DFL); /* not ours: crash as usual */
  raise(sig);
}

static void *pcx_alloc(size_t n, size_t elem, const char *array, const char *copy) {
  static int handler_installed;
  if (!handler_installed) {
    struct sigaction sa; memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = pcx_on_fault; sa.sa_flags = SA_SIGINFO;
    sigaction(SIGSEGV, &sa, NULL); sigaction(SIGBUS, &sa, NULL);
    handler_installed = 1;
  }
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size_t body = ((PCX_GUARD + n) * elem + page - 1) / page * page;
  char *map = mmap(NULL, body + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED) { fprintf(stderr, "paracodex harness: out of memory\n"); exit(2); }
  mprotect(map + body, page, PROT_NONE);
  char *start = map + body - n * elem;
  const void *bits = elem == sizeof(double) ? (const void *)&pcx_guard_bits
                                             : (const void *)&pcx_guard_bits_float;
  for (size_t i = 1; i <= PCX_GUARD; i++) memcpy(start - i * elem, bits, elem);
  for (int k = 0; k < PCX_MAX_ALLOCATIONS; k++)
    if (!pcx_live[k].start) {
      pcx_allocation e = {start, n, elem, map, body + page, array, copy};
      pcx_live[k] = e;
      break;
    }
  return start;
}
static void pcx_free(void *p) {
  for (int k = 0; k < PCX_MAX_ALLOCATIONS; k++)
    if (pcx_live[k].start == p) {
      munmap(pcx_live[k].map, pcx_live[k].map_len);
      memset(&pcx_live[k], 0, sizeof pcx_live[k]);
    }
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
  size_t flat;
  double ref, opt;
  int unwritten; /* 1: the optimized version left it unwritten, 2: the reference did */
  int guard;     /* 1: the optimized value came from a guard zone, 2: the reference's */
} pcx_element;

typedef struct {
  size_t count, mismatches;
  double max_abs, max_rel, max_ulp;
  pcx_element worst; /* the largest error (or the worst element when all agree) */
  /* The first mismatch in memory order that is not in a halo: halos often
   * hold copies (periodic ghosts), so this is where the fault itself shows. */
  pcx_element first;
  int have_first;
} pcx_cmp;

static pcx_element pcx_element_at(size_t i, double a, double b) {
  pcx_element e;
  e.flat = i; e.ref = a; e.opt = b;
  e.unwritten = pcx_is_poison(b) && !pcx_is_poison(a) ? 1 : (pcx_is_poison(a) && !pcx_is_poison(b) ? 2 : 0);
  e.guard = pcx_is_guard(b) && !pcx_is_guard(a) ? 1 : (pcx_is_guard(a) && !pcx_is_guard(b) ? 2 : 0);
  return e;
}



/* Equal when both are NaN (sign ignored), or within atol + rtol*|ref|. */
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

static pcx_cmp pcx_compare(const double *ref, const double *opt, size_t n, double rtol, double atol,
                           const size_t *dims, int nd) {
  pcx_cmp c; memset(&c, 0, sizeof c); c.count = n;
  int first_in_halo = 1;
  double worst_score = -1;
  for (size_t i = 0; i < n; i++) {
    double a = ref[i], b = opt[i];
    int bad;
    double abs_err = 0, rel = 0, ulp = 0;
    if (isnan(a) || isnan(b)) {
      bad = !(isnan(a) && isnan(b)) || pcx_is_poison(a) != pcx_is_poison(b) ||
            pcx_is_guard(a) != pcx_is_guard(b);
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
    if (score > worst_score) { worst_score = score; c.worst = pcx_element_at(i, a, b); }
    if (bad && first_in_halo) {
      size_t idx[8];
      int halo = strcmp(pcx_where(i, dims, nd, idx), "halo") == 0;
      if (!c.have_first || !halo) { c.first = pcx_element_at(i, a, b); c.have_first = 1; first_in_halo = halo; }
    }
    c.mismatches += bad;
  }
  return c;
}
static pcx_cmp pcx_compare_float(const float *ref, const float *opt, size_t n, double rtol, double atol,
                                 const size_t *dims, int nd) {
  double *a = malloc((n ? n : 1) * sizeof *a), *b = malloc((n ? n : 1) * sizeof *b);
  for (size_t i = 0; i < n; i++) {
    /* Keep the guard marker through the widening, which drops NaN payloads' low bits. */
    a[i] = pcx_is_guard_float(ref[i]) ? ((union { uint64_t u; double d; }){pcx_guard_bits}).d : ref[i];
    b[i] = pcx_is_guard_float(opt[i]) ? ((union { uint64_t u; double d; }){pcx_guard_bits}).d : opt[i];
  }
  pcx_cmp c = pcx_compare(a, b, n, rtol, atol, dims, nd);
  free(a); free(b);
  return c;
}

static void pcx_json_double(double x) {
  if (isnan(x)) printf("\"nan\""); else if (isinf(x)) printf(x > 0 ? "\"inf\"" : "\"-inf\"");
  else printf("%.17g", x);
}

static int pcx_failures;
static void pcx_print_element(const char *key, pcx_element e, const size_t *dims, int nd) {
  size_t idx[8] = {0};
  const char *where = pcx_where(e.flat, dims, nd, idx);
  printf(",\"%s\":{\"flat\":%zu,\"index\":[", key, e.flat);
  for (int d = 0; d < nd; d++) printf("%s%zu", d ? "," : "", idx[d]);
  printf("],\"where\":\"%s\",\"reference\":", where); pcx_json_double(e.ref);
  printf(",\"optimized\":"); pcx_json_double(e.opt);
  printf(",\"unwritten\":\"%s\"", e.unwritten == 1 ? "optimized" : e.unwritten == 2 ? "reference" : "");
  printf(",\"read_outside\":\"%s\"}", e.guard == 1 ? "optimized" : e.guard == 2 ? "reference" : "");
}
static void pcx_report(const char *function, const char *array, const char *sizes, uint64_t seed,
                       const char *inputs, const char *check, pcx_cmp c,
                       const size_t *dims, int nd) {
  printf("{\"function\":\"%s\",\"array\":\"%s\",\"sizes\":\"%s\",\"seed\":%" PRIu64
         ",\"inputs\":\"%s\",\"check\":\"%s\",\"elements\":%zu,\"mismatches\":%zu,\"max_abs\":",
         function, array, sizes, seed, inputs, check, c.count, c.mismatches);
  pcx_json_double(c.max_abs); printf(",\"max_rel\":"); pcx_json_double(c.max_rel);
  printf(",\"max_ulp\":"); pcx_json_double(c.max_ulp);
  pcx_print_element("worst", c.worst, dims, nd);
  if (c.have_first) pcx_print_element("first", c.first, dims, nd);
  printf("}\n");
  if (c.mismatches) pcx_failures++;
}

/* Guards a version changed: it wrote before the array's start. Reports the
 * first changed element as a (negative) offset from the start. */
static void pcx_check_guards(const char *function, const char *array, const char *sizes,
                             uint64_t seed, const char *inputs, const char *version,
                             const void *p, size_t n, size_t elem) {
  const char *a = (const char *)p;
  size_t damaged = 0;
  long long first = 0;
  for (long long i = -PCX_GUARD; i < 0; i++)
    if (!pcx_guard_intact(a + i * (long long)elem, elem) && !damaged++) first = i;
  if (!damaged) return;
  printf("{\"function\":\"%s\",\"array\":\"%s\",\"sizes\":\"%s\",\"seed\":%" PRIu64
         ",\"inputs\":\"%s\",\"check\":\"out-of-bounds-write\",\"version\":\"%s\","
         "\"elements\":%zu,\"mismatches\":%zu,\"first_offset\":%lld}\n",
         function, array, sizes, seed, inputs, version, n, damaged, first);
  pcx_failures++;
}

/* Under compute-sanitizer (PCX_PRINT_ADDRESSES set) each mapped copy's device
 * address, so that an out-of-bounds report can be traced to an array. */
static int pcx_print_addresses = -1;
static void pcx_address(const char *function, const char *array, const char *version,
                        const char *sizes, const void *host, size_t n, size_t elem) {
  if (pcx_print_addresses < 0) pcx_print_addresses = getenv("PCX_PRINT_ADDRESSES") != NULL;
  if (!pcx_print_addresses) return;
  void *dev = omp_get_mapped_ptr((void *)host, omp_get_default_device());
  printf("{\"device_address\":\"%p\",\"function\":\"%s\",\"array\":\"%s\","
         "\"version\":\"%s\",\"sizes\":\"%s\",\"elements\":%zu,\"bytes\":%zu}\n",
         dev, function, array, version, sizes, n, n * elem);
}
/* ---- end of harness runtime ---------------------------------------------- */
)PCX";

} // namespace paracodex
