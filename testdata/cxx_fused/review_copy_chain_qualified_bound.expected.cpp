// Review (session 9): a copy chain whose bounds are C++ qualified names
// (`g::n`); the long-long text of the run-time test split them
// (`((long long)(g))::((long long)(n))`) and the output did not parse.
// The merge is refused ("a qualified name"). Since session 24 the two
// regions are a keep-store pair (each element `u[i]` the first writes is
// read by the second at the same i; the second's stores to u[i + 2n] meet
// no read of the first): fused into one launch, `g::n` kept as written.
#include <stdio.h>
namespace g { int n = 4; }
static double u[512];
static void chain(double *u)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < g::n; i++) {
    u[i] = u[i + g::n];
    u[i + 2 * g::n] = u[i];
  }
}
static void run(int n)
{
  g::n = n;
  for (int i = 0; i < 512; i++) u[i] = (i * 37) % 101;
  chain(u);
  double h = 0; for (int i = 0; i < 512; i++) h += u[i] * (i % 13 + 1);
  printf("%d: %.17g\n", n, h);
}
int main(void) { run(1); run(2); run(7); run(0); return 0; }
