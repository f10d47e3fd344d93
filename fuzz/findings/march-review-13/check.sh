#!/bin/bash
# usage: t.sh X.c [extra fuse args]
f=$1; shift
b=${f%.*}; ext=${f##*.}
CC=clang-19; [ "$ext" = cpp ] && CC=clang++-19
/work/main/build/tool/paracodex fuse $f --schedule=all -o $b.out.$ext "$@" -- -fopenmp > $b.log 2>&1; rc=$?
echo "tool rc=$rc"; [ $rc -ne 0 ] && tail -5 $b.log
cmp -s $f $b.out.$ext && echo "UNCHANGED"
$CC -O1 -fopenmp -w $f -o $b.orig || { echo ORIG_BAD; exit; }
ref=$(OMP_NUM_THREADS=3 ./$b.orig 2>&1)
echo "orig: $ref"
i=0
for d in "" "-DPARACODEX_MARCH_MIN_PLANE=0" "-DPARACODEX_MARCH_MIN_PLANE=0 -DPARACODEX_BARE_ON_HOST"; do
  i=$((i+1))
  if ! $CC -O1 -fopenmp -w $d $b.out.$ext -o $b.f$i 2>$b.cerr$i; then echo "FUSED[$d] DOES NOT COMPILE"; head -5 $b.cerr$i; continue; fi
  o=$(OMP_NUM_THREADS=3 timeout 20 ./$b.f$i 2>&1)
  [ "$o" = "$ref" ] && echo "ok[$d]" || echo "MISMATCH[$d]: $o"
done
