#!/bin/bash
# Each file compiles and means the same with <omp.h>/<ompx.h> added (typedef
# redeclared with the same type, a prototype as <stdlib.h>'s, a guarded
# fallback macro): fuse still refuses the bare form.
cd "$(dirname "$0")"
for f in fp_uint.c fp_uint8.c fp_proto.c fp_ifndef_exit.c fp_omp_proto.c; do
  echo "== $f"; ${PARACODEX:-/tmp/review15/paracodex} fuse $f --schedule=all --explain -o /dev/null -- -fopenmp 2>&1 | grep -o 'no bare launch:[^)]*' | sort -u
  printf '#include <omp.h>\n#include <ompx.h>\n' | cat - $f > /tmp/fp_check.c; clang-19 -fopenmp -Wall -fsyntax-only /tmp/fp_check.c && echo "  (compiles cleanly with the includes on top)"
done
