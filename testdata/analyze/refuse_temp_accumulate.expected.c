/*
 * case:     refuse_temp_accumulate
 * what:     The producer is a small dense matrix-vector product that
 *           zeroes the temporary and then accumulates into it
 *           (y[i] = 0; y[i] += A[i][k] * x[k]).
 * regions:  R1 producer (accumulates into y), R2 consumer (reads y).
 * expect:   R1 -> R2 via y: REFUSED
 *           R1 + R2 keep-store: LEGAL
 * rule:     the producer accumulates into the temporary (y[i] += ...): it
 *           reads its own previous value, so the value is not one
 *           expression of the inputs.
 */
#include <stdlib.h>

void matvec_relu(const double *restrict A, const double *restrict x,
                 double *restrict out, int rows, int cols)
{
  double *y = malloc((size_t)rows * sizeof(double));

#pragma omp target data map(to: A[0:(size_t)rows * cols], x[0:cols]) map(from: out[0:rows]) \
    map(alloc: y[0:rows])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < rows; i++) {
      y[i] = 0.0;
      for (int k = 0; k < cols; k++)
        y[i] += A[(size_t)i * cols + k] * x[k];
      out[i] = y[i] > 0.0 ? y[i] : 0.0;
    }
  }

  free(y);
}
