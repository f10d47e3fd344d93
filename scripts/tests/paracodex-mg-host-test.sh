#!/bin/sh
# ParaCodex's own NAS MG, unmodified (../shared/inputs/paracodex-mg): fused
# by paracodex, built for classes S and W with host OpenMP: the fused
# program must verify; fused with --expand-teams-loop=false it must print
# the same L2 norm as the original to every digit (fusion and the march
# move no arithmetic). The default output also runs norm2u3's reduction as
# `distribute parallel for` (TeamsLoopExpansion.h), which adds the terms in
# another order, as a reduction may: its norm must agree to 1e-12. Also checks that resid, psinv, rprj3 and interp (the last two
# under run-time overlap tests) were fused.
# Usage: paracodex-mg-host-test.sh BIN_DIR SOURCE_DIR
# Exit 77 (CTest's skip code) when ../shared is absent: a user's clone has none.
set -eu
bin=$1; src=$2
input=$src/../shared/inputs/paracodex-mg
if [ ! -f "$input/mg.c" ]; then
  echo "SKIP: $input is absent (a user's clone has no ../shared)"
  exit 77
fi
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cp -r "$input"/. "$work"/
cd "$work"
cp params/npbparams_S.h npbparams.h
"$bin/paracodex" fuse mg.c -o mg_fused.c -- -I. -Icommon 2> fuse.log
cat fuse.log
"$bin/paracodex" fuse mg.c --expand-teams-loop=false -o mg_kept.c -- -I. -Icommon 2> /dev/null
grep -q 'teams distribute parallel for.*\[paracodex-schedule\]' fuse.log ||
  { echo "FAIL: norm2u3's teams loop was not expanded"; exit 1; }
for routine in resid psinv rprj3 interp; do
  start=$(grep -n "^static void $routine(" mg.c | tail -1 | cut -d: -f1)
  # every fused pair is reported at its producer's line, inside the routine
  found=no
  for line in $(sed -n 's/^mg\.c:\([0-9]*\):.*\[paracodex-fused\]$/\1/p' fuse.log); do
    next=$(awk -v s="$start" 'NR > s && /^static void / {print NR; exit}' mg.c)
    [ "$line" -gt "$start" ] && [ "$line" -lt "${next:-999999}" ] && found=yes
  done
  [ $found = yes ] || { echo "FAIL: $routine was not fused"; exit 1; }
done
for class in S W; do
  cp params/npbparams_$class.h npbparams.h
  for prog in mg mg_fused mg_kept; do
    clang-19 -O2 -fopenmp -fopenmp-version=60 -I. -Icommon $prog.c common/print_results.c \
      common/c_timers.c common/wtime.c common/randdp.c -lm -o $prog.$class 2> build.log ||
      { cat build.log; echo "FAIL: $prog class $class does not build"; exit 1; }
    OMP_NUM_THREADS=2 ./$prog.$class > $prog.$class.out
  done
  norm=$(grep "L2 Norm" mg.$class.out)
  fused=$(grep "L2 Norm" mg_fused.$class.out)
  kept=$(grep "L2 Norm" mg_kept.$class.out)
  echo "class $class: original '$norm', fused '$fused', fused without the expansion '$kept'"
  [ -n "$norm" ] && [ "$norm" = "$kept" ] || { echo "FAIL: class $class norms differ"; exit 1; }
  echo "$norm $fused" | awk '{a = $4; b = $8; d = a - b; if (d < 0) d = -d; exit !(d <= 1e-12 * a)}' ||
    { echo "FAIL: class $class: the fused norm is not within 1e-12 of the original's"; exit 1; }
  grep -q "VERIFICATION SUCCESSFUL" mg_fused.$class.out ||
    { echo "FAIL: fused class $class does not verify"; exit 1; }
done
echo "PASS"
