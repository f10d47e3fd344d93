#!/bin/bash
# Round 1: march with min-plane 0 (bare block, no MIN_PLANE macro). Round 2: march the second region with the default min-plane.
P=/tmp/review14/paracodex
$P fuse step0.c --schedule=all --march-min-plane=0 -o step1.c -- -fopenmp 2>/dev/null
sed 's|// paracodex: schedule(keep)||' step1.c > step1b.c
$P fuse step1b.c --schedule=all -o step2.c -- -fopenmp 2>/dev/null; echo "fuse rc=$?"
grep -n 'define PARACODEX_MIN_PLANE\|^#if defined(__clang__)\|^#define PARACODEX_BARE 1' step2.c
clang-19 -O2 -fopenmp -DPARACODEX_NO_BARE step2.c -o a_nobare; echo "build -DPARACODEX_NO_BARE rc=$?"
clang-19 -O2 step2.c -o a_noomp; echo "build without -fopenmp rc=$?"
