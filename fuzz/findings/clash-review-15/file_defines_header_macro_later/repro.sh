#!/bin/bash
cd "$(dirname "$0")" && ../compare.sh redefine_later.c 
# the file's own `#define EXIT_FAILURE 3` after its includes: bare form kept, and the fused text
# now warns 'EXIT_FAILURE' macro redefined (-Werror builds fail)
T=$(mktemp -d); ${PARACODEX:-/tmp/review15/paracodex} fuse redefine_after_inc.c --schedule=all -o $T/F.c -- -fopenmp 2>/dev/null
clang-19 -fopenmp -Werror -c $T/F.c -o $T/F.o; echo "fused -Werror build rc=$?"; clang-19 -fopenmp -Werror -c redefine_after_inc.c -o $T/o.o; echo "original -Werror build rc=$?"; rm -rf $T
