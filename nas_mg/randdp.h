/* NPB pseudo-random numbers: the linear congruential generator
 * x(k+1) = a * x(k) mod 2^46, evaluated exactly in double precision.
 *
 * Seeds and multipliers are integers in [0, 2^46) stored in doubles.
 */
#ifndef PARACODEX_NAS_MG_RANDDP_H
#define PARACODEX_NAS_MG_RANDDP_H

/* C linkage also when randdp.c itself is compiled as C++. */
#ifdef __cplusplus
extern "C" {
#endif

/* Advances *x to a * *x mod 2^46 and returns the new *x scaled to [0, 1). */
double randlc(double *x, double a);

/* Applies randlc n times to *x, storing each scaled result in y[0..n-1]. */
void vranlc(int n, double *x, double a, double y[]);

/* Returns a^n mod 2^46 (n >= 0), the multiplier that advances a stream by
 * n steps at once. */
double power(double a, int n);

#ifdef __cplusplus
}
#endif

#endif
