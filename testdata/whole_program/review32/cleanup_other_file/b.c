#include <stdio.h>
extern double *gin;
extern double gout[4];
extern int n;
void smooth(double *w);
void run(void);
int main(void)
{
  double x = 2.0;
  n = 1;
  gin = &x;
  run();
  printf("run: %g\n", gout[0]);
  {
    double v __attribute__((cleanup(smooth))) = 5.0;
    gin = &v;
  }
  printf("cleanup: %g\n", gout[0]);
  return 0;
}
