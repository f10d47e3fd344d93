/*
 * case:     vertical_copy_of_assigned_pointer
 * what:     The temporary is allocated by assignment (`t = malloc(...)`)
 *           and then viewed by the pointer to rows the producer writes
 *           through (`double (*tp)[NX] = t;`). A move of the source
 *           written before the view cannot follow it, so `tp` is another
 *           name for `t` (session 25: the first form of the rule "a view of
 *           a pointer that moves is none" counted this assignment and lost
 *           the pair; fuzz seed 36 has the shape in a loop).
 * regions:  R1 producer (writes tp), R2 consumer (reads t).
 * expect:   R1 -> R2 via t: LEGAL
 * strategy: inline.
 */
#include <stdlib.h>
#define NX 8

void smooth(const double (*restrict in)[NX], double (*restrict out)[NX], int ny)
{
#pragma omp target data map(to: in[0:ny]) map(from: out[0:ny])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 1; i < ny - 1; i++)
      for (int j = 0; j < NX; j++)
        out[i][j] =
            (in[(i - 1)][j] * in[(i - 1)][j]) + (in[(i + 1)][j] * in[(i + 1)][j]);
  }
}
