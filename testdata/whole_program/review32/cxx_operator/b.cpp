#include <cstdio>
struct Tag {};
extern int n;
void operator<<(Tag, double *w);
void run(void);
int main(void)
{
  n = 8;
  run();
  double w[8];
  for (int i = 0; i < 8; i++) w[i] = -1;
#pragma omp target data map(tofrom: w[0:8])
  Tag() << w;
  std::printf("w[3] = %g gout[3] ok\n", w[3]);
  return 0;
}
