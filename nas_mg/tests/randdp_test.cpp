// Tests for the NPB random number generator (randlc, vranlc, power).
//
// Expected values come from exact 128-bit integer arithmetic,
// x = a * x mod 2^46, never from the code under test. Every result of the
// generator is an integer below 2^46 (or that integer times 2^-46), so it is
// exactly representable in a double and is compared bit for bit.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

extern "C" {
#include "randdp.h"
}

namespace {

constexpr uint64_t kMod46 = uint64_t{1} << 46;
constexpr uint64_t kMask46 = kMod46 - 1;
constexpr uint64_t kNpbMultiplier = 1220703125; // 5^13
constexpr uint64_t kNpbSeed = 314159265;

uint64_t MulMod46(uint64_t a, uint64_t x)
{
    return static_cast<uint64_t>(static_cast<unsigned __int128>(a) * x) & kMask46;
}

uint64_t PowMod46(uint64_t a, uint64_t n)
{
    uint64_t result = 1;
    for (uint64_t i = 0; i < n; i++)
        result = MulMod46(result, a);
    return result;
}

double Scaled(uint64_t x)
{
    return static_cast<double>(x) / static_cast<double>(kMod46);
}

// Seeds and multipliers: the NPB pair, small values, odd and even values,
// and values next to 2^46 whose 23-bit halves are all ones.
const std::vector<uint64_t> kValues = {
    1,
    2,
    3,
    kNpbSeed,
    kNpbMultiplier,
    (uint64_t{1} << 23) - 1,
    uint64_t{1} << 23,
    (uint64_t{1} << 23) + 1,
    0x2AAAAAAAAAAAull,
    0x155555555555ull,
    12345678901234ull,
    kMod46 - 2,
    kMod46 - 1,
};

TEST(RandlcTest, OneStepMatchesExactProductModulo2To46)
{
    for (uint64_t a : kValues) {
        for (uint64_t x0 : kValues) {
            double x = static_cast<double>(x0);
            double returned = randlc(&x, static_cast<double>(a));
            uint64_t expected = MulMod46(a, x0);
            EXPECT_EQ(x, static_cast<double>(expected)) << "a=" << a << " x=" << x0;
            EXPECT_EQ(returned, Scaled(expected)) << "a=" << a << " x=" << x0;
        }
    }
}

TEST(RandlcTest, ZeroSeedStaysZero)
{
    double x = 0.0;
    EXPECT_EQ(randlc(&x, static_cast<double>(kNpbMultiplier)), 0.0);
    EXPECT_EQ(x, 0.0);
}

TEST(RandlcTest, MultiplierOneLeavesSeedUnchanged)
{
    for (uint64_t x0 : kValues) {
        double x = static_cast<double>(x0);
        randlc(&x, 1.0);
        EXPECT_EQ(x, static_cast<double>(x0));
    }
}

TEST(RandlcTest, ThousandStepsOfTheNpbStream)
{
    double x = static_cast<double>(kNpbSeed);
    uint64_t expected = kNpbSeed;
    for (int i = 0; i < 1000; i++) {
        double returned = randlc(&x, static_cast<double>(kNpbMultiplier));
        expected = MulMod46(kNpbMultiplier, expected);
        ASSERT_EQ(x, static_cast<double>(expected)) << "step " << i;
        ASSERT_EQ(returned, Scaled(expected)) << "step " << i;
        ASSERT_GT(returned, 0.0);
        ASSERT_LT(returned, 1.0);
    }
}

TEST(VranlcTest, FillsSequenceAndAdvancesSeed)
{
    for (uint64_t a : {kNpbMultiplier, uint64_t{7}, kMod46 - 1}) {
        for (uint64_t seed : {kNpbSeed, uint64_t{1}, kMod46 - 3}) {
            const int n = 257;
            std::vector<double> y(n, -1.0);
            double x = static_cast<double>(seed);
            vranlc(n, &x, static_cast<double>(a), y.data());

            uint64_t expected = seed;
            for (int i = 0; i < n; i++) {
                expected = MulMod46(a, expected);
                ASSERT_EQ(y[i], Scaled(expected)) << "a=" << a << " seed=" << seed << " i=" << i;
            }
            EXPECT_EQ(x, static_cast<double>(expected));
        }
    }
}

TEST(VranlcTest, ZeroLengthTouchesNothing)
{
    double y = -1.0;
    double x = static_cast<double>(kNpbSeed);
    vranlc(0, &x, static_cast<double>(kNpbMultiplier), &y);
    EXPECT_EQ(x, static_cast<double>(kNpbSeed));
    EXPECT_EQ(y, -1.0);
}

TEST(VranlcTest, WritesExactlyNElements)
{
    std::vector<double> y(12, -1.0);
    double x = static_cast<double>(kNpbSeed);
    vranlc(10, &x, static_cast<double>(kNpbMultiplier), y.data() + 1);
    EXPECT_EQ(y[0], -1.0);
    EXPECT_EQ(y[11], -1.0);
    for (int i = 1; i <= 10; i++)
        EXPECT_NE(y[i], -1.0);
}

TEST(PowerTest, MatchesRepeatedMultiplication)
{
    // Exponents used by MG (nx and nx*ny for classes S..D) and others that
    // exercise every bit pattern of a small exponent.
    const std::vector<int> exponents = {0,   1,    2,    3,     5,     7,     8,     31,  32,
                                        33,  100,  128,  255,   256,   1000,  1024,  4096,
                                        16384, 65536, 262144, 1048576};
    for (uint64_t a : {kNpbMultiplier, uint64_t{3}, kMod46 - 1, uint64_t{0x2AAAAAAAAAABull}}) {
        for (int n : exponents) {
            EXPECT_EQ(power(static_cast<double>(a), n), static_cast<double>(PowMod46(a, n)))
                << "a=" << a << " n=" << n;
        }
    }
}

TEST(PowerTest, JumpsAheadLikeVranlc)
{
    // zran3 starts each row of nx values with the multiplier A^nx: one
    // randlc step with it must land where nx single steps land.
    const int nx = 32;
    double jumped = static_cast<double>(kNpbSeed);
    randlc(&jumped, power(static_cast<double>(kNpbMultiplier), nx));

    std::vector<double> row(nx);
    double stepped = static_cast<double>(kNpbSeed);
    vranlc(nx, &stepped, static_cast<double>(kNpbMultiplier), row.data());

    EXPECT_EQ(jumped, stepped);
}

} // namespace
