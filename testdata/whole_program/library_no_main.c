/*
 * case:     library_no_main
 * what:     The same smooth() and driver() as one_file_program, but no
 *           main: the file is a library, whose functions are called from
 *           code that is not here. --whole-program cannot make them the
 *           file's own.
 * expect:   R1 -> R2 via w: REFUSED [temporary] with --whole-program ("no
 *           file of the program defines `main`")
 */
void smooth(const double *in, double *w, double *out, int n)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(alloc: w[0:n])
  for (int i = 0; i < n; i++)
    w[i] = 0.25 * in[i] + 1.0;
#pragma omp target teams distribute parallel for map(alloc: w[0:n]) map(tofrom: out[0:n])
  for (int i = 1; i < n - 1; i++)
    out[i] = w[i - 1] + 2.0 * w[i] + w[i + 1];
}

void driver(double *a, double *b, double *w, int n, int steps)
{
  for (int s = 0; s < steps; s++) {
    smooth(a, w, b, n);
    smooth(b, w, a, n);
  }
}
