/*
 * case:     refuse_moved_declaration_macro_body_name
 * what:     The first region expands HALF, whose definition names the
 *           type `real`; the line between the regions declares a local
 *           `real`. Moved above the first region, it would capture the
 *           name inside the macro (`(real)(x)` would no longer be a cast),
 *           and the region's own text does not show the name.
 *           horizontal_moved_past_clause_macro is a macro that names
 *           nothing.
 * regions:  R1 (writes a), R2 (writes b).
 * expect:   R1 + R2 horizontal: REFUSED [movable-between]
 *           `const int real = 3;` is declared, and the first region
 *           expands the macro HALF.
 */
typedef double real;
#define HALF(x) ((real)(x) * 0.5)

void fill(double *restrict a, double *restrict b, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] = HALF(i);

  const int real = 3;
#pragma omp target teams distribute parallel for map(tofrom: b[0:n])
  for (int i = 0; i < n; i++)
    b[i] = real * i;
}
