#!/bin/sh
# `paracodex verify` must catch a wrong fusion: each mutant of the fused NAS
# MG (made here from the generated file by one textual change) must be
# reported as a MISMATCH (exit 1) pointing at an element.
# Usage: verify-mutant-test.sh PARACODEX MG_C MG_FUSED_C NAS_MG_DIR
set -u
pcx=$1; mg=$2; fused=$3; dir=$4
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
extents="m1k=2*m1j-2,m2k=2*m2j-2,m3k=2*m3j-2,n1=2*mm1-2,n2=2*mm2-2,n3=2*mm3-2"
pass=0; fail=0
check() { # name sed-expression function
  sed "$2" "$fused" > "$work/$1.c"
  if cmp -s "$fused" "$work/$1.c"; then echo "FAIL $1: the mutation did not apply"; fail=$((fail+1)); return; fi
  "$pcx" verify --reference="$mg" --optimized="$work/$1.c" --function="$3" --device=host \
      --extent "$extents" --seeds=1 -- -I"$dir" "$dir/randdp.c" > "$work/$1.log" 2>&1
  rc=$?
  if [ $rc -eq 1 ] && grep -q "MISMATCH $3: .* worst at index \[" "$work/$1.log"; then
    pass=$((pass+1)); echo "ok   $1: $(grep -m1 MISMATCH "$work/$1.log")"
  else
    fail=$((fail+1)); echo "FAIL $1 (exit $rc):"; cat "$work/$1.log"
  fi
}
# A shift of the recomputed u1 read moved by one (i1 + 1 -> i1 + 2).
check wrong_shift '0,/I3D(u, n1, n2, i3, i2 + 1, (i1 + 1))/s//I3D(u, n1, n2, i3, i2 + 1, (i1 + 2))/' resid
# A wrong coefficient in psinv's fused expression.
check wrong_coefficient '0,/c2 \*/s//1.01 * c2 */' psinv
# rprj3 never writes its last coarse point along j1 (loop ends one early).
check element_never_written '0,/for (int j1 = 1; j1 < m1j - 1; j1++)/s//for (int j1 = 1; j1 < m1j - 2; j1++)/' rprj3
echo "verify mutants: $pass passed, $fail failed"
[ $fail -eq 0 ]
