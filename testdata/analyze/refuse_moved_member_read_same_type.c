/*
 * case:     refuse_moved_member_read_same_type
 * what:     keep_store_guarded_moved_member_reads with an `int` first
 *           region: it stores ints through `count`, and `count` may point
 *           into `*f` itself (`count = &f->stride`): the line reading
 *           f->stride between the regions cannot run before it, and the
 *           type of the stores does not tell the two apart.
 * regions:  R1 (writes count), R2 (writes a, reads b).
 * expect:   R1 + R2 keep-store: REFUSED [movable-between]
 *           `const int stride = f->stride;` reads an int member and R1
 *           stores ints.
 */
struct grid {
  int stride;
  double *a, *b;
};

void fill(struct grid *f, int *count, int n)
{
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    count[i] = i;

  const int stride = f->stride;
  double *a = f->a;
  double *b = f->b;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    a[i * stride] = b[i * stride];
}
