/* repro_cxx_reference_horizontal (C++): first region writes out[i] through `double &r = out[i]; r = ...`
   (recorded as a read), second reads out[i + 1]; the pair is judged independent and fused horizontally, so
   iteration i reads out[i+1] before it is written. OMP_NUM_THREADS=1 (deterministic; with threads it is a race):
   original: checksum 10520   fused: checksum 2720 */
#include <stdio.h>
#include <stdlib.h>
static void f(double *__restrict a, double *__restrict out, double *__restrict o2, int n)
{
#pragma omp target data map(to: a[0:n+1]) map(tofrom: out[0:n+1], o2[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double &r = out[i];
      r = a[i] * 2.0;
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      o2[i] = out[i + 1] + 1.0;
  }
}
int main(void){
  enum { N = 16 };
  double a[N+1], out[N+1], o2[N];
  for (int i = 0; i < N+1; i++) { a[i] = i; out[i] = -1; }
  f(a, out, o2, N);
  double s = 0; for (int i = 0; i < N; i++) s += (out[i] + 3*o2[i]) * (i + 1);
  printf("checksum %.17g\n", s); return 0;}
