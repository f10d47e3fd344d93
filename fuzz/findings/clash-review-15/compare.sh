#!/bin/bash
# compare.sh FILE [FUSE_FLAGS...] [-- COMPILE_FLAGS...]
# Fuses FILE (--schedule=all), builds the original and the fused text with
# clang -fopenmp (the same COMPILE_FLAGS for both and for fuse), runs both with
# OMP_NUM_THREADS=3 (the bare form on the host: -DPARACODEX_BARE_ON_HOST) and
# prints both outputs.
P=${PARACODEX:-/tmp/review15/paracodex}
f=$1; shift; fa=(); ca=()
while [ $# -gt 0 ]; do if [ "$1" = "--" ]; then shift; ca=("$@"); break; fi; fa+=("$1"); shift; done
cc=clang-19; case $f in *.cpp) cc=clang++-19;; esac
ext=${f##*.}; T=$(mktemp -d)
$P fuse "$f" --schedule=all --explain -o $T/fused.$ext "${fa[@]}" -- -fopenmp "${ca[@]}" 2>$T/explain; echo "fuse rc=$?"
grep -o 'no bare launch:[^)]*\|also written as a bare launch' $T/explain | sort -u
$cc -fopenmp "${ca[@]}" "$f" -o $T/orig -lm 2>/dev/null && echo "--- original:" && OMP_NUM_THREADS=3 $T/orig
$cc -fopenmp "${ca[@]}" -I"$(dirname "$f")" -DPARACODEX_BARE_ON_HOST -DPARACODEX_MARCH_MIN_PLANE=0 $T/fused.$ext -o $T/fused -lm 2>/dev/null \
  && echo "--- fused (-DPARACODEX_BARE_ON_HOST -DPARACODEX_MARCH_MIN_PLANE=0):" && OMP_NUM_THREADS=3 $T/fused
$cc -fopenmp "${ca[@]}" -I"$(dirname "$f")" $T/fused.$ext -o $T/fused0 -lm 2>/dev/null \
  && echo "--- fused (default build, no GPU here):" && OMP_NUM_THREADS=3 $T/fused0
rm -rf $T
