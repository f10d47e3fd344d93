/*
 * case:     keep_store_static_callers
 * what:     NAS style: `int i;` declared at the top of a static function
 *           (the loop variable each region distributes, private to each),
 *           plain pointers without restrict, and a main that passes two
 *           global arrays and prints the flux after the call (program
 *           state). The pointers are apart at every call, so the regions
 *           share one launch, the flux still stored.
 * regions:  R1 (reads state, writes flux), R2 (reads flux, updates state).
 * expect:   R1 -> R2 via flux: REFUSED [temporary]
 *           R1 + R2 keep-store: LEGAL
 * strategy: keep-store.
 */
#include <stdio.h>
#include <stdlib.h>

static void step(double *state, double *flux, int n, double dt)
{
  int i;
#pragma omp target data map(tofrom: state[0:n], flux[0:n])
  {
#pragma omp target teams distribute parallel for
    for (i = 0; i < n; i++) {
      flux[i] = 0.5 * state[i] * state[i];
      state[i] -= flux[i] * dt;
    }
  }
}

enum { N = 4096 };
static double state[N], flux[N];

int main(void)
{
  for (int k = 0; k < N; k++)
    state[k] = (double)((k * 37) % 19) * 0.1;
  for (int s = 0; s < 3; s++)
    step(state, flux, N, 0.01);
  double sum = 0.0;
  for (int k = 0; k < N; k++)
    sum += state[k] * (k % 7 + 1) + flux[k];
  printf("checksum %.17g\n", sum);
  return 0;
}
