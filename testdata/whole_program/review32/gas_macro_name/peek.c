/* Calls smooth() from assembly whose name GAS assembles from two macro
   arguments: no word of the asm text is `smooth`. */
#include <stdio.h>
__asm__(".macro pcx_jump a, b\n"
        "  jmp \\a\\b\n"
        ".endm\n"
        ".text\n"
        ".globl peek_smooth\n"
        "peek_smooth:\n"
        "  pcx_jump smo, oth\n");
void peek_smooth(const double *in, double *w, double *out, int n);
void peek(const double *a, double *b, int n)
{
  double w[80];
  for (int i = 0; i < 80; i++) w[i] = 7;
#pragma omp target data map(from: w[0:n])
  peek_smooth(a, w, b, n);
  printf("w[1] = %g\n", w[1]);
}
