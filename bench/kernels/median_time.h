/*
 * The timing harness the bench kernels share: TIME(NAME, REPS, STMT) runs
 * STMT once to warm up (first-touch, module load), then REPS times, and
 * prints NAME and the median wall time in ms without a newline, so the
 * caller can add its bit-identity verdict on the same line.
 */
#ifndef PARACODEX_BENCH_MEDIAN_TIME_H
#define PARACODEX_BENCH_MEDIAN_TIME_H

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

#define MAXREPS 100
#define TIME(NAME, REPS, STMT)                                                                 \
    do {                                                                                       \
        double ts[MAXREPS];                                                                    \
        STMT;                                                                                  \
        for (int rep = 0; rep < (REPS); rep++) {                                               \
            double t0 = omp_get_wtime();                                                       \
            STMT;                                                                              \
            ts[rep] = (omp_get_wtime() - t0) * 1e3;                                            \
        }                                                                                      \
        qsort(ts, (REPS), sizeof ts[0], cmp_double);                                           \
        printf("%-24s %10.4f ms", NAME, ts[(REPS) / 2]);                                       \
    } while (0)

#endif
