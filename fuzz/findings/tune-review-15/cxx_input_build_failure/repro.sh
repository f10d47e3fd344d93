#!/bin/sh
# A C++ input (testdata/tune/two_regions.c as C++: <cstdio>, std::printf):
# the original builds (from two.cpp), but every variant is written to
# DIR/<tag>.c, and the combined one to DIR/combined/tuned.c, and compiled by
# `clang-19 ... x.c` as C: exit 2 "building ... failed: 'cstdio' file not
# found". (The timer source says it is C++-ready; the variant names are not.)
P=${1:-/tmp/review15b/paracodex}
here=$(cd "$(dirname "$0")" && pwd)
cd "$(mktemp -d)" && cp "$here/two.cpp" .
clang++-19 -fopenmp two.cpp -o orig && ./orig
"$P" tune two.cpp --device=host --reps=1 --schedules=keep -o out.cpp -- -fopenmp; echo "rc=$?"
