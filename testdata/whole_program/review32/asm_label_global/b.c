#include <stdio.h>
extern double *flux_sym;
void setup(int n); void teardown(void);
void step(double *restrict q, const double *restrict u, double dt);
int main(void)
{
  enum { N = 10 };
  double q[N], u[N + 1];
  for (int i = 0; i <= N; i++) u[i] = i;
  for (int i = 0; i < N; i++) q[i] = 1;
  setup(N);
  for (int i = 0; i <= N; i++) flux_sym[i] = -1;
#pragma omp target data map(tofrom: flux_sym[0:N + 1])
  step(q, u, 0.1);
  printf("flux[3] = %g q[3] = %g\n", flux_sym[3], q[3]);
  teardown();
  return 0;
}
