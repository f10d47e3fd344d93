/*
 * case:     refuse_moved_member_read_object_named
 * what:     The lines between read members of the local struct `g`, which
 *           the first region names (its copy of `g`): a read of the same
 *           object moved above the region that uses it is not judged
 *           further.
 * regions:  R1 (reads g.scale, writes c), R2 (writes a, reads b).
 * expect:   R1 + R2 keep-store: REFUSED [movable-between]
 *           `const int stride = g.stride;` reads a member of `g`, which the
 *           first region names.
 */
struct grid {
  int stride;
  double scale;
  double *a, *b;
};

void fill(struct grid g, double *c, int n)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    c[i] = g.scale * c[i];

  const int stride = g.stride;
  double *a = g.a;
  double *b = g.b;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    a[i * stride] = b[i * stride];
}
