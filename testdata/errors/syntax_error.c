/* A file that does not compile: paracodex must stop with the compiler's
 * diagnostics and a non-zero exit status. */
int broken(int n {
  return n;
}
