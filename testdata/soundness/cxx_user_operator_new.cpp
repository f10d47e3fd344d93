/*
 * case:     cxx_user_operator_new
 * what:     The program replaces the global operator new[] and operator
 *           delete[] with versions that count. Fuse deletes `new double[n]`
 *           and `delete[] t` with the temporary, and with them the counts.
 *           TemporaryRemoval.cpp deletesMore looks into a user function an
 *           allocation *calls* (wrapperDoesMore) but not into the operator
 *           new[] / delete[] a CXXNewExpr / CXXDeleteExpr calls
 *           (getOperatorNew()/getOperatorDelete() with a body in the file:
 *           a replaced allocation function does more than allocate).
 * command:  paracodex fuse cxx_user_operator_new.cpp -o F.cpp -- -fopenmp
 *           clang++-19 -O1 -fopenmp -w F.cpp (host or host offload), run
 * expected: last line "news 1 deletes 1"
 * actual:   last line "news 0 deletes 0"
 * expect:   REFUSED [rewritable] which the file defines
 */
#include <cstdio>
#include <cstdlib>
#include <new>
static int news = 0, deletes = 0;
void *operator new[](std::size_t s)
{
  news++;
  void *p = std::malloc(s);
  if (!p)
    throw std::bad_alloc();
  return p;
}
void operator delete[](void *p) noexcept
{
  deletes++;
  std::free(p);
}
void k(const double *__restrict a, double *__restrict out, int n)
{
  double *t = new double[n];
#pragma omp target data map(alloc: t[0:n]) map(to: a[0:n]) map(from: out[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      t[i] = a[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      out[i] = t[i] * 2.0;
  }
  delete[] t;
}
int main()
{
  double a[8], out[8];
  for (int i = 0; i < 8; i++)
    a[i] = i;
  k(a, out, 8);
  for (int i = 0; i < 8; i++)
    std::printf("%g\n", out[i]);
  std::printf("news %d deletes %d\n", news, deletes);
  return 0;
}
