#include <stdlib.h>
double *flux __attribute__((section("pcxset")));
int ncell;
void setup(int n) { ncell = n; flux = malloc((n + 1) * sizeof *flux); }
void teardown(void) { free(flux); }
void step(double *restrict q, const double *restrict u, double dt)
{
  int n = ncell;
#pragma omp target teams distribute parallel for map(to: u[0:n + 1]) map(alloc: flux[0:n + 1])
  for (int i = 0; i < n + 1; i++)
    flux[i] = 0.5 * u[i] * u[i];
#pragma omp target teams distribute parallel for map(alloc: flux[0:n + 1]) map(tofrom: q[0:n])
  for (int i = 0; i < n; i++)
    q[i] = q[i] - dt * (flux[i + 1] - flux[i]);
}
