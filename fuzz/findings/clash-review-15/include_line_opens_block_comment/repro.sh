#!/bin/bash
# `#include <stdio.h> /* ...` whose comment closes on a later line: fuse puts its macro blocks
# (and the trial includes) right after the include line, i.e. inside the comment.
cd "$(dirname "$0")"; T=$(mktemp -d)
${PARACODEX:-/tmp/review15/paracodex} fuse inc_comment.c --schedule=all -o $T/F.c -- -fopenmp 2>$T/err; echo "fuse rc=$?"
grep -m3 'error' $T/err; tail -1 $T/err
${PARACODEX:-/tmp/review15/paracodex} fuse inc_comment.c --schedule=all --march-bare=false -o $T/F.c -- -fopenmp 2>/dev/null; echo "fuse --march-bare=false rc=$?"
rm -rf $T
