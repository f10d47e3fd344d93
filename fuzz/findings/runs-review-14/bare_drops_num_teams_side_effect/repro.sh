#!/bin/bash
clang-19 -O2 -fopenmp num_teams_call.c -o orig && OMP_NUM_THREADS=2 ./orig
/tmp/review14/paracodex fuse num_teams_call.c --schedule=all --march-runs -o F.c -- -fopenmp 2>/dev/null
clang-19 -O2 -fopenmp -DPARACODEX_MARCH_MIN_PLANE=0 F.c -o std && OMP_NUM_THREADS=2 ./std
clang-19 -O2 -fopenmp -DPARACODEX_MARCH_MIN_PLANE=0 -DPARACODEX_BARE_ON_HOST F.c -o bare && OMP_NUM_THREADS=2 ./bare
