/*
 * sum(abs(x)) over N floats on the GPU, in the unfused form of the seed
 * blog: abs into a temporary, then a reduction. `paracodex fuse` turns it
 * into one region (bench/fast_fused_gpu.sh builds both). x is copied to
 * the device once; each call times only its regions.
 *
 * Usage: sumabs LOG2N REPS   (prints the median ms of the calls and the sum)
 * Built with -DPCX_TWO_LEVEL=THREADS: the hand-written two-level variant
 * (a register accumulator per thread over a strided run, then the
 * reduction over THREADS threads), which the fused schedule is measured
 * against.
 */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef PCX_TWO_LEVEL
static float sum_abs(const float *restrict x, long n)
{
  float s = 0.0f;

#pragma omp target data map(to: x[0:n])
  {

    // paracodex: schedule(two-level reduction)
    {
      const long long pcx_n = (long long)(n - 1) - (long long)(0) + 1;
      const long long pcx_threads = pcx_n > 1081344 ? 1081344 : (pcx_n > 0 ? pcx_n : 1);
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s) num_teams((int)((pcx_threads + 255) / 256)) thread_limit(256)
    for (long long pcx_t = 0; pcx_t < pcx_threads; pcx_t++) {
        float s_part0 = 0, s_part1 = 0, s_part2 = 0, s_part3 = 0;
        long long pcx_i = (long long)(0) + pcx_t;
        for (; pcx_i + 3 * pcx_threads <= (long long)(n - 1); pcx_i += 4 * pcx_threads) {
          s_part0 += (fabsf(x[(pcx_i)]));
          s_part1 += (fabsf(x[(pcx_i + 1 * pcx_threads)]));
          s_part2 += (fabsf(x[(pcx_i + 2 * pcx_threads)]));
          s_part3 += (fabsf(x[(pcx_i + 3 * pcx_threads)]));
        }
        for (; pcx_i <= (long long)(n - 1); pcx_i += pcx_threads)
          s_part0 += (fabsf(x[(pcx_i)]));
        s += (s_part0 + s_part1) + (s_part2 + s_part3);
      }
    }
  }

  return s;
}
#else
static float sum_abs(const float *restrict x, long n)
{
  float s = 0.0f;
  const long threads = PCX_TWO_LEVEL;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: x[0:n]) \
    num_teams(threads / 256) thread_limit(256)
  for (long t = 0; t < threads; t++) {
    float a0 = 0.0f, a1 = 0.0f, a2 = 0.0f, a3 = 0.0f;
    long i = t;
    for (; i + 3 * threads < n; i += 4 * threads) {
      a0 += fabsf(x[i]);
      a1 += fabsf(x[i + threads]);
      a2 += fabsf(x[i + 2 * threads]);
      a3 += fabsf(x[i + 3 * threads]);
    }
    for (; i < n; i += threads)
      a0 += fabsf(x[i]);
    s += (a0 + a1) + (a2 + a3);
  }
  return s;
}
#endif

static int compare(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
  int log2n = argc > 1 ? atoi(argv[1]) : 28;
  int reps = argc > 2 ? atoi(argv[2]) : 10;
  if (log2n < 1 || log2n > 31 || reps < 1) {
    fprintf(stderr, "usage: sumabs LOG2N REPS\n");
    return 2;
  }
  long n = 1L << log2n;
  float *x = malloc((size_t)n * sizeof(float));
  for (long i = 0; i < n; i++)
    x[i] = (float)((i * 37) % 19) - 9.0f;
  int on_device = 0;
#pragma omp target map(from: on_device)
  on_device = !omp_is_initial_device();
  double *ms = malloc((size_t)reps * sizeof(double));
  float s = 0.0f;
#pragma omp target data map(to: x[0:n])
  {
    s = sum_abs(x, n); /* warm-up */
    for (int r = 0; r < reps; r++) {
      double t0 = omp_get_wtime();
      s = sum_abs(x, n);
      ms[r] = (omp_get_wtime() - t0) * 1e3;
    }
  }
  qsort(ms, (size_t)reps, sizeof(double), compare);
  printf("sumabs n=2^%d reps=%d device=%s median_ms=%.4f min_ms=%.4f sum=%.9g\n", log2n, reps,
         on_device ? "gpu" : "host", ms[reps / 2], ms[0], s);
  free(ms);
  free(x);
  return 0;
}
