/* The callers project of the whole_program cases: main.c (or
   main_reads.c) allocates the work array; relax.c holds the pair. */
#ifndef RELAX_H
#define RELAX_H
void relax(const double *in, double *w, double *out, int n);
#endif
