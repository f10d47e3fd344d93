#include <stdio.h>
extern double *__start_pcxset[];
void setup(int n); void teardown(void);
void step(double *restrict q, const double *restrict u, double dt);
int main(void)
{
  enum { N = 10 };
  double q[N], u[N + 1];
  for (int i = 0; i <= N; i++) u[i] = i;
  for (int i = 0; i < N; i++) q[i] = 1;
  setup(N);
  double *f = __start_pcxset[0];
  for (int i = 0; i <= N; i++) f[i] = -1;
#pragma omp target data map(tofrom: f[0:N + 1])
  step(q, u, 0.1);
  printf("flux[3] = %g q[3] = %g\n", f[3], q[3]);
  teardown();
  return 0;
}
