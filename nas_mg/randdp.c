/* NPB linear congruential generator, exact in IEEE double precision.
 *
 * A product of two 46-bit integers does not fit in a double's 53-bit
 * mantissa, so both factors are split into 23-bit halves,
 * a = a1 * 2^23 + a2 and x = x1 * 2^23 + x2, and
 *     a * x mod 2^46 = ((a1 * x2 + a2 * x1) mod 2^23) * 2^23 + a2 * x2  (mod 2^46).
 * Every intermediate below is an integer smaller than 2^48, so each
 * operation is exact; truncation to int is floor because all values are
 * non-negative, and each truncated quotient is below 2^24.
 */
#include "randdp.h"

static const double r23 = 1.0 / 8388608.0; /* 2^-23 */
static const double t23 = 8388608.0;       /* 2^23 */
static const double r46 = 1.0 / 8388608.0 / 8388608.0;
static const double t46 = 8388608.0 * 8388608.0;

double randlc(double *x, double a)
{
    const double a1 = (int)(r23 * a);
    const double a2 = a - t23 * a1;
    const double x1 = (int)(r23 * *x);
    const double x2 = *x - t23 * x1;

    const double cross = a1 * x2 + a2 * x1;
    const double cross_low = cross - t23 * (int)(r23 * cross);
    const double sum = t23 * cross_low + a2 * x2;

    *x = sum - t46 * (int)(r46 * sum);
    return r46 * *x;
}

void vranlc(int n, double *x, double a, double y[])
{
    for (int i = 0; i < n; i++)
        y[i] = randlc(x, a);
}

double power(double a, int n)
{
    /* Right-to-left binary exponentiation; randlc does each modular
     * multiplication. */
    double result = 1.0;
    double square = a;
    for (int bits = n; bits != 0; bits /= 2) {
        if (bits % 2 == 1)
            randlc(&result, square);
        randlc(&square, square);
    }
    return result;
}
