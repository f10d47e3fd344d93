/*
 * case:     vertical_argument_memory_callee
 * what:     LULESH's stress -> integrate pair (issue 28, point 4 and its
 *           LULESH anchor): the consumer calls helpers of this file that
 *           touch memory only through the pointers they are handed (arrays
 *           declared in the region, `&det[k]`, `&fx[4 * k]`, rows `b[0]`),
 *           so their effects are those arrays (model/ArgumentMemory.h),
 *           none of which the producer reads: `p` and `q` are local
 *           pointers of unknown origin (LULESH's `&dom->m_p[0]`), but
 *           `fx`, `fy` and `det` were allocated after they got their only
 *           value, and `b` and `xl` begin inside the region. The arrays
 *           come from an allocation wrapper and go through a wrapper that
 *           frees `*pp` and sets it to null (`release(&sxx)`,
 *           model/Allocations.h), which goes with the temporaries.
 * regions:  R1 producer (writes sxx, syy), R2 consumer (reads both at k,
 *           calls the helpers).
 * expect:   R1 -> R2 via sxx, syy: LEGAL
 * strategy: inline.
 */
#include <stdlib.h>

static double *allocate(size_t n)
{
  return (double *)malloc(n * sizeof(double));
}

static void release(double **p)
{
  if (*p != NULL) {
    free(*p);
    *p = NULL;
  }
}

static void shape_derivatives(const double x[], double b[][4], double *const volume)
{
  double s = 0.0;
  for (int j = 0; j < 4; j++) {
    b[0][j] = 0.5 * x[j];
    b[1][j] = x[j] - x[(j + 1) % 4];
    s += x[j] * x[j];
  }
  *volume += s;
}

static void node_forces(const double b[][4], double sxx, double syy, double fx[], double fy[])
{
  for (int j = 0; j < 4; j++) {
    fx[j] = -(sxx * b[0][j]);
    fy[j] = -(syy * b[1][j]);
  }
}

void integrate_stress(int n, const double *pq, const double *x, double *fx_out, double *fy_out,
                      double *det_out)
{
  const double *p = pq;
  const double *q = pq + n;
  double *fx = allocate((size_t)4 * n);
  double *fy = allocate((size_t)4 * n);
  double *det = allocate((size_t)n);
#pragma omp target data map(to: p[0:n], q[0:n], x[0:4 * n]) \
    map(from: fx[0:4 * n], fy[0:4 * n], det[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int k = 0; k < n; k++) {
      double b[2][4];
      double xl[4];
      det[k] = 10.0;
      for (int j = 0; j < 4; j++)
        xl[j] = x[4 * k + j];
      shape_derivatives(xl, b, &det[k]);
      node_forces(b, (-p[k] - q[k]), (-p[k] - 2.0 * q[k]), &fx[4 * k], &fy[4 * k]);
    }
  }
  for (int i = 0; i < 4 * n; i++) {
    fx_out[i] = fx[i];
    fy_out[i] = fy[i];
  }
  for (int i = 0; i < n; i++)
    det_out[i] = det[i];
  release(&det);
  release(&fy);
  release(&fx);
}
