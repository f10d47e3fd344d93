/* The project of the whole_program cases: main.c drives steps.c. */
#ifndef GRID_H
#define GRID_H
void run_steps(double *a, double *b, int n, int steps);
#endif
