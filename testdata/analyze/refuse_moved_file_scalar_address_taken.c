/*
 * case:     refuse_moved_file_scalar_address_taken
 * what:     As horizontal_moved_file_scalar, but the first region sets the
 *           column count through a pointer its caller makes to the file's
 *           scalar, and maps it back: the statement between reads what that
 *           region wrote.
 * regions:  R1 (writes x, and lastcol through pl), R2 (writes q over
 *           0..end-1).
 * expect:   R1 + R2 horizontal: REFUSED [movable-between]
 *           `end = lastcol + 1;` reads `lastcol`, whose address the file
 *           takes: the first region may change it.
 */
static int lastcol = 3;

void start(double *restrict x, double *restrict q, int *restrict pl, int na)
{
  int end;
#pragma omp target teams distribute parallel for map(from: x[0:na]) map(tofrom: pl[0:1])
  for (int i = 0; i < na; i++) {
    x[i] = 1.0;
    if (i == 0)
      pl[0] = na / 2;
  }

  end = lastcol + 1;
#pragma omp target teams distribute parallel for map(from: q[0:na])
  for (int j = 0; j < end; j++)
    q[j] = 0.0;
}

void run(double *restrict x, double *restrict q, int na)
{
  start(x, q, &lastcol, na);
}
