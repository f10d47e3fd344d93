#!/bin/bash
clang-19 -w -O2 -fopenmp float_lower_bound.c -o orig && ./orig
/tmp/review14/paracodex fuse float_lower_bound.c --schedule=all --march-runs -o F_runs.c -- -fopenmp 2>/dev/null; echo "fuse rc=$?"
clang-19 -w -O2 -fopenmp -DPARACODEX_MARCH_MIN_PLANE=0 -DPARACODEX_BARE_ON_HOST -DPARACODEX_BARE_BLOCKS=1000000 -DPARACODEX_BARE_MIN_RUN=1 F_runs.c -o runs && ./runs
/tmp/review14/paracodex fuse float_lower_bound.c --schedule=all --march-chunk=3 -o F_chunk.c -- -fopenmp 2>/dev/null; echo "fuse rc=$?"
clang-19 -w -O2 -fopenmp -DPARACODEX_MARCH_MIN_PLANE=0 F_chunk.c -o chunk_std && ./chunk_std
clang-19 -w -O2 -fopenmp -DPARACODEX_MARCH_MIN_PLANE=0 -DPARACODEX_BARE_ON_HOST F_chunk.c -o chunk_bare && ./chunk_bare
grep -n 'pcx_len < (1.5)\|k < (1.5) + pcx_run' F_runs.c F_chunk.c
