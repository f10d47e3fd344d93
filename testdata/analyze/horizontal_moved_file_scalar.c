/*
 * case:     horizontal_moved_file_scalar
 * what:     NAS CG's start (ParaCodex's offload CG): x = 1 everywhere, then
 *           the column count read from two scalars of the file, then the
 *           work vectors cleared over that many columns.
 * regions:  R1 (writes x over 0..na), R2 (writes q, z over 0..end-1).
 * expect:   R1 + R2 horizontal: LEGAL
 *           movable-between: `end = lastcol - firstcol + 1;` sets a local
 *           R1 does not name from `static` scalars of this file that R1
 *           does not name, calls nothing that could change and whose
 *           address the file never takes: it moves above the fused region.
 * strategy: horizontal over the box of 0..na and 0..end-1, the statement
 *           first.
 */
static int firstcol = 0;
static int lastcol = 0;

void set_columns(int first, int last)
{
  firstcol = first;
  lastcol = last;
}

void start(double *restrict x, double *restrict q, double *restrict z, int na)
{
  int end;
#pragma omp target data map(from: x[0:na + 1], q[0:na], z[0:na])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < na + 1; i++)
      x[i] = 1.0;

    end = lastcol - firstcol + 1;
#pragma omp target teams distribute parallel for
    for (int j = 0; j < end; j++) {
      q[j] = 0.0;
      z[j] = 0.0;
    }
  }
}
